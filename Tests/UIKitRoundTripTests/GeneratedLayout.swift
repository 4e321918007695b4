import UIKit

/// The public surface every generated layout class has (CODEGEN-CONTRACT.md, docs/codegen.md):
/// the tests reach the generated classes through it.
@MainActor protocol GeneratedLayout: AnyObject {
    init()
    func install(in root: UIView)
    func apply(_ traits: UITraitCollection)
}

/// The generated class of each sample, by the sample's path as given to `vflc emit uikit`.
/// `UIKitRoundTripTests.testEverySampleHasAGeneratedLayout` fails when a sample is missing.
@MainActor enum GeneratedSamples {
    static var all: [(path: String, make: @MainActor () -> any GeneratedLayout)] {
        [
            ("Samples/adaptive-grid.layout", { AdaptiveGridLayout() }),
            ("Samples/card.layout", { CardLayout() }),
            ("Samples/delivery-dish-cell.layout", { DeliveryDishCellLayout() }),
            ("Samples/delivery-menu.layout", { DeliveryMenuLayout() }),
            ("Samples/equal-spacing.layout", { EqualSpacingLayout() }),
            ("Samples/equal-width-buttons.layout", { EqualWidthButtonsLayout() }),
            ("Samples/gift-screen.layout", { GiftScreenLayout() }),
            ("Samples/membership-screen.layout", { MembershipScreenLayout() }),
            ("Samples/order-screen.layout", { OrderScreenLayout() }),
            ("Samples/profile-card.layout", { ProfileCardLayout() }),
            ("Samples/responsive-login.layout", { ResponsiveLoginLayout() }),
            ("Samples/shopping-screen.layout", { ShoppingScreenLayout() }),
            ("Samples/sign-in.layout", { SignInLayout() }),
            // Not a sample: every kind of per-variant change (GeneratedFixtures/, docs/codegen.md).
            ("Tests/UIKitRoundTripTests/Fixtures/variants.layout", { VariantsLayout() }),
            // Not a sample: every kind of content-size change (text styles, scaled(), size conditions).
            ("Tests/UIKitRoundTripTests/Fixtures/content-size.layout", { ContentSizeLayout() }),
            // Not a sample: baseline anchors, stack baseline alignment and baselineRelative.
            ("Tests/UIKitRoundTripTests/Fixtures/baselines.layout", { BaselinesLayout() }),
            // Not a sample: `direction` (semanticContentAttribute), round-tripped right to left too.
            ("Tests/UIKitRoundTripTests/Fixtures/direction.layout", { DirectionLayout() }),
            // Not a sample: sizes related to positions (anchorWithOffset(to:)).
            ("Tests/UIKitRoundTripTests/Fixtures/size-position.layout", { SizePositionLayout() }),
            // Not a sample: constraints of three and four anchors (anchorWithOffset(to:) on both sides).
            ("Tests/UIKitRoundTripTests/Fixtures/offsets.layout", { OffsetsLayout() }),
            // Not a sample: a baseline-aligned stack in a layout without variants.
            ("Tests/UIKitRoundTripTests/Fixtures/baseline-row.layout", { BaselineRowLayout() }),
            // Not a sample: every control kind and custom classes of several kinds, in a scroll view.
            ("Tests/UIKitRoundTripTests/Fixtures/controls.layout", { ControlsLayout() }),
            // Not a sample: named constraints, one per variant, exposed by the class.
            ("Tests/UIKitRoundTripTests/Fixtures/named.layout", { NamedLayout() }),
        ]
    }
}

extension AdaptiveGridLayout: GeneratedLayout {}
extension CardLayout: GeneratedLayout {}
extension DeliveryDishCellLayout: GeneratedLayout {}
extension DeliveryMenuLayout: GeneratedLayout {}
extension EqualSpacingLayout: GeneratedLayout {}
extension EqualWidthButtonsLayout: GeneratedLayout {}
extension GiftScreenLayout: GeneratedLayout {}
extension MembershipScreenLayout: GeneratedLayout {}
extension OrderScreenLayout: GeneratedLayout {}
extension ProfileCardLayout: GeneratedLayout {}
extension ResponsiveLoginLayout: GeneratedLayout {}
extension ShoppingScreenLayout: GeneratedLayout {}
extension SignInLayout: GeneratedLayout {}
extension VariantsLayout: GeneratedLayout {}
extension ContentSizeLayout: GeneratedLayout {}
extension BaselinesLayout: GeneratedLayout {}
extension DirectionLayout: GeneratedLayout {}
extension SizePositionLayout: GeneratedLayout {}
extension OffsetsLayout: GeneratedLayout {}
extension BaselineRowLayout: GeneratedLayout {}
extension ControlsLayout: GeneratedLayout {}
extension NamedLayout: GeneratedLayout {}

/// The samples' custom classes (`image hero: RemoteImageView`), as an app would declare them:
/// generated code creates them with `Class()`, and a public generated class needs them public.
public final class RemoteImageView: UIImageView {}
public final class PanelView: UIView {}
public final class DeliveryDatePicker: UIDatePicker {}
public final class PriceLabel: UILabel {}
/// A collection view subclass makes its own layout in `init()`, which generated code calls.
public final class ChipsCollectionView: UICollectionView {
    public init() { super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
}
