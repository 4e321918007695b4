import Foundation
import LayoutBackends
import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSolver
import LayoutSource
import LayoutSyntax
import TestSupport
import UIKit
import UIKitStandInRecorder

/// One sample taken through vflc's pipeline (IR and `render` frames for the four variants) and
/// the checks that a generated layout class, run on the UIKit stand-in, matches it.
@MainActor struct RoundTrip {
    /// The sample's path as given on the command line (`Samples/card.layout`).
    let path: String
    /// vflc's compilation for the four default targets (what `vflc render FILE` solves).
    let compiled: CompiledFile
    /// `vflc render`'s frames, through the driver.
    let document: RenderDocument
    /// The sample's lines, to check identifiers point at real places.
    let lines: [String]

    /// The layout direction the variants are compiled, rendered and installed in
    /// (`vflc render --direction rtl` for right to left).
    let direction: LayoutDirection

    init(path: String, direction: LayoutDirection = .leftToRight) throws {
        self.init(path: path, text: try String(contentsOfFile: RepoPaths.path(path), encoding: .utf8), direction: direction)
    }

    /// The round trip of `text` as if it were the file at `path` (a variation of a fixture).
    init(path: String, text: String, direction: LayoutDirection = .leftToRight) {
        self.path = path
        self.direction = direction
        let source = SourceFile(path: path, text: text)
        let targets = TargetResolver.defaultTargets.map { LayoutTarget(variant: $0.variant, canvas: $0.canvas, direction: direction) }
        // A file that depends on the content size category is checked (and round-tripped) at all
        // twelve categories, as `vflc render --content-size all` draws it.
        let atRule = Pipeline.compile(source, targets: targets)
        compiled = atRule.solutions.contains { $0.ir.target.variant.contentSize != nil }
            ? Pipeline.compile(source, targets: targets, contentSizes: .categories(ContentSizeCategory.allCases))
            : atRule
        document = RenderModelBuilder.document(compiled)
        lines = text.components(separatedBy: "\n")
    }

    /// The UIKit traits that select `variant`.
    /// Right to left adds `layoutDirection` (the trait UIKit derives from the app's language).
    static func traits(_ variant: TraitVariant, direction: LayoutDirection = .leftToRight) -> UITraitCollection {
        func cls(_ c: SizeClass) -> UIUserInterfaceSizeClass { c == .compact ? .compact : .regular }
        var list = [UITraitCollection(horizontalSizeClass: cls(variant.width)),
                    UITraitCollection(verticalSizeClass: cls(variant.height))]
        if let c = variant.contentSize {
            list.append(UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory.standInOrder[c.rawValue]))
        }
        if direction == .rightToLeft { list.append(UITraitCollection(layoutDirection: .rightToLeft)) }
        return UITraitCollection(traitsFrom: list)
    }

    /// The traits of solution `index`.
    func traits(of index: Int) -> UITraitCollection {
        Self.traits(compiled.solutions[index].ir.target.variant, direction: direction)
    }

    /// The index of the solution of these size classes at the default category.
    func index(width: SizeClass, height: SizeClass) -> Int {
        compiled.solutions.firstIndex {
            $0.ir.target.variant.width == width && $0.ir.target.variant.height == height
                && $0.ir.target.variant.effectiveContentSize == .defaultCategory
        }!
    }

    /// A generated layout with its objects by the layout file's names (read by reflection from
    /// its stored properties) and the root it is installed in.
    struct Instance {
        let layout: any GeneratedLayout
        let root: UIView
        let objects: [String: AnyObject]
        let ids: [ObjectIdentifier: ViewID]
        /// For a cell's layout: the cell whose `contentView` is the root (a view holds its
        /// superview weakly, so the instance keeps it).
        let cell: UIView?
    }

    /// The root a layout is installed in: a view controller's view for a screen, a new cell's
    /// `contentView` for a cell's file (docs/codegen.md, "Cells").
    static func makeRoot(for cell: CellKind?) -> (root: UIView, cell: UIView?) {
        switch cell {
        case nil: return (UIView(frame: .zero), nil)
        case .table:
            let c = UITableViewCell(style: .default, reuseIdentifier: nil)
            return (c.contentView, c)
        case .collection:
            let c = UICollectionViewCell(frame: .zero)
            return (c.contentView, c)
        }
    }

    /// Creates the layout and maps every IR view to an object; problems if some are missing.
    func instantiate(_ make: () -> any GeneratedLayout, problems: inout [String]) -> Instance {
        let layout = make()
        let (root, cell) = Self.makeRoot(for: compiled.solutions[0].ir.cell?.kind)
        var objects: [String: AnyObject] = ["root": root, "safeArea": root.safeAreaLayoutGuide,
                                            "margins": root.layoutMarginsGuide]
        for child in Mirror(reflecting: layout).children {
            guard let label = child.label else { continue }
            if let v = child.value as? UIView { objects[label] = v }
            if let g = child.value as? UILayoutGuide { objects[label] = g }
        }
        var ids: [ObjectIdentifier: ViewID] = [:]
        let ir = compiled.solutions[0].ir
        // The guides of views are UIKit's properties of their owners (docs/language.md §15).
        for v in ir.views {
            guard let guide = v.guide, let owner = v.parent, let view = objects[ir.views[owner.index].name] as? UIView else { continue }
            switch guide {
            case .margins: objects[v.name] = view.layoutMarginsGuide
            case .readable: objects[v.name] = view.readableContentGuide
            case .keyboard: objects[v.name] = view.keyboardLayoutGuide
            case .content: objects[v.name] = (view as? UIScrollView)?.contentLayoutGuide
            case .frame: objects[v.name] = (view as? UIScrollView)?.frameLayoutGuide
            }
        }
        for v in ir.views {
            guard let o = objects[v.name] else { problems.append("no property `\(v.name)` for the declared \(v.kind.rawValue)"); continue }
            ids[ObjectIdentifier(o)] = v.id
        }
        return Instance(layout: layout, root: root, objects: objects, ids: ids, cell: cell)
    }

    /// The kinds whose intrinsic content size UIKit's class reports at run time (a label's text,
    /// a switch's fixed size, a slider's height; docs/language.md §17), so UIKit makes their
    /// content-size constraints and the stand-in is given the layout file's size. The others
    /// (`view`, `stack`, `guide` and the scrolling kinds) have `UIView.noIntrinsicMetric`.
    static let measuredByUIKit: Set<ViewKind> = [
        .label, .button, .image, .field, .switch, .slider, .segmented, .stepper, .pages, .progress, .activity, .picker, .date,
    ]

    /// Gives the root `variant`'s traits and every content view the file's intrinsic size and
    /// baselines in it.
    func prepare(_ inst: Instance, for index: Int) {
        let ir = compiled.solutions[index].ir
        UIKitStandInRecorder.setTraits(traits(of: index), of: inst.root)
        for v in ir.views where !v.isBuiltin && Self.measuredByUIKit.contains(v.kind) {
            guard let view = inst.objects[v.name] as? UIView else { continue }
            // A styled view's text is measured at the default category (its declared size); the
            // stand-in grows it with the font generated code must make follow the category.
            let k = v.textStyle?.scale(at: ir.target.variant.effectiveContentSize) ?? 1
            // The font gives a label its baselines in the app; here the file's `baseline F,L`
            // does (at `L`: the stand-in scales them with the font, as the text).
            UIKitStandInRecorder.setBaselineOffsets(v.baseline.map { (CGFloat($0.first / k), CGFloat($0.last / k)) }, of: view)
            if v.intrinsicWidth == nil, v.intrinsicHeight == nil {
                UIKitStandInRecorder.setIntrinsicContentSize(nil, of: view)
            } else {
                UIKitStandInRecorder.setIntrinsicContentSize(
                    CGSize(width: v.intrinsicWidth.map { $0 / k } ?? Double(UIView.noIntrinsicMetric),
                           height: v.intrinsicHeight.map { $0 / k } ?? Double(UIView.noIntrinsicMetric)), of: view)
            }
        }
    }

    /// Every variant as the starting one: `install(in:)`, then `apply` of each other variant in
    /// turn, checking after each step. Returns the problems found, prefixed by the step.
    func run(_ make: () -> any GeneratedLayout) -> [String] {
        var problems: [String] = []
        let n = compiled.solutions.count
        guard !compiled.hasErrors, n == 4 || n == 48 else {
            return ["vflc reports errors for \(path): \(compiled.diagnostics.map(\.message))"]
        }
        for start in 0..<n {
            // From each size class at `L`, every other variant in turn; from the others, the next
            // one only (48 × 47 switches would check nothing more than these 48 + 4 × 47).
            let full = n == 4 || compiled.solutions[start].ir.target.variant.effectiveContentSize == .defaultCategory
            var setup: [String] = []
            let inst = instantiate(make, problems: &setup)
            problems += setup.map { "\(path): \($0)" }
            prepare(inst, for: start)
            inst.layout.install(in: inst.root)
            let name = compiled.solutions[start].ir.target.label
            problems += check(inst, variant: start).map { "\(path) install(\(name)): \($0)" }
            for next in (0..<n).map({ (start + 1 + $0) % n }).dropLast().prefix(full ? n : 1) {
                prepare(inst, for: next)
                inst.layout.apply(traits(of: next))
                let to = compiled.solutions[next].ir.target.label
                problems += check(inst, variant: next).map { "\(path) install(\(name)) → apply(\(to)): \($0)" }
            }
        }
        return problems
    }

    /// All checks of the tree under `inst.root` against variant `index`.
    func check(_ inst: Instance, variant index: Int, recorded: RecordedLayout? = nil) -> [String] {
        let recorded = recorded ?? UIKitStandInRecorder.record(inst.root)
        var problems = HierarchyCheck(ir: compiled.solutions[index].ir, instance: inst).problems()
        problems += recorded.unsupported
        let (rows, rowProblems) = recordedRows(recorded, inst)
        problems += rowProblems
        let comparison = RowComparison(expected: expectedRows(index), actual: rows)
        if !comparison.isEqual { problems.append("constraints differ from vflc's IR:\n" + comparison.report(names: compiled.solutions[index].ir.views.map(\.name))) }
        problems += identifierProblems(comparison)
        problems += Self.repeatedIdentifiers(recorded)
        problems += frameProblems(rows, variant: index)
        return problems
    }

    /// The IR's constraints that generated code (or UIKit's content-size constraints) must make:
    /// all but the stack arrangement, canvas and guide constraints, which UIKit makes.
    func expectedRows(_ index: Int) -> [LinearRow] {
        compiled.solutions[index].ir.constraints.filter {
            // A stack constraint with an anchor form is one generated code makes (see StackAlignment).
            ![.stack, .canvas, .guide].contains($0.origin.kind) || ($0.origin.kind == .stack && $0.anchor != nil)
        }.map(Self.row)
    }

    /// `terms` without the root's own x and y: they are 0 in the coordinates both sides use (the
    /// canvas pins them; the recorder measures in the root's coordinates), so the file's
    /// `a.leading == 10` and UIKit's `a.leading == root.leading + 10` are the same row. Only
    /// for a constraint that is not itself the canvas's.
    static func originFree(_ terms: [(Int, Double)]) -> [(Int, Double)] {
        let rootX = IRVariable(.root, .x).index, rootY = IRVariable(.root, .y).index
        let kept = terms.filter { $0.0 != rootX && $0.0 != rootY }
        return kept.isEmpty ? terms : kept
    }

    static func row(_ c: IRConstraint) -> LinearRow {
        let raw = c.terms.map { ($0.variable.index, $0.coefficient) }
        var r = LinearRow(terms: [.stack, .canvas, .guide].contains(c.origin.kind) ? raw : originFree(raw), constant: c.constant,
                          relation: c.relation, priority: c.priority, label: c.origin.description)
        r.range = c.origin.range
        return r
    }

    /// The recorded constraints as rows over IR variables.
    func recordedRows(_ recorded: RecordedLayout, _ inst: Instance) -> ([LinearRow], [String]) {
        var rows: [LinearRow] = [], problems: [String] = []
        for c in recorded.constraints {
            var terms: [(Int, Double)] = []
            var known = true
            for t in c.terms {
                guard let id = inst.ids[ObjectIdentifier(t.item)] else {
                    problems.append("constraint \(c.identifier ?? "(implicit)") reads a \(type(of: t.item)) the layout file does not declare")
                    known = false; break
                }
                terms.append((IRVariable(id, FrameComponent(rawValue: t.component.rawValue)!).index, t.coefficient))
            }
            guard known else { continue }
            let relation: Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
            var r = LinearRow(terms: Self.originFree(terms), constant: c.constant, relation: relation, priority: c.priority,
                              label: c.identifier ?? Self.describe(c.origin))
            if case .constraint = c.origin { r.identifierLocation = parseIdentifier(c.identifier, problems: &problems) }
            rows.append(r)
        }
        return (rows, problems)
    }

    static func describe(_ o: RecordedOrigin) -> String {
        switch o {
        case .constraint(let c): return c.identifier ?? "(no identifier)"
        case .contentHugging(_, let a): return "UIKit content hugging (\(a))"
        case .compressionResistance(_, let a): return "UIKit compression resistance (\(a))"
        case .autoresizingMask: return "UIKit autoresizing-mask constraint (translatesAutoresizingMaskIntoConstraints is true)"
        }
    }

    /// Identifiers that more than one active constraint has: each must be distinct, so a
    /// conflict log names one constraint (a source position that makes several adds a role).
    static func repeatedIdentifiers(_ recorded: RecordedLayout) -> [String] {
        var seen: [String: Int] = [:]
        for c in recorded.constraints {
            guard case .constraint = c.origin, let id = c.identifier else { continue }
            seen[id, default: 0] += 1
        }
        return seen.filter { $0.value > 1 }.keys.sorted().map { "\(seen[$0]!) active constraints share the identifier `\($0)`" }
    }

    /// `FILE:LINE:COLUMN` naming this sample and a real place in it, optionally followed by one
    /// space and a role (`… width-hugging`) where one position makes several constraints.
    func parseIdentifier(_ identifier: String?, problems: inout [String]) -> (line: Int, column: Int)? {
        guard var id = identifier else { problems.append("a constraint has no identifier"); return nil }
        if let space = id.lastIndex(of: " "), let colon = id.lastIndex(of: ":"), space > colon {
            let role = id[id.index(after: space)...]
            guard !role.isEmpty, role.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                problems.append("identifier `\(id)` has a role that is not a word: `\(role)`"); return nil
            }
            id = String(id[..<space])
        }
        let parts = id.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            problems.append("identifier `\(id)` is not FILE:LINE:COLUMN"); return nil
        }
        let file = parts.dropLast(2).joined(separator: ":")
        if file != path { problems.append("identifier `\(id)` names \(file), not \(path)") }
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].utf8.count else {
            problems.append("identifier `\(id)` is outside \(path)"); return nil
        }
        return (line, column)
    }

    /// Each matched constraint's identifier must lie in the source range of its IR constraint.
    func identifierProblems(_ comparison: RowComparison) -> [String] {
        comparison.pairs.compactMap { expected, actual in
            guard let loc = actual.identifierLocation, let range = expected.range else { return nil }
            return RowComparison.contains(range, loc) ? nil
                : "identifier \(actual.label) is not within \(range) of `\(expected.label)`"
        }
    }

    /// Solves the recorded rows plus the IR's canvas, guide and stack constraints and compares
    /// the frames with `vflc render`'s.
    func frameProblems(_ rows: [LinearRow], variant index: Int) -> [String] {
        let solution = compiled.solutions[index]
        guard solution.isSatisfiable else { return [] }
        let ir = solution.ir
        let solver = Solver()
        let vars = solver.makeVariables(ir.variableCount)
        func add(_ r: LinearRow) {
            let e = LinearExpression(r.terms.map { (vars[$0.0], $0.1) }, constant: r.constant)
            _ = solver.add(e, r.kind == .equal ? .equal : .lessOrEqual, priority: min(1000, max(1, r.priority)))
        }
        ir.constraints.filter { [.stack, .canvas, .guide].contains($0.origin.kind) }.map(Self.row).forEach(add)
        rows.forEach(add)
        guard solver.solve() == .optimal else { return ["the recorded constraints cannot be satisfied"] }
        let values = solver.values()
        var problems: [String] = []
        for (i, v) in document.variants[index].views.enumerated() {
            let got = (values[i * 4], values[i * 4 + 1], values[i * 4 + 2], values[i * 4 + 3])
            let want = (v.x, v.y, v.width, v.height)
            if abs(got.0 - want.0) > 2e-3 || abs(got.1 - want.1) > 2e-3 || abs(got.2 - want.2) > 2e-3 || abs(got.3 - want.3) > 2e-3 {
                problems.append("frame of \(v.name): UIKit's constraints give \(got), vflc render gives \(want)")
            }
        }
        return problems
    }
}
