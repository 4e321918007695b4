import LayoutSyntax

/// A view kind's built-in intrinsic size and content priorities: what UIKit's class reports
/// before the file says anything (docs/language.md §17 gives each value's source).
///
/// Three behaviours, as UIKit's controls have them:
/// - a fixed size (`UISwitch`, `UIStepper`, `UIActivityIndicatorView`): both sides, with
///   hugging 750 on both axes (Interface Builder's default for these controls), so a layout
///   that stretches one is reported rather than silently drawn at another size;
/// - a height only (`UISlider`, `UIProgressView`, and the fixed heights of
///   `UISegmentedControl` and `UIPageControl`, whose widths come from their segments or pages:
///   write `intrinsic 200x_` or constrain the width);
/// - nothing (`UITextView` while it scrolls, `UITableView`, `UICollectionView`, `UIScrollView`):
///   `UIView.noIntrinsicMetric`, sized by constraints.
///
/// A declared `intrinsic` replaces the default (a newer iOS, a large activity indicator, a
/// text view that does not scroll).
public struct ControlDefaults: Sendable {
    /// Intrinsic width, `nil` for none.
    public var width: Double?
    /// Intrinsic height, `nil` for none.
    public var height: Double?
    /// Content hugging (horizontal, vertical).
    public var hug: (horizontal: Double, vertical: Double)
    /// Compression resistance (horizontal, vertical).
    public var resist: (horizontal: Double, vertical: Double) = (750, 750)

    /// The defaults of `kind`.
    public init(_ kind: ViewKind) {
        switch kind {
        // Interface Builder gives labels, buttons and image views hugging 251.
        case .label, .button, .image: self.init(hug: (251, 251))
        case .view, .field, .stack, .guide, .scroll, .text, .table, .collection: self.init(hug: (250, 250))
        case .switch: self.init(width: 51, height: 31, hug: (750, 750))
        case .stepper: self.init(width: 94, height: 32, hug: (750, 750))
        case .activity: self.init(width: 20, height: 20, hug: (750, 750))
        case .slider: self.init(height: 31, hug: (250, 750))
        case .progress: self.init(height: 4, hug: (250, 750))
        case .segmented: self.init(height: 32, hug: (250, 750))
        case .pages: self.init(height: 26, hug: (250, 750))
        case .picker, .date: self.init(width: 320, height: 216, hug: (250, 250))
        }
    }

    private init(width: Double? = nil, height: Double? = nil, hug: (horizontal: Double, vertical: Double)) {
        self.width = width; self.height = height; self.hug = hug
    }
}
