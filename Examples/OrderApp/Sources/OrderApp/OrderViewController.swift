import UIKit

/// The order screen: its views and constraints come from `order-screen.layout`, compiled into
/// `OrderScreenLayout` by `vflc emit uikit` when the package builds (the VFLCPlugin).
///
/// `install(in:)` builds the hierarchy and activates the constraints of the size classes the
/// view has now; when the size classes change (rotation, split view, a window resize), `apply`
/// switches to the constraints and settings of the new variant.
/// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
public final class OrderViewController: UIViewController {
    /// The generated layout: one property per view of the file (`banner`, `menu`, `a1p`, …).
    public let layout = OrderScreenLayout()

    public override func viewDidLoad() {
        super.viewDidLoad()
        layout.install(in: view)
    }

    // Deprecated from iOS 17 in favour of registerForTraitChanges(_:handler:), still called
    // there; the package deploys to iOS 15.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let now = traitCollection
        guard now.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass
            || now.verticalSizeClass != previousTraitCollection?.verticalSizeClass else { return }
        layout.apply(now)
    }
}
