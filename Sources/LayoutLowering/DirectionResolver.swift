import LayoutSource
import LayoutSyntax

/// Resolves `leading` and `trailing` for one target (spec: "Right-to-left").
///
/// UIKit: the leading edge is the left one in a left-to-right layout and the right one in a
/// right-to-left layout, and positions measured along leading/trailing "increase as you move
/// towards the trailing edge" (Auto Layout Guide, "Anatomy of a Constraint"); `centerX` in such
/// a constraint follows the other attribute; `left` and `right` never flip.
///
/// Which direction: a view's `effectiveUserInterfaceLayoutDirection` is "the user interface
/// layout direction appropriate for arranging the immediate content of the view", and it does
/// not propagate to subviews (Apple: "you can't assume that the value propagates through the
/// view's subtree"). A constraint is UIKit's content of the view it is installed on, "the
/// closest common ancestor of the items managed by this constraint" (`NSLayoutConstraint.isActive`).
/// So the direction that resolves a constraint's leading/trailing is the effective direction of
/// the closest common ancestor of the views it reads (a view counts as its own ancestor; a
/// layout guide counts as the view that owns it). For a visual-format line and a stack this is
/// the line's superview and the stack: a stack whose `direction` is `ltr` keeps its arranged
/// views left to right in a right-to-left screen, as UIKit does for playback controls.
///
/// A view's effective direction is its `direction` (`semanticContentAttribute`): `auto`
/// (`.unspecified`) follows the target's direction, `ltr`, `playback` and `spatial` are left
/// to right (Apple: playback and spatial views "are not flipped"), `rtl` is right to left.
/// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
/// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
///
/// Lowering writes `leading = x` and `trailing = x + width`; a right-to-left constraint is the
/// same constraint on the mirror image of every frame about the root's centre,
/// `x' = 2·root.x + root.width − x − width` (the root's own terms cancel in any constraint
/// that relates positions by differences, which is all of Apple's). So a screen written with
/// leading/trailing only is, in right-to-left, exactly the mirror image of its left-to-right
/// layout, multipliers included.
struct DirectionResolver {
    /// Whether any view arranges its content right to left; when none does, nothing changes.
    let active: Bool
    /// Per view (by `ViewID.index`): right to left.
    private let rightToLeft: [Bool]
    /// Per view: the view that stands for it in the tree (a guide's owner, else itself).
    private let standIn: [Int]
    /// Per view: its superview's index, `-1` for the root.
    private let parent: [Int]
    /// Per view: its depth below the root.
    private let depth: [Int]

    /// A resolver that does nothing (before the variant's properties are known).
    init() { active = false; rightToLeft = []; standIn = []; parent = []; depth = [] }

    /// The resolver for `views` (with this variant's `direction` properties) in `direction`.
    init(views: inout [IRView], direction: LayoutDirection) {
        var rtl = [Bool](repeating: false, count: views.count)
        var parent = [Int](repeating: -1, count: views.count)
        var depth = [Int](repeating: 0, count: views.count)
        var standIn = Array(0..<views.count)
        for i in views.indices {
            let effective = Self.effective(views[i].semanticContent, in: direction)
            views[i].effectiveDirection = effective
            rtl[i] = effective == .rightToLeft
            if let p = views[i].parent {
                // Parents come before their children in `views` (depth first, source order).
                parent[i] = p.index
                depth[i] = depth[p.index] + 1
                if views[i].kind == .guide { standIn[i] = p.index }
            }
        }
        // A guide's direction is its owner's (a guide has no content of its own).
        for i in views.indices where standIn[i] != i {
            rtl[i] = rtl[standIn[i]]
            views[i].effectiveDirection = views[standIn[i]].effectiveDirection
        }
        self.active = rtl.contains(true)
        self.rightToLeft = rtl; self.parent = parent; self.depth = depth; self.standIn = standIn
    }

    /// A view's effective direction for its `direction` property in a target's direction.
    static func effective(_ content: SemanticContent, in direction: LayoutDirection) -> LayoutDirection {
        switch content {
        case .auto: return direction
        case .ltr, .playback, .spatial: return .leftToRight
        case .rtl: return .rightToLeft
        }
    }

    /// The closest common ancestor of the views `expr` reads, `nil` when it reads none.
    func decidingView(_ expr: LinearExpr) -> Int? {
        var result: Int?
        for term in expr.terms {
            let v = standIn[term.variable.view.index]
            guard var a = result else { result = v; continue }
            var b = v
            while depth[a] > depth[b] { a = parent[a] }
            while depth[b] > depth[a] { b = parent[b] }
            while a != b { a = parent[a]; b = parent[b] }
            result = a
        }
        return result
    }

    /// Mirrors `expr` when the direction deciding it is right to left. Call it only for a
    /// constraint written with leading/trailing (a visual-format `H:` line, a horizontal stack
    /// arrangement, a vertical stack's alignment, an explicit constraint using them).
    func resolve(_ expr: inout LinearExpr) {
        guard active, let deciding = decidingView(expr), rightToLeft[deciding] else { return }
        expr.mirrorHorizontalPositions()
    }
}

extension LinearExpr {
    /// Replaces every `c·x` by `c·(2·root.x + root.width − x − width)`: the expression read on
    /// the mirror image of the frames about the root's centre.
    mutating func mirrorHorizontalPositions() {
        let n = terms.count
        for i in 0..<n where terms[i].variable.component == .x {
            let c = terms[i].coefficient, view = terms[i].variable.view
            terms[i].coefficient = -c
            terms.append(LinearTerm(IRVariable(view, .width), -c))
            terms.append(LinearTerm(IRVariable(.root, .x), 2 * c))
            terms.append(LinearTerm(IRVariable(.root, .width), c))
        }
    }
}
