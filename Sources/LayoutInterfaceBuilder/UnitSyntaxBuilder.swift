import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

/// What a constraint item (`firstItem`, `secondItem`) is in a unit.
enum IBItem: Equatable {
    /// A view (index in the unit; 0 is the root).
    case view(Int)
    /// A view's safe-area layout guide.
    case safeArea(Int)
    /// A scroll view's content or frame layout guide.
    case content(Int), frame(Int)
    /// A view controller's top or bottom layout guide (documents before Xcode 9).
    case topGuide, bottomGuide
    /// A cell named by a constraint it holds: the root (its content view) and the separator
    /// and accessory around it.
    case cell

    /// The view the item belongs to.
    var owner: Int {
        switch self {
        case .view(let v), .safeArea(let v), .content(let v), .frame(let v): return v
        case .topGuide, .bottomGuide, .cell: return 0
        }
    }
}

/// Maps one `IBUnitModel` to a `LayoutFileSyntax` (docs/interface-builder.md, "Mapping"):
/// the root view is the canvas, each other view a declaration nested as in the document,
/// each constraint a statement in the body of the view that holds it, size-class variations
/// `when` blocks, and every node located at the XML element it comes from.
struct UnitSyntaxBuilder {
    let model: IBUnitModel
    let xml: XMLDocument
    let source: SourceFile
    let document: IBDocumentInfo
    var diagnostics: [Diagnostic] = []
    /// Each view's readable name; `root` for the root.
    var names: [String] = []
    /// Stored frames in the root's coordinates.
    var absolute: [IBRect?] = []
    /// Views left out: installed in no variant (with everything under them).
    var dropped: Set<Int> = []
    /// Scroll views' content guides, by scroll view.
    var contentGuides: [Int: String] = [:]
    var items: [String: IBItem] = [:]
    /// The ids of every view of the unit, left-out ones included.
    var viewIDs: Set<String> = []
    var canvas = IBCanvas(width: 600, height: 600, safeArea: .zero, traits: nil, rootMargin: 16)
    /// Views whose baselines a constraint or a stack reads (they get a `baseline`).
    var baselineUsers: Set<Int> = []
    /// Each view's layout margins as distances from its edges on the design canvas (top,
    /// leading, bottom, trailing), with `preservesSuperviewLayoutMargins` applied.
    var margins: [(top: Double, leading: Double, bottom: Double, trailing: Double)] = []
    /// For a header or footer: the unit that holds its table or collection, when read.
    var owner: IBUnit?

    init(model: IBUnitModel, xml: XMLDocument, source: SourceFile, document: IBDocumentInfo) {
        self.model = model
        self.xml = xml
        self.source = source
        self.document = document
    }

    var views: [IBView] { model.views }

    mutating func build(unitNames: inout ViewNaming) -> IBUnit {
        assignNames()
        markDropped()
        absolute = DesignCanvas.absoluteFrames(views)
        canvas = DesignCanvas.canvas(for: model, document: document)
        if model.supplementary != nil { canvas = SupplementaryCanvases.design(canvas, model: model, owner: owner) }
        indexItems()
        findBaselineUsers()
        computeMargins()
        let root = views[0]
        let statements = body(of: 0)
        let rootRange = xml.elements[root.element].range
        let end = xml.elements[root.element].endRange ?? rootRange
        var file = LayoutFileSyntax(statements: statements, range: rootRange.union(end))
        file.contentSizeUsage.scalesSizes = views.indices.contains { textStyle(of: $0) != nil && !dropped.contains($0) }
        let design = canvas.traits.flatMap { t in TraitVariant.all.firstIndex(of: t) }
        var infos: [IBViewInfo] = []
        for (i, v) in views.enumerated() where !dropped.contains(i) {
            infos.append(IBViewInfo(name: names[i], ibID: v.id, element: v.elementName, className: v.className,
                                    customClass: v.customClass, frame: v.frameStored ? v.frame : nil,
                                    alignmentInsets: IBElementKind.alignmentInsets[v.elementName] ?? .zero,
                                    symbolImage: v.elementName == "imageView" && v.symbolImage, misplaced: v.misplaced, ambiguous: v.ambiguous,
                                    installedInDesign: design.map { installedInDesign(i, $0) } ?? true,
                                    superview: v.parent.map { names[$0] }, declaration: xml.elements[v.element].range))
        }
        if let cell = model.cell, cell.selfSizing {
            // A self-sizing table cell: the language's `cell table` (the table's width, the
            // fitting height, docs/language.md §16).
            let tag = range(cell.element)
            file.cell = CellHeader(kind: .table, keywordRange: tag, kindRange: tag, estimatedHeight: cell.estimatedHeight,
                                   estimatedRange: nil, range: tag)
        }
        return IBUnit(name: unitName(&unitNames), kind: unitKind, syntax: file,
                      rootID: root.id, range: rootRange, device: document.device, designCanvas: canvas, views: infos)
    }

    /// The margins of every view, top down. A view that preserves its superview's margins
    /// ("the superview's margins are also considered when laying out content", where the
    /// view is closer to its superview's edge than that margin,
    /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins)
    /// takes, on each side, the larger of its own margin and what is left of the superview's
    /// past the view's stored offset from that edge: decided at design time, like the
    /// stored frames it reads.
    private mutating func computeMargins() {
        let s = canvas.safeArea
        margins = []
        for (i, v) in views.enumerated() {
            if i == 0 {
                if model.kind == .scene {
                    let top = document.usesSafeAreas ? s.top : 0, bottom = document.usesSafeAreas ? s.bottom : 0
                    margins.append((top, s.left + canvas.rootMargin, bottom, s.right + canvas.rootMargin))
                } else {
                    let m = topLevelMargins
                    let safe = v.insetsMarginsFromSafeArea && document.usesSafeAreas
                    margins.append(safe ? (m.top + s.top, m.leading + s.left, m.bottom + s.bottom, m.trailing + s.right) : m)
                }
                continue
            }
            var m = v.layoutMargins ?? (8, 8, 8, 8)
            if v.attributes["preservesSuperviewLayoutMargins"] == "YES", let p = v.parent, let f = v.frame,
               let parent = views[p].frame ?? (p == 0 ? IBRect(x: 0, y: 0, width: canvas.width, height: canvas.height) : nil) {
                let pm = margins[p]
                m = (max(m.top, pm.top - f.y), max(m.leading, pm.leading - f.x),
                     max(m.bottom, pm.bottom - (parent.height - f.y - f.height)),
                     max(m.trailing, pm.trailing - (parent.width - f.x - f.width)))
            }
            margins.append(m)
        }
    }

    /// A xib's top-level view's own margins: as written (UIKit's default 8), or, when it
    /// preserves its superview's, the system minimum on the sides, as Interface Builder shows
    /// it (the superview it will have is a view controller's root).
    var topLevelMargins: (top: Double, leading: Double, bottom: Double, trailing: Double) {
        let v = views[0]
        if let m = v.layoutMargins { return m }
        // A table cell's content view, as documents' frames show it: 8 pt on every side before
        // Xcode 9 (tools 13000, iOS 11); then 11 pt above and below, and at the sides 15 pt
        // (20 pt in a table 414 pt wide or wider) until Xcode 11 (tools 15000, iOS 13), 16 pt
        // (20 pt wider than 375 pt) since; a collection cell's, 8 pt.
        if let cell = model.cell {
            let tools = DesignCanvas.version(document.toolsVersion)
            guard cell.kind == .table, tools >= 13000 else { return (8, 8, 8, 8) }
            let side: Double = tools < 15000 ? (canvas.width >= 414 ? 20 : 15) : (canvas.width > 375 ? 20 : 16)
            return (11, side, 11, side)
        }
        if v.attributes["preservesSuperviewLayoutMargins"] == "YES" { return (8, canvas.rootMargin, 8, canvas.rootMargin) }
        return (8, 8, 8, 8)
    }

    // MARK: - Names and indexes

    private mutating func assignNames() {
        var naming = ViewNaming()
        names = ["root"]
        for v in views.dropFirst() {
            names.append(naming.name(candidates: ViewNaming.candidates(v), fallback: ViewNaming.kindName(v.elementName)))
        }
        // A scroll view at the root (the canvas, which is no `scroll`) has its content area as a
        // guide of its own; a nested one is the language's `scroll`, whose `content` guide it is.
        if IBElementKind.table[views[0].elementName]?.special == .scroll {
            contentGuides[0] = naming.unique("rootContent")
        }
    }

    private mutating func markDropped() {
        for i in views.indices.dropFirst() {
            if views[i].installed.isNowhere || (views[i].parent.map { dropped.contains($0) } ?? false) { dropped.insert(i) }
        }
    }

    private mutating func indexItems() {
        viewIDs = Set(views.map(\.id))
        for (i, v) in views.enumerated() where !dropped.contains(i) {
            items[v.id] = .view(i)
            if let g = v.safeAreaGuide { items[g] = .safeArea(i) }
            if let g = v.contentGuide { items[g] = contentGuides[i] != nil || (i > 0 && kind(of: i) == .scroll) ? .content(i) : .view(i) }
            if let g = v.frameGuide { items[g] = contentGuides[i] != nil || (i > 0 && kind(of: i) == .scroll) ? .frame(i) : .view(i) }
        }
        for alias in model.rootAliases { items[alias] = .view(0) }
        if model.cell?.frame != nil, let id = model.rootAliases.first { items[id] = .cell }
        if let t = model.topGuide { items[t] = .topGuide }
        if let b = model.bottomGuide { items[b] = .bottomGuide }
    }

    private func installedInDesign(_ i: Int, _ k: VariantIndex) -> Bool {
        var v: Int? = i
        while let c = v {
            if !views[c].installed.variants[k] { return false }
            v = views[c].parent
        }
        return true
    }

    /// Whether `view` is `ancestor` or lies under it.
    func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
        var v: Int? = view
        while let c = v {
            if c == ancestor { return true }
            v = views[c].parent
        }
        return false
    }

    // MARK: - Statements

    /// The statements of view `h`'s block: its subviews' declarations (each followed by the
    /// `when` blocks of its per-variant settings), its scroll content guide, the constraints
    /// UIKit makes for its autoresizing subviews, then the constraints it holds.
    mutating func body(of h: Int) -> [Statement] {
        var out: [Statement] = []
        for s in views[h].subviews where !dropped.contains(s) {
            out.append(.view(declaration(s)))
            out += variantSettings(s)
        }
        if let guide = contentGuides[h] { out += contentGuideStatements(h, guide: guide) }
        for s in views[h].subviews where !dropped.contains(s) && translatesAutoresizing(s) {
            out += autoresizingConstraints(s, in: h)
        }
        for c in views[h].constraints { out += constraintStatements(c, holder: h) }
        return Self.mergingWhenBlocks(out)
    }

    /// Neighbouring `when` blocks of the same condition as one block (IB lists a size
    /// class's constraints one by one).
    static func mergingWhenBlocks(_ statements: [Statement]) -> [Statement] {
        var out: [Statement] = []
        for s in statements {
            if case .when(let next) = s, next.clauses.count == 1, next.elseBody == nil,
               case .when(var previous)? = out.last, previous.clauses.count == 1, previous.elseBody == nil,
               conditionText(previous.clauses[0].condition) == conditionText(next.clauses[0].condition) {
                previous.clauses[0].body += next.clauses[0].body
                previous.clauses[0].range = previous.clauses[0].range.union(next.clauses[0].range)
                previous.range = previous.range.union(next.range)
                out[out.count - 1] = .when(previous)
            } else {
                out.append(s)
            }
        }
        return out
    }

    private static func conditionText(_ c: TraitCondition) -> String {
        c.alternatives.map { $0.map(\.term.text).joined(separator: " ") }.joined(separator: " or ")
    }

    /// The language's kind for view `s`: its element's (`label`, `switch`, `scroll`, …); a
    /// table, collection or text view with subviews is a `scroll` (UIKit lays subviews of
    /// every UIScrollView out in its content area); a control whose intrinsic size IB's rule
    /// leaves out on a side the kind has one (a placeholder "None") is a `view`, which has none.
    func kind(of s: Int) -> ViewKind {
        let v = views[s]
        let kind = ElementViewKinds.kind(of: v.elementName)
        if [.table, .collection, .text].contains(kind), v.subviews.contains(where: { !dropped.contains($0) }) { return .scroll }
        let defaults = ElementViewKinds.languageDefaults(kind)
        if defaults.width || defaults.height {
            let size = IntrinsicRule.size(of: v)
            if (defaults.width && size?.width == nil) || (defaults.height && size?.height == nil) { return .view }
        }
        return kind
    }

    private mutating func declaration(_ s: Int) -> ViewDecl {
        let v = views[s]
        let tag = xml.elements[v.element].range
        var kind = kind(of: s)
        var children = body(of: s)
        var properties = properties(s, kind: kind)
        if kind == .stack, let arrangement = uikitBaselineArrangement(s) {
            kind = .view
            children += arrangement
            properties = self.properties(s, kind: .view) + uikitBaselineProperties(at: tag)
        } else if kind == .stack, let proportions = uikitProportions(s) {
            children += proportions
            properties = Self.withoutDistribution(properties)
        }
        // `view chart: ChartView`: the custom class generated code instantiates, when it is a
        // Swift type name (docs/language.md §17).
        let custom = v.customClass.flatMap { LayoutPrinter.isIdentifier($0) ? Identifier($0, range(v.element, attribute: "customClass")) : nil }
        return ViewDecl(kind: kind, kindRange: tag, name: Identifier(names[s], tag), properties: properties,
                        body: children.isEmpty ? nil : children, range: tag, customClass: custom)
    }

    /// A scroll view's content area as a guide in its block, its top-left corner on the
    /// scroll view's (content offset zero, no content insets): the subviews' constraints to
    /// the scroll view's edges size it, as they size UIKit's content (Apple, "Working with
    /// Scroll Views": "Constraints between the edges or margins of the scroll view and its
    /// content attach to the scroll view's content area",
    /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithScrollViews.html).
    private mutating func contentGuideStatements(_ h: Int, guide: String) -> [Statement] {
        let e = xml.elements[views[h].element]
        // A range after every subview's declaration and before the next view's: the guide's
        // declaration comes last in the block, and lowering finds declarations by offset.
        let at = e.endRange ?? source.range(e.range.end.offset - 1, e.range.end.offset)
        let decl = ViewDecl(kind: .guide, kindRange: at, name: Identifier(guide, at), properties: [], body: nil, range: at)
        let owner = names[h]
        var out: [Statement] = [.view(decl)]
        for attribute in ["leading", "top"] {
            let lhs = AnchorSum(AnchorName(view: guide, attribute: attribute))
            let rhs = AnchorSum(AnchorName(view: owner, attribute: attribute))
            out.append(.constraint(ConstraintStmt(lhs: lhs.expr(at: at), relation: .equal, relationRange: at,
                                                  rhs: rhs.expr(at: at), priority: nil, range: at)))
        }
        return out
    }

    // MARK: - Helpers

    func range(_ element: Int) -> SourceRange { xml.elements[element].range }

    func range(_ element: Int, attribute: String) -> SourceRange {
        xml.elements[element].attribute(attribute)?.range ?? xml.elements[element].range
    }

    mutating func report(_ kind: DiagnosticKind, _ message: String, at element: Int) {
        diagnostics.append(Diagnostic(kind, message, in: source, at: range(element)))
    }

    /// `view 'titleLabel' (id 4xZ-ab-1cd)`: how a diagnostic names view `i`.
    func describe(_ i: Int) -> String {
        i == 0 ? "the root view (id \(views[0].id))" : "\(ViewNaming.kindName(views[i].elementName)) '\(names[i])' (id \(views[i].id))"
    }
}
