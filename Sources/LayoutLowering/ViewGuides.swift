import LayoutSource
import LayoutSyntax

// The layout guides of views (docs/language.md, "Margins and guides"): a view's margins
// (`card.margins`, UIKit's `layoutMarginsGuide`), its readable content guide (`card.readable`,
// `readableContentGuide`) and the root's keyboard guide (`keyboard`, `keyboardLayoutGuide`).
// Each one a file uses is a guide view of its own (four more solver variables), made once per
// file, before any variant is lowered, so that every variant and every target sharing a
// lowering has the same views; a guide nobody uses costs nothing.

/// One guide a file uses: which view owns it and which guide it is.
struct GuideUse: Hashable {
    /// The owner.
    var owner: ViewID
    /// The guide.
    var kind: LayoutGuideKind
}

/// Finds the guides a file uses: `VIEW.GUIDE.ATTR` anchors, the root's `readable` and
/// `keyboard` written alone, `||` on visual-format lines (the block's view's margins) and
/// stacks arranged `marginsRelative`. Names that do not resolve are left to lowering, which
/// reports them.
struct GuideScanner {
    /// The table being built (names, declarations).
    let table: ViewTable
    /// The guides found, in first-use order.
    private(set) var uses: [GuideUse] = []
    private var seen = Set<GuideUse>()

    init(table: ViewTable) { self.table = table }

    mutating func scan(_ statements: [Statement], superview: ViewID) {
        for statement in statements {
            switch statement {
            case .view(let decl):
                let id = table.id(of: decl)
                if let id, decl.kind == .stack, Self.setsMarginsRelative(decl.properties) { add(id, .margins) }
                // Every scroll view has its content area: its subviews' edges attach to it, and
                // the checker asks whether its size is fixed.
                if let id, decl.kind == .scroll { add(id, .content) }
                if let body = decl.body { scan(body, superview: id ?? superview) }
            case .set(let s):
                if Self.setsMarginsRelative(s.properties), let id = table.ids[s.target.name],
                   table.views[id.index].kind == .stack {
                    add(id, .margins)
                }
            case .vfl(let line):
                if line.leadingMargins || line.trailingMargins { add(superview, .margins) }
                for view in line.views {
                    for p in view.predicates { expression(p.object, superview: superview) }
                }
            case .constraint(let c):
                expression(c.lhs, superview: superview)
                expression(c.rhs, superview: superview)
            case .when(let block):
                for clause in block.clauses { scan(clause.body, superview: superview) }
                if let body = block.elseBody { scan(body, superview: superview) }
            case .metrics:
                break
            }
        }
    }

    private static func setsMarginsRelative(_ properties: [ViewProperty]) -> Bool {
        properties.contains { if case .marginsRelative = $0.value { return true } else { return false } }
    }

    private mutating func expression(_ e: Expr, superview: ViewID) {
        switch e.kind {
        case .number, .name:
            break
        case .anchor(let view, _):
            if let guide = Self.rootGuide(view.name, table: table) { add(.root, guide) }
        case .guideAnchor(let view, let guide, _):
            guard let kind = LayoutGuideKind(rawValue: guide.name) else { return }
            let owner: ViewID?
            switch view.name {
            case "superview": owner = superview
            default: owner = table.ids[view.name]
            }
            if let owner { add(owner, kind) }
        case .negate(let inner), .paren(let inner), .scaled(let inner, _, _):
            expression(inner, superview: superview)
        case .binary(_, let l, let r):
            expression(l, superview: superview)
            expression(r, superview: superview)
        }
    }

    /// The root guide a bare anchor view name stands for (`readable`, `keyboard`), unless a
    /// view of that name is declared.
    static func rootGuide(_ name: String, table: ViewTable) -> LayoutGuideKind? {
        guard name == "readable" || name == "keyboard", table.ids[name] == nil else { return nil }
        return LayoutGuideKind(rawValue: name)
    }

    private mutating func add(_ owner: ViewID, _ kind: LayoutGuideKind) {
        let kindOfOwner = table.views[owner.index].kind
        // A layout guide has no guides of its own (UILayoutGuide has no layoutMarginsGuide),
        // and only the root has the keyboard guide: lowering reports these uses.
        guard kindOfOwner != .guide else { return }
        if kind == .keyboard && owner != .root { return }
        // Only a scroll view has a content and a frame guide.
        if (kind == .content || kind == .frame) && kindOfOwner != .scroll { return }
        // The readable content guide lies within the margins guide (Apple, readableContentGuide:
        // "never extends beyond the view's layout margin guide").
        if kind == .readable { add(owner, .margins) }
        let use = GuideUse(owner: owner, kind: kind)
        if seen.insert(use).inserted { uses.append(use) }
    }
}

extension ViewTable {
    /// The guide views' names: `card.margins`, `card.readable`; the root's are `readable` and
    /// `keyboard` (its margins are the built-in `margins`).
    static func guideName(_ kind: LayoutGuideKind, ownerName: String, isRoot: Bool) -> String {
        isRoot ? kind.rawValue : "\(ownerName).\(kind.rawValue)"
    }
}
