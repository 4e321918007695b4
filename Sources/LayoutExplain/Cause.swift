/// The catalogue of causes `vflc explain` names (docs/explain.md lists it with examples): each
/// one a known way UIKit's required constraints end up conflicting, with the usual fix.
public enum Cause: String, CaseIterable, Sendable {
    case encapsulatedSize = "encapsulated-size"
    case zeroSizeContainer = "zero-size-container"
    case autoresizingMask = "autoresizing-mask"
    case hiddenInStack = "hidden-in-stack"
    case stackFixedSize = "stack-fixed-size"
    case fixedSizeDoesNotFit = "fixed-size-does-not-fit"
    case pinnedEdgesAndSize = "pinned-edges-and-size"
    case duplicateConstraint = "duplicate-constraint"
    case placedTwice = "placed-twice"
    case negativeSize = "negative-size"
    case systemInternal = "system-internal"
    case unknown = "unknown"
    case undetermined = "undetermined"

    /// One line: what the cause is.
    public var summary: String {
        switch self {
        case .encapsulatedSize:
            return "a self-sizing cell's (or input view's) content does not fit the size its container gave it"
        case .zeroSizeContainer: return "a container is laid out at zero size, and its content cannot shrink to fit"
        case .autoresizingMask: return "a view still turns its autoresizing mask into constraints"
        case .hiddenInStack: return "a stack view hides a view that has a required size"
        case .stackFixedSize: return "a stack view's size fights the size its arranged views need"
        case .fixedSizeDoesNotFit: return "a fixed width or height does not fit the space this screen gives it"
        case .pinnedEdgesAndSize: return "a view is pinned on both sides and also given a fixed size"
        case .duplicateConstraint: return "two constraints set the same thing to different values"
        case .placedTwice: return "an edge or center is placed twice, by constraints that disagree"
        case .negativeSize: return "a constraint asks for a negative size"
        case .systemInternal: return "UIKit's own constraints conflict; nothing in your layout causes it"
        case .unknown: return "these constraints cannot all hold"
        case .undetermined: return "the printed constraints do not show the conflict"
        }
    }

    /// The usual fix, in general terms (the explainer's own text names the constraints).
    public var generalFix: String {
        switch self {
        case .encapsulatedSize:
            return "give one edge constraint of the content (usually the bottom one) priority 999, so it yields while the cell is sized"
        case .zeroSizeContainer: return "give one constraint inside the container priority 999, so the layout survives the zero-size pass"
        case .autoresizingMask: return "set translatesAutoresizingMaskIntoConstraints = false on the view you constrain"
        case .hiddenInStack: return "give the hidden view's size constraint priority 999, or deactivate it while the view is hidden"
        case .stackFixedSize: return "let the stack view's size follow its arranged views, or lower one arranged view's size priority"
        case .fixedSizeDoesNotFit: return "do not fix a size that its pinned edges already decide: use <=, priority 999, or a multiplier"
        case .pinnedEdgesAndSize: return "remove the fixed size or one of the edge constraints, or give the size priority 999"
        case .duplicateConstraint: return "keep one: change the existing constraint's constant instead of adding another"
        case .placedTwice: return "remove one of the two ways the edge is placed, or give one priority 999"
        case .negativeSize: return "check the constant's sign"
        case .systemInternal: return "nothing to change in your constraints; check a view you handed to UIKit (input accessory, bar item)"
        case .unknown: return "remove the constraint you do not expect, or lower its priority below 1000"
        case .undetermined: return "paste the whole report, every constraint of UIKit's list"
        }
    }
}
