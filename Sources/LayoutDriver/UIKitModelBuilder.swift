import Foundation
import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutBackends

/// Builds the code-generation model of `vflc emit uikit` from the four variants' IR (like
/// `RenderModelBuilder` for frames): views with their settings per variant, and each
/// constraint once, with the variants it holds in and its constant in each.
///
/// A constraint of one variant is the same constraint as one of another variant when it comes
/// from the same source range, kind and anchor form apart from the constant, at the same
/// priority (the n-th such one of each variant, for repeats). Not generated: stack
/// arrangement constraints (`UIStackView` makes them), the canvas and the guides' frames
/// (UIKit owns the root's frame and its safe area and margins), and intrinsic sizes of
/// labels, buttons, images and fields (UIKit's content-size constraints stand for them).
public enum UIKitModelBuilder {
    /// The model, or the errors (located) that keep the file from being generated.
    /// `displayPath` is the file's name in constraint identifiers and the header comment
    /// (default: the path as given).
    ///
    /// A file that depends on the content size category (checked at `L` and `AX5`) is lowered
    /// again at all twelve categories: each size class is split into bands of categories that
    /// select the same `when` bodies (one generated variant each), and a constant that changes
    /// within a band is written as `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)`
    /// of the styles its `scaled(…)` names (`fitScaled`).
    public static func model(_ compiled: CompiledFile, className: String,
                             displayPath: String? = nil) -> Result<Generated, GenerationErrors> {
        let source = compiled.source
        let path = displayPath ?? source.path
        var byClass = [LayoutIR?](repeating: nil, count: 4)
        var dependent = false
        for s in compiled.solutions {
            let variant = s.ir.target.variant
            if variant.contentSize != nil { dependent = true }
            guard variant.effectiveContentSize == .defaultCategory else { continue }
            byClass[UIKitSizeClasses(variant).rawValue] = s.ir
        }
        guard byClass.allSatisfy({ $0 != nil }) else { return .failure(GenerationErrors(diagnostics: [])) }
        let categories = dependent ? ContentSizeCategory.allCases : [ContentSizeCategory.defaultCategory]
        // slots[sc][k]: the IR of size classes `sc` at `categories[k]`.
        var slots: [[LayoutIR]] = byClass.map { [$0!] }
        var selections: [[WhenSelection?]] = Array(repeating: [nil], count: 4)
        var scaledStyles: [TextStyle] = []
        if dependent {
            let targets = byClass.map { ir -> LayoutTarget in var t = ir!.target; t.variant = t.variant.sizeClasses; return t }
            let front = Pipeline.frontEnd(source, lexed: Lexer.tokenize(source), targets: targets,
                                          contentSizes: .categories(categories))
            guard !front.hasErrors, front.variants.count == 4 * categories.count else {
                return .failure(GenerationErrors(diagnostics: front.diagnostics.filter { $0.severity == .error }))
            }
            slots = Array(repeating: [], count: 4)
            selections = Array(repeating: [], count: 4)
            let statements = front.parsed.file.statements
            for ir in front.variants {
                let sc = UIKitSizeClasses(ir.target.variant).rawValue
                slots[sc].append(ir)
                selections[sc].append(WhenSelection(statements, variant: ir.target.variant))
            }
            for sc in 0..<4 { slots[sc].sort { $0.target.variant.effectiveContentSize < $1.target.variant.effectiveContentSize } }
            scaledStyles = front.parsed.file.contentSizeUsage.scaledStyles
        }
        let first = slots[0][0]
        let flat = slots.flatMap { $0 }
        var diagnostics: [Diagnostic] = []
        diagnostics += nameErrors(first, source: source)
        diagnostics += directionErrors(flat, source: source)
        diagnostics += notYetGenerated(first, source: source)

        // The bands: per size class, the categories with the same `when` selection.
        var variants: [UIKitVariant] = []
        var bandSlots: [[Int]] = []   // per variant, its category indices
        for sc in UIKitSizeClasses.allCases {
            var groups: [(WhenSelection?, [Int])] = []
            for k in categories.indices {
                let sel = selections[sc.rawValue][k]
                if let g = groups.firstIndex(where: { $0.0 == sel }) { groups[g].1.append(k) } else { groups.append((sel, [k])) }
            }
            // The band of `L` first, so the size classes' own case comes first.
            groups.sort { a, b in
                let la = a.1.contains { categories[$0] == .defaultCategory }, lb = b.1.contains { categories[$0] == .defaultCategory }
                return la != lb ? la : a.1[0] < b.1[0]
            }
            for g in groups {
                variants.append(UIKitVariant(index: variants.count, sizeClasses: sc,
                                             categories: dependent ? g.1.map { categories[$0] } : ContentSizeCategory.allCases))
                bandSlots.append(g.1)
            }
        }
        func ir(_ v: UIKitVariant, _ k: Int) -> LayoutIR { slots[v.sizeClasses.rawValue][k] }

        // Entries in first-seen order, found by key; a repeat of a key within one IR (the
        // same constraint written twice on one range) is the next occurrence.
        var entries: [Entry] = []
        var index: [Key: Int] = [:]
        var reported = Set<SourceRange>()
        for v in variants {
            for (kPosition, k) in bandSlots[v.index].enumerated() {
                let lowered = ir(v, k)
                var seenHere: [Key: Int] = [:]
                for (position, c) in lowered.constraints.enumerated() where generated(c, in: lowered) {
                    guard let range = c.origin.range else { continue }
                    guard let anchor = c.anchor else {
                        if reported.insert(range).inserted {
                            diagnostics.append(Diagnostic(.uikitUnsupported, Self.gapMessage(lowered.anchorFormGaps[range], in: lowered),
                                                          in: source, at: range))
                        }
                        continue
                    }
                    var key = Key(range: range, kind: c.origin.kind, form: anchor, priority: c.priority, occurrence: 0)
                    key.form.constant = 0
                    key.occurrence = seenHere[key, default: 0]
                    seenHere[Key(range: key.range, kind: key.kind, form: key.form, priority: key.priority, occurrence: 0),
                             default: 0] += 1
                    let i: Int
                    if let existing = index[key] {
                        i = existing
                    } else {
                        i = entries.count
                        index[key] = i
                        entries.append(Entry(anchor: anchor, kind: c.origin.kind, priority: c.priority, range: range, position: position,
                                             firstVariant: v.index, values: Array(repeating: [], count: variants.count)))
                    }
                    if entries[i].values[v.index].count == kPosition { entries[i].values[v.index].append(anchor.constant) }
                }
            }
        }
        // Source order across variants (a `when` body's constraints among the others).
        let order = entries.indices.sorted { a, b in
            let x = entries[a], y = entries[b]
            if x.range.start.offset != y.range.start.offset { return x.range.start.offset < y.range.start.offset }
            if x.firstVariant != y.firstVariant { return x.firstVariant < y.firstVariant }
            return x.position < y.position
        }
        var constraints: [UIKitConstraint] = []
        constraints.reserveCapacity(order.count)
        let names = first.views
        // Each line's comment text, made once: the constraints of one long generated line
        // would each trim and count the whole line (quadratic in its length).
        var comments: [Int: String] = [:]
        for i in order {
            let e = entries[i]
            let a = e.anchor
            let start = e.range.start
            var constants: [UIKitConstant?] = []
            var problem: String?
            for v in variants {
                let values = e.values[v.index]
                if values.isEmpty { constants.append(nil); continue }
                guard values.count == bandSlots[v.index].count else {
                    // Present at some categories of a band only: its anchors or multiplier follow the category.
                    problem = "this constraint's multiplier or anchors change with the content size category (in \(v)); "
                        + "UIKit cannot change an NSLayoutConstraint's multiplier, so 'emit uikit' does not generate it "
                        + "(scale the constant instead, or switch constraints with 'when size …')"
                    constants.append(nil); continue
                }
                guard let constant = fitScaled(values, categories: bandSlots[v.index].map { categories[$0] },
                                               styles: scaledStyles) else {
                    problem = "this constraint's constant changes with the content size category (in \(v)) in a way "
                        + "'emit uikit' cannot write as UIFontMetrics.scaledValue(for:compatibleWith:) of one text style "
                        + "per part (e.g. a scaled() inside a scaled())"
                    constants.append(nil); continue
                }
                constants.append(constant)
            }
            let made = UIKitConstraint(
                identifier: "\(path):\(start.line):\(start.column)", line: start.line,
                sourceText: comments[start.line] ?? {
                    let text = commentText(source.lineText(start.line))
                    comments[start.line] = text
                    return text
                }(),
                first: itemName(names[a.first.index], in: names), firstAttribute: uikitAttribute(a.firstAttribute, of: names[a.first.index]),
                relation: a.relation.rawValue, second: a.second.map { itemName(names[$0.index], in: names) },
                secondAttribute: a.second.flatMap { second in a.secondAttribute.map { uikitAttribute($0, of: names[second.index]) } },
                multiplier: a.multiplier, priority: e.priority, constants: PerVariant(constants))
            var c = made
            c.firstBase = a.firstBase.map { b in (itemName(names[b.view.index], in: names), uikitAttribute(b.attribute, of: names[b.view.index])) }
            // The stack constraints generated are those keeping a later arranged view inside a
            // baseline-aligned stack (StackAlignment): they follow the view's `isHidden` at run time.
            if e.kind == .stack { c.followsHiddenView = names[a.first.index].name }
            c.secondBase = a.secondBase.map { b in (itemName(names[b.view.index], in: names), uikitAttribute(b.attribute, of: names[b.view.index])) }
            if let reason = problem ?? UIKitConstraintText.unsupportedReason(c) {
                if reported.insert(e.range).inserted {
                    diagnostics.append(Diagnostic(.uikitUnsupported, reason + (problem == nil ? "; 'emit uikit' does not generate it" : ""),
                                                  in: source, at: e.range))
                }
                continue
            }
            constraints.append(c)
        }
        let (scaledSettings, settingsDiagnostics) = Self.scaledSettings(variants: variants, bandSlots: bandSlots, categories: categories,
                                                                        styles: scaledStyles, ir: ir, source: source)
        diagnostics += settingsDiagnostics
        var views = Self.views(variants.map { ir($0, bandSlots[$0.index][0]) }, first: first)
        for (i, perView) in scaledSettings {
            for (v, scaled) in perView.enumerated() {
                views[i].settings.values[v].scaledSpacing = scaled.spacing
                views[i].settings.values[v].scaledSpacingAfter = scaled.spacingAfter
            }
        }
        if !diagnostics.isEmpty { return .failure(GenerationErrors(diagnostics: diagnostics.sorted(by: Diagnostic.sortKey))) }
        return .success(Generated(model: UIKitModel(file: path, className: className, variants: variants, views: views,
                                                    constraints: constraints), warnings: []))
    }

    /// `values` (a constraint's constant at `categories`, in order) as a constant that follows
    /// the category the way `scaled(…)` does: `base + Σ bᵢ × ratioᵢ(category)`, where ratioᵢ is
    /// style i's point size at the category over its size at `L` — what
    /// `UIFontMetrics(forTextStyle:).scaledValue(for: bᵢ, compatibleWith:)` returns
    /// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)).
    /// The styles tried are those the file's `scaled(…)` name, fewest first, in written order;
    /// `nil` when no combination of up to three reproduces every value.
    static func fitScaled(_ values: [Double], categories: [ContentSizeCategory], styles: [TextStyle]) -> UIKitConstant? {
        let tolerance = 1e-7 * max(1, values.map(abs).max() ?? 1)
        if values.allSatisfy({ abs($0 - values[0]) <= tolerance }) { return UIKitConstant(base: values[0]) }
        // Styles whose ratios are the same at every category (body and headline) are one column.
        var distinct: [TextStyle] = []
        for s in styles where !distinct.contains(where: { d in ContentSizeCategory.allCases.allSatisfy { d.scale(at: $0) == s.scale(at: $0) } }) {
            distinct.append(s)
        }
        func subsets(_ n: Int, from i: Int) -> [[TextStyle]] {
            guard n > 0 else { return [[]] }
            guard i < distinct.count else { return [] }
            return subsets(n - 1, from: i + 1).map { [distinct[i]] + $0 } + subsets(n, from: i + 1)
        }
        // With few categories in a band several styles fit; the one with the simplest numbers
        // (shortest literals: `4 + scaled(4, caption1)` rather than `3.87 + scaled(4.53, body)`)
        // is what was written, ties going to the first style written.
        for n in 1...max(1, min(3, distinct.count)) {
            var best: (constant: UIKitConstant, cost: Int)?
            for set in subsets(n, from: 0) {
                let columns = [categories.map { _ in 1.0 }] + set.map { s in categories.map { s.scale(at: $0) } }
                guard let x = leastSquares(columns, values) else { continue }
                let snapped = x.map { v -> Double in let r = (v * 1e6).rounded() / 1e6; return abs(r - v) < 1e-7 ? r + 0 : v }
                let fits = categories.indices.allSatisfy { k in
                    var y = snapped[0]
                    for j in 1..<columns.count { y += snapped[j] * columns[j][k] }
                    return abs(y - values[k]) <= tolerance
                }
                guard fits else { continue }
                let parts = zip(set, snapped.dropFirst()).filter { $0.1 != 0 }.map { UIKitScaledPart(style: $0.0.rawValue, value: $0.1) }
                let cost = snapped.reduce(0) { $0 + UIKitConstraintText.number($1).count }
                if best == nil || cost < best!.cost { best = (UIKitConstant(base: snapped[0], scaled: parts), cost) }
            }
            if let best { return best.constant }
        }
        return nil
    }

    /// The least-squares solution of `Σ xⱼ columnⱼ ≈ y` (normal equations, Gaussian elimination
    /// with partial pivoting); `nil` when the columns are dependent over these rows.
    static func leastSquares(_ columns: [[Double]], _ y: [Double]) -> [Double]? {
        let n = columns.count
        var m = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: n)
        for i in 0..<n {
            for j in 0..<n { m[i][j] = zip(columns[i], columns[j]).reduce(0) { $0 + $1.0 * $1.1 } }
            m[i][n] = zip(columns[i], y).reduce(0) { $0 + $1.0 * $1.1 }
        }
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-9 else { return nil }
            m.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                for c in col...n { m[r][c] -= f * m[col][c] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }

    /// A model, and the warnings of generating it.
    public struct Generated: Sendable {
        /// The model.
        public var model: UIKitModel
        /// Warnings (the file is generated anyway).
        public var warnings: [Diagnostic]
    }

    /// Errors that keep a file from being generated.
    public struct GenerationErrors: Error, Sendable {
        /// The located errors (empty when the file had not been compiled for the four variants).
        public var diagnostics: [Diagnostic]
    }

    /// What identifies one constraint across variants.
    private struct Key: Hashable {
        var range: SourceRange
        var kind: ConstraintOriginKind
        var form: AnchorForm
        var priority: Double
        var occurrence: Int
    }

    /// One constraint across variants.
    private struct Entry {
        var anchor: AnchorForm
        var kind: ConstraintOriginKind
        var priority: Double
        var range: SourceRange
        var position: Int
        var firstVariant: Int
        /// Per variant, its constant at each of the band's categories (empty: not in that variant).
        var values: [[Double]]
    }

    /// Whether `c` becomes code (see the type's documentation).
    private static func generated(_ c: IRConstraint, in ir: LayoutIR) -> Bool {
        switch c.origin.kind {
        // UIStackView makes its arrangement, except what lowering marks with an anchor form
        // (the others of a baseline-aligned stack kept inside it, a UIKit shortfall).
        case .stack: return c.anchor != nil
        case .canvas, .guide: return false
        case .intrinsicHug, .intrinsicResist:
            // UIKit makes these itself from `intrinsicContentSize` for content views; a plain
            // view or guide has none (`UIView.noIntrinsicMetric`), so they are generated there.
            // A styled view's pair has no anchor form (its size is `scaled(…)`): its one term names the view.
            guard let view = c.anchor?.first ?? c.terms.first?.variable.view else { return true }
            switch ir.views[view.index].kind {
            case .label, .button, .image, .field: return false
            // Controls with an intrinsic size of their own (docs/language.md §17): UIKit makes it.
            case .switch, .slider, .segmented, .stepper, .pages, .progress, .activity, .picker, .date: return false
            case .view, .stack, .guide, .scroll, .text, .table, .collection: return true
            }
        case .explicit, .vflConnection, .vflPredicate, .vflOption: return true
        }
    }

    /// The settings of every declared view of `ir`, in declaration order.
    static func settings(_ ir: LayoutIR) -> [UIKitViewSettings] {
        ir.views.filter { !$0.isBuiltin }.map(settings)
    }

    private static func settings(_ s: IRView) -> UIKitViewSettings {
        UIKitViewSettings(
            hidden: s.hidden, hugH: s.hug.horizontal, hugV: s.hug.vertical,
            resistH: s.resist.horizontal, resistV: s.resist.vertical,
            stack: s.stack.map { st in
                var out = UIKitStackSettings(axis: st.axis.rawValue, distribution: st.distribution.rawValue,
                                             alignment: st.alignment.rawValue, spacing: st.spacing,
                                             baselineRelative: st.baselineRelative)
                out.marginsRelative = st.marginsRelative
                return out
            },
            spacingAfter: s.spacingAfter, textStyle: s.textStyle?.rawValue,
            semanticContent: semanticContentAttribute(s.semanticContent))
    }

    /// The `UISemanticContentAttribute` case of a `direction`
    /// (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute).
    static func semanticContentAttribute(_ content: SemanticContent) -> String {
        switch content {
        case .auto: return "unspecified"
        case .ltr: return "forceLeftToRight"
        case .rtl: return "forceRightToLeft"
        case .playback: return "playback"
        case .spatial: return "spatial"
        }
    }

    /// The declared views with their settings in each variant (`irs`: one per variant).
    private static func views(_ irs: [LayoutIR], first: LayoutIR) -> [UIKitView] {
        let withMargins = marginsOwners(irs)
        return first.views.filter { !$0.isBuiltin }.map { v in
            let parent = v.parent.map { first.views[$0.index] }
            let perVariant = irs.map { ir -> UIKitViewSettings in
                let s = ir.views[v.id.index]
                var settings = Self.settings(s)
                if withMargins.contains(v.id.index) {
                    settings.margins = [s.margins.top, s.margins.leading, s.margins.bottom, s.margins.trailing]
                }
                return settings
            }
            return UIKitView(name: v.name, kind: v.kind.rawValue, parent: parent?.name ?? "root",
                             isArranged: parent?.kind == .stack, line: v.declaration?.start.line ?? 0,
                             settings: PerVariant(perVariant))
        }
    }

    /// What issue 25 added to the language before code generation knows it (its phase 2):
    /// cells, scroll views, controls and custom classes. Refused rather than written wrongly
    /// (a scroll view as a `UIView` would not compile against its guides).
    private static func notYetGenerated(_ ir: LayoutIR, source: SourceFile) -> [Diagnostic] {
        let known: Set<ViewKind> = [.view, .label, .button, .image, .field, .stack, .guide]
        var out: [Diagnostic] = []
        if let cell = ir.cell {
            out.append(Diagnostic(.uikitUnsupported, "'emit uikit' does not generate cells yet", in: source, at: cell.range))
        }
        for v in ir.views where !v.isBuiltin && (!known.contains(v.kind) || v.customClass != nil) {
            guard let range = v.declaration else { continue }
            let what = known.contains(v.kind) ? "a custom class" : "a '\(v.kind.rawValue)'"
            out.append(Diagnostic(.uikitUnsupported, "'\(v.name)' is \(what): 'emit uikit' does not generate scroll views, "
                + "controls or custom classes yet", in: source, at: range))
        }
        return out
    }

    /// A guide's `direction`: `UILayoutGuide` has no `semanticContentAttribute` (a guide takes
    /// its owning view's direction, as lowering does), so code cannot say it.
    private static func directionErrors(_ irs: [LayoutIR], source: SourceFile) -> [Diagnostic] {
        var seen = Set<Int>()
        var out: [Diagnostic] = []
        for ir in irs {
            for v in ir.views where !v.isBuiltin && v.kind == .guide && v.semanticContent != .auto
                && seen.insert(v.id.index).inserted {
                guard let range = v.declaration else { continue }
                out.append(Diagnostic(.uikitUnsupported, "guide '\(v.name)' has a 'direction', but UILayoutGuide has no "
                    + "semanticContentAttribute (a guide follows its owning view); set it on the view", in: source, at: range))
            }
        }
        return out
    }

    /// How generated code names a constraint's item: a declared view or the root's `safeArea`
    /// and `margins` by name, a guide of a view by UIKit's property of its owner
    /// (`card.layoutMarginsGuide`, `root.readableContentGuide`, `root.keyboardLayoutGuide`; the
    /// generated `install(in root:)` calls the root `root`).
    static func itemName(_ v: IRView, in views: [IRView]) -> String {
        guard let guide = v.guide, let owner = v.parent else { return v.name }
        let property: String
        switch guide {
        case .margins: property = "layoutMarginsGuide"   // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
        case .readable: property = "readableContentGuide" // https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
        case .keyboard: property = "keyboardLayoutGuide"  // https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
        case .content: property = "contentLayoutGuide"   // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
        case .frame: property = "frameLayoutGuide"       // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
        }
        return "\(views[owner.index].name).\(property)"
    }

    /// The views whose layout margins generated code sets (by `ViewID.index`): those that write
    /// `margins` in some variant or whose margins guide the file uses, in every variant, so that
    /// switching variants always sets them.
    private static func marginsOwners(_ irs: [LayoutIR]) -> Set<Int> {
        var out = Set<Int>()
        for ir in irs {
            for v in ir.views {
                if v.guide == .margins, let owner = v.parent, owner != .root { out.insert(owner.index) }
                if v.marginsSource != nil { out.insert(v.id.index) }
            }
        }
        return out
    }

    /// View names that would not compile as stored properties of the generated class.
    private static func nameErrors(_ ir: LayoutIR, source: SourceFile) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for v in ir.views where !v.isBuiltin {
            guard let range = v.declaration else { continue }
            if SwiftNames.keywords.contains(v.name) {
                out.append(Diagnostic(.uikitUnsupported, "'\(v.name)' is a Swift keyword and cannot name a property of the "
                    + "generated class; rename the view", in: source, at: range))
            } else if UIKitWriter.memberNames.contains(v.name) || SwiftNames.uikitTypes.contains(v.name) {
                out.append(Diagnostic(.uikitUnsupported, "'\(v.name)' is a name the generated class uses itself; rename the view",
                                  in: source, at: range))
            }
        }
        return out
    }

    /// The anchor `attribute` of `view` is written with. A baseline of a view that shows no
    /// text is its top (first) or bottom (last) edge, as Auto Layout uses for a view "that does
    /// not have a baseline" (Apple, UIView `forFirstBaselineLayout` / `forLastBaselineLayout`):
    /// written so, because a `UILayoutGuide` has no baseline anchors at all and a
    /// `UIStackView`'s own baseline view is not documented.
    static func uikitAttribute(_ attribute: LayoutAttribute, of view: IRView) -> String {
        switch (attribute, view.kind) {
        case (.firstBaseline, .view), (.firstBaseline, .image), (.firstBaseline, .stack), (.firstBaseline, .guide):
            return LayoutAttribute.top.rawValue
        case (.lastBaseline, .view), (.lastBaseline, .image), (.lastBaseline, .stack), (.lastBaseline, .guide):
            return LayoutAttribute.bottom.rawValue
        default:
            return attribute.rawValue
        }
    }

    /// The source line for a `// line N:` comment: trimmed, at most 100 characters.
    static func commentText(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 100 ? String(trimmed.prefix(99)) + "…" : trimmed
    }
}

