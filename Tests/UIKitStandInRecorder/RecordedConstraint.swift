import Foundation
import UIKit

/// One component of an item's frame, in the coordinates of the recorded root (absolute).
public enum RecordedFrameComponent: Int, Sendable, Comparable {
    case x = 0, y = 1, width = 2, height = 3
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// `coefficient × component(item)`.
public struct RecordedTerm {
    /// The view or layout guide.
    public let item: AnyObject
    /// Which frame component.
    public let component: RecordedFrameComponent
    /// Its coefficient (never 0).
    public let coefficient: Double
}

/// Where a recorded constraint comes from.
public enum RecordedOrigin {
    /// An `NSLayoutConstraint` installed on a view of the tree.
    case constraint(NSLayoutConstraint)
    /// UIKit's implicit `size <= intrinsic` at the content-hugging priority.
    case contentHugging(UIView, NSLayoutConstraint.Axis)
    /// UIKit's implicit `size >= intrinsic` at the compression-resistance priority.
    case compressionResistance(UIView, NSLayoutConstraint.Axis)
    /// UIKit's autoresizing-mask constraints for a view that still translates its mask.
    case autoresizingMask(UIView)
}

/// A constraint as a linear form over absolute frame variables:
/// `sum(terms) + constant  relation  0` at `priority`.
public struct RecordedConstraint {
    /// Terms, merged per (item, component), zero coefficients dropped.
    public var terms: [RecordedTerm]
    /// The constant.
    public var constant: Double
    /// The relation to zero.
    public var relation: NSLayoutConstraint.Relation
    /// 1…1000.
    public var priority: Double
    /// The constraint's identifier (`nil` for UIKit's implicit constraints).
    public var identifier: String?
    /// What made it.
    public var origin: RecordedOrigin
}

/// What the recorder found in a view tree.
public struct RecordedLayout {
    /// Active constraints, then implicit content-size and autoresizing constraints, in tree
    /// order (depth first, each view's constraints in activation order).
    public var constraints: [RecordedConstraint]
    /// Constraints the recorder cannot express over frames (baselines, margin attributes),
    /// described; verification fails on any.
    public var unsupported: [String]
}
