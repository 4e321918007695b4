import LayoutSource
import LayoutSyntax

/// The views of a file, which do not depend on the variant: built once, before any variant
/// is lowered. Views are declared outside conditional blocks (spec §7), so the tree is fixed;
/// only properties change per variant.
struct ViewTable {
    /// Whether `name` refers to a built-in view in anchors and so cannot be declared.
    /// Four comparisons of short strings: cheaper than hashing every declared name.
    static func isReserved(_ name: String) -> Bool {
        Vocabulary.isReservedViewName(name)
    }
    /// Id of the `safeArea` guide.
    static let safeArea = ViewID(1)
    /// Id of the `margins` guide.
    static let margins = ViewID(2)
    /// Number of built-in views (root, safeArea, margins) before the declared ones.
    static let builtinCount = 3

    /// Views with kind defaults only (properties are applied per variant).
    private(set) var views: [IRView]
    /// The properties declared on each view (empty for built-ins), indexed by `ViewID.index`;
    /// only these, not whole declarations, so that building the table copies little.
    private(set) var properties: [[ViewProperty]]
    /// Children of each view in source order, indexed by `ViewID.index`.
    private(set) var children: [[ViewID]]
    /// Declared and built-in names.
    private(set) var ids: NameTable
    /// Byte offsets of the declared views' names, by `ViewID.index` minus the built-ins.
    /// Declarations are collected depth first in source order, so the offsets increase.
    private var declarationOffsets: [Int] = []
    /// Names in declaration order, for deterministic suggestions.
    private(set) var names: [String]
    /// Every view's name by `ViewID.index` (duplicates included): `name(_:)` reads this
    /// rather than `views`, which would copy a whole `IRView` per constraint description.
    private var viewNames: [String]
    /// Errors that hold in every variant: duplicate names, views in `when` blocks.
    private(set) var diagnostics: [Diagnostic] = []
    /// For a cell file (`cell table`), what the root is.
    let cell: CellLayout?
    /// Whether messages may quote the source as written (`.layout` text); a tree of another
    /// document's (Interface Builder's XML) is quoted as printed (`LayoutFileSyntax.sourceIsLayoutText`).
    let quotesSource: Bool
    /// Whether any view is a scroll view (then constraints between a scroll view's edges and
    /// its content are resolved to its content guide, `ScrollViews.swift`).
    private(set) var hasScrollViews = false
    /// Per view (by `ViewID.index`), the closest scroll view strictly enclosing it, `-1` for none.
    private(set) var enclosingScroll: [Int32] = []
    /// Per view, where its kind's default intrinsic size comes from (the kind keyword), for
    /// the controls that have one (`ControlDefaults`); `nil` for the others.
    private(set) var defaultIntrinsic: [SourceRange?] = []

    init(file: LayoutFileSyntax, source: SourceFile) {
        views = [
            IRView(id: .root, name: "root", kind: .view, parent: nil, declaration: nil, isBuiltin: true),
            IRView(id: Self.safeArea, name: "safeArea", kind: .guide, parent: .root, declaration: nil, isBuiltin: true),
            IRView(id: Self.margins, name: "margins", kind: .guide, parent: .root, declaration: nil, isBuiltin: true),
        ]
        properties = [[], [], []]
        enclosingScroll = [-1, -1, -1]
        defaultIntrinsic = [nil, nil, nil]
        quotesSource = file.sourceIsLayoutText
        cell = file.cell.map { CellLayout(kind: $0.kind, estimatedHeight: $0.estimatedHeight ?? CellLayout.defaultEstimate($0.kind),
                                          range: $0.range) }
        children = [[Self.safeArea, Self.margins], [], []]
        ids = NameTable()
        ids.insert("root", .root)
        ids.insert("safeArea", Self.safeArea)
        ids.insert("margins", Self.margins)
        names = ["root", "safeArea", "margins"]
        viewNames = names
        collect(file.statements, parent: .root, inWhen: false, source: source)
        var scanner = GuideScanner(table: self)
        scanner.scan(file.statements, superview: .root)
        for use in scanner.uses { addGuide(use) }
    }

    /// The guide views made for the guides the file uses, by owner and kind (ViewGuides.swift).
    private(set) var guides: [GuideUse: ViewID] = [:]

    /// The guide `kind` of `owner`, if the file uses it (the root's margins are built in).
    func guide(_ kind: LayoutGuideKind, of owner: ViewID) -> ViewID? {
        if owner == .root && kind == .margins { return Self.margins }
        return guides[GuideUse(owner: owner, kind: kind)]
    }

    /// Appends a guide view after the declared ones (declared views stay contiguous, which
    /// `id(of:)` relies on); it is a built-in, not drawn, listed or judged for ambiguity.
    private mutating func addGuide(_ use: GuideUse) {
        if use.owner == .root && use.kind == .margins { return }
        let id = ViewID(views.count)
        let name = Self.guideName(use.kind, ownerName: viewNames[use.owner.index], isRoot: use.owner == .root)
        var view = IRView(id: id, name: name, kind: .guide, parent: use.owner, declaration: nil, isBuiltin: true)
        view.guide = use.kind
        views.append(view)
        properties.append([])
        // A guide stands for its owner: a scroll view's own guides are not its content.
        enclosingScroll.append(enclosingScroll[use.owner.index])
        defaultIntrinsic.append(nil)
        viewNames.append(name)
        children.append([])
        guides[use] = id
    }

    private mutating func collect(_ statements: [Statement], parent: ViewID, inWhen: Bool, source: SourceFile) {
        for statement in statements {
            switch statement {
            case .view(let decl):
                if inWhen {
                    diagnostics.append(Diagnostic(.viewInWhen(decl.name.name), in: source, at: decl.kindRange.union(decl.name.range)))
                }
                let id = declare(decl, parent: parent, source: source)
                if let body = decl.body { collect(body, parent: id, inWhen: inWhen, source: source) }
            case .when(let block):
                // Collected anyway, so that uses of such a view do not add unknown-view noise.
                for clause in block.clauses { collect(clause.body, parent: parent, inWhen: true, source: source) }
                if let body = block.elseBody { collect(body, parent: parent, inWhen: true, source: source) }
            case .metrics, .vfl, .constraint, .set:
                break
            }
        }
    }

    private mutating func declare(_ decl: ViewDecl, parent: ViewID, source: SourceFile) -> ViewID {
        let id = ViewID(views.count)
        let name = decl.name.name
        if name == "root" {
            diagnostics.append(Self.rootDeclaration(decl, source: source))
        } else if Self.isReserved(name) {
            diagnostics.append(Diagnostic(.builtInName(name), in: source, at: decl.name.range))
        } else if let first = ids[name] {
            let firstRange = views[first.index].declaration
            diagnostics.append(Diagnostic(.alreadyDeclared(name), in: source,
                                      at: decl.name.range, notes: [DiagnosticNote("'\(name)' is first declared here", at: firstRange)]))
        } else {
            ids.insert(name, id)
            names.append(name)
        }
        let defaults = ControlDefaults(decl.kind)
        // Appended, then completed in place: a local `var view` was copied into the array
        // (a view is several hundred bytes) and then destroyed.
        views.append(IRView(id: id, name: name, kind: decl.kind, parent: parent, declaration: decl.name.range,
                            intrinsicWidth: defaults.width, intrinsicHeight: defaults.height,
                            hug: defaults.hug, resist: defaults.resist, stack: decl.kind == .stack ? StackSettings() : nil))
        if let customClass = decl.customClass { views[id.index].customClass = customClass.name }
        views[id.index].declarationRange = decl.range
        if decl.kind == .scroll { hasScrollViews = true }
        enclosingScroll.append(views[parent.index].kind == .scroll ? Int32(parent.index) : enclosingScroll[parent.index])
        defaultIntrinsic.append(defaults.width != nil || defaults.height != nil ? decl.kindRange : nil)
        properties.append(decl.properties)
        viewNames.append(name)
        declarationOffsets.append(decl.name.range.start.offset)
        children.append([])
        children[parent.index].append(id)
        return id
    }

    /// The view made for `decl` (also for a duplicate name, which keeps its own view).
    func id(of decl: ViewDecl) -> ViewID? {
        // Binary search: cheaper than hashing, and lowering asks once per declaration per variant.
        let offset = decl.name.range.start.offset
        var lo = 0, hi = declarationOffsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if declarationOffsets[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        guard lo < declarationOffsets.count, declarationOffsets[lo] == offset else { return nil }
        return ViewID(lo + Self.builtinCount)
    }

    /// The view's name for messages.
    func name(_ id: ViewID) -> String { viewNames[id.index] }
}
