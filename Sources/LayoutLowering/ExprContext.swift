import LayoutSource
import LayoutSyntax

/// How bare names and anchors are read in an expression.
struct ExprContext {
    /// What a bare name means.
    enum Names {
        /// A metric (explicit constraints, metric values, properties).
        case metrics
        /// A view's size along the line (VFL size predicates), else a metric.
        case viewSize(LayoutAttribute)
        /// A metric; a view here is an error (VFL spacing predicates).
        case spacing
    }
    /// The view `superview` names.
    var superview: ViewID
    /// What bare names mean.
    var names: Names
    /// Scroll views whose edges attach to their content area in this constraint (it also reads
    /// their content, `contentEdgeScrolls`); usually empty.
    var contentEdges: [ViewID] = []
}

/// The first horizontal and vertical position anchors of one constraint, for the mixed-axes rule.
struct AxisUse {
    var horizontal: SourceRange?
    var vertical: SourceRange?
    /// The first `leading`/`trailing` anchor (which flips right to left).
    var directional: SourceRange?
    /// The first `left`/`right` anchor (which never flips).
    var absolute: SourceRange?
}
