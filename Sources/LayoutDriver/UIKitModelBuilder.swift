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
    public static func model(_ compiled: CompiledFile, className: String,
                             displayPath: String? = nil) -> Result<Generated, GenerationErrors> {
        let source = compiled.source
        let path = displayPath ?? source.path
        // A file that depends on the content size was checked at `L` and `AX5`; the code is
        // generated at the default category (`uikit-content-size` says so).
        var irs = [LayoutIR?](repeating: nil, count: 4)
        var scalesWithContentSize = false
        for s in compiled.solutions {
            let variant = s.ir.target.variant
            guard variant.effectiveContentSize == .defaultCategory else { scalesWithContentSize = true; continue }
            irs[UIKitVariant(variant).rawValue] = s.ir
        }
        guard let first = irs.compactMap({ $0 }).first, irs.allSatisfy({ $0 != nil }) else {
            return .failure(GenerationErrors(diagnostics: []))
        }
        let all = irs.map { $0! }
        var diagnostics: [Diagnostic] = []
        let views = Self.views(all, first: first)
        diagnostics += nameErrors(first, source: source)
        diagnostics += directionErrors(all, source: source)

        // Entries in first-seen order, found by key; a repeat of a key within one variant (the
        // same constraint written twice on one range) is the next occurrence.
        var entries: [Entry] = []
        var index: [Key: Int] = [:]
        var reported = Set<SourceRange>()
        for (v, ir) in all.enumerated() {
            for (position, c) in ir.constraints.enumerated() where generated(c, in: ir) {
                guard let range = c.origin.range else { continue }
                guard let anchor = c.anchor else {
                    if reported.insert(range).inserted {
                        diagnostics.append(Diagnostic(.uikitUnsupported, "this constraint relates three or more anchors, which "
                            + "one NSLayoutConstraint cannot express; 'emit uikit' does not generate it yet (split it into "
                            + "constraints of one or two anchors)", in: source, at: range))
                    }
                    continue
                }
                var key = Key(range: range, kind: c.origin.kind, form: anchor, priority: c.priority, occurrence: 0)
                key.form.constant = 0
                while true {
                    guard let i = index[key] else {
                        index[key] = entries.count
                        var e = Entry(anchor: anchor, priority: c.priority, range: range, position: position, firstVariant: v)
                        e.constants[v] = anchor.constant
                        entries.append(e)
                        break
                    }
                    if entries[i].constants[v] == nil {
                        entries[i].constants[v] = anchor.constant
                        break
                    }
                    key.occurrence += 1
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
        for i in order {
            let e = entries[i]
            let names = first.views
            let a = e.anchor
            let start = e.range.start
            let c = UIKitConstraint(
                identifier: "\(path):\(start.line):\(start.column)", line: start.line,
                sourceText: commentText(source.lineText(start.line)),
                first: names[a.first.index].name, firstAttribute: a.firstAttribute.rawValue, relation: a.relation.rawValue,
                second: a.second.map { names[$0.index].name }, secondAttribute: a.secondAttribute?.rawValue,
                multiplier: a.multiplier, priority: e.priority, constants: PerVariant(e.constants))
            if let reason = UIKitConstraintText.unsupportedReason(c) {
                if reported.insert(e.range).inserted {
                    diagnostics.append(Diagnostic(.uikitUnsupported, reason + "; 'emit uikit' does not generate it",
                                              in: source, at: e.range))
                }
                continue
            }
            constraints.append(c)
        }
        if !diagnostics.isEmpty { return .failure(GenerationErrors(diagnostics: diagnostics.sorted(by: Diagnostic.sortKey))) }
        var warnings: [Diagnostic] = []
        if scalesWithContentSize {
            warnings.append(Diagnostic(.uikitContentSize, "this layout depends on the content size category (text styles, "
                + "scaled() or size conditions); the generated code holds it at the default size L only",
                in: source, at: SourceRange(at: source.location(at: 0))))
        }
        return .success(Generated(model: UIKitModel(file: path, className: className, views: views,
                                                    constraints: constraints), warnings: warnings))
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
        var priority: Double
        var range: SourceRange
        var position: Int
        var firstVariant: Int
        var constants: [Double?] = [nil, nil, nil, nil]
    }

    /// Whether `c` becomes code (see the type's documentation).
    private static func generated(_ c: IRConstraint, in ir: LayoutIR) -> Bool {
        switch c.origin.kind {
        case .stack, .canvas, .guide: return false
        case .intrinsicHug, .intrinsicResist:
            // UIKit makes these itself from `intrinsicContentSize` for content views; a plain
            // view or guide has none (`UIView.noIntrinsicMetric`), so they are generated there.
            guard let view = c.anchor?.first else { return true }
            switch ir.views[view.index].kind {
            case .label, .button, .image, .field: return false
            case .view, .stack, .guide: return true
            }
        case .explicit, .vflConnection, .vflPredicate: return true
        }
    }

    /// The declared views with their settings in each variant.
    private static func views(_ irs: [LayoutIR], first: LayoutIR) -> [UIKitView] {
        first.views.filter { !$0.isBuiltin }.map { v in
            let parent = v.parent.map { first.views[$0.index] }
            let settings = irs.map { ir -> UIKitViewSettings in
                let s = ir.views[v.id.index]
                return UIKitViewSettings(
                    hidden: s.hidden, hugH: s.hug.horizontal, hugV: s.hug.vertical,
                    resistH: s.resist.horizontal, resistV: s.resist.vertical,
                    stack: s.stack.map { UIKitStackSettings(axis: $0.axis.rawValue, distribution: $0.distribution.rawValue,
                                                            alignment: $0.alignment.rawValue, spacing: $0.spacing) },
                    spacingAfter: s.spacingAfter)
            }
            return UIKitView(name: v.name, kind: v.kind.rawValue, parent: parent?.name ?? "root",
                             isArranged: parent?.kind == .stack, line: v.declaration?.start.line ?? 0,
                             settings: PerVariant(settings))
        }
    }

    /// A view's `direction` (UIKit's `semanticContentAttribute`) is not generated yet; code
    /// without it would flip where the checked layout does not, so it is an error rather than
    /// silently dropped (docs/codegen.md, "Not generated yet").
    private static func directionErrors(_ irs: [LayoutIR], source: SourceFile) -> [Diagnostic] {
        var seen = Set<Int>()
        var out: [Diagnostic] = []
        for ir in irs {
            for v in ir.views where !v.isBuiltin && v.semanticContent != .auto && seen.insert(v.id.index).inserted {
                guard let range = v.declaration else { continue }
                out.append(Diagnostic(.uikitUnsupported, "'\(v.name)' has a 'direction' (semanticContentAttribute), which "
                    + "'emit uikit' does not generate yet; set it in code or remove it", in: source, at: range))
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

    /// The source line for a `// line N:` comment: trimmed, at most 100 characters.
    static func commentText(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 100 ? String(trimmed.prefix(99)) + "…" : trimmed
    }
}

