import LayoutSource

/// The canvas Interface Builder laid a unit out on, from the document: the root's stored
/// size, the device's safe area (IB stores no insets), and the simulated bars.
public enum DesignCanvas {
    /// Interface Builder's canvas for every scene of a document without `<device>` (Xcode 6
    /// and 7, size classes "Any × Any").
    static let anySize = 600.0

    /// The stored frames in the root's coordinates (a scroll view's subviews at content
    /// offset zero, as IB stores them).
    public static func absoluteFrames(_ views: [IBView]) -> [IBRect?] {
        var out: [IBRect?] = Array(repeating: nil, count: views.count)
        for (i, v) in views.enumerated() {
            guard let f = v.frame else { continue }
            if i == 0 { out[i] = IBRect(x: 0, y: 0, width: f.width, height: f.height); continue }
            guard let p = v.parent, let origin = out[p] else { continue }
            out[i] = IBRect(x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height)
        }
        return out
    }

    /// The canvas of the document's device, the root at its stored size.
    public static func canvas(for unit: IBUnitModel, document: IBDocumentInfo) -> IBCanvas {
        canvas(for: unit, document: document, device: document.device, onScreen: false)
    }

    /// The canvas of `device`: the root at its stored size, or with `onScreen` filling the
    /// device's screen (a scene checked on another device than the document's).
    public static func canvas(for unit: IBUnitModel, document: IBDocumentInfo, device: IBDevice, onScreen: Bool) -> IBCanvas {
        let spec = device.id.flatMap(IBDevices.named)
        let size: (width: Double, height: Double) = spec?.size(landscape: device.landscape) ?? (anySize, anySize)
        let root = onScreen ? nil : unit.views[0].frame
        let width = root?.width ?? size.width, height = root?.height ?? size.height
        let traits: TraitVariant? = spec?.traits(landscape: device.landscape) ?? anyVariant(unit)
        // The device's insets apply to a root that covers its screen; a freeform root (a
        // popover's, a xib's custom view) has none beyond its bars.
        let fullScreen = abs(width - size.width) < 0.5 && abs(height - size.height) < 0.5 && !unit.freeform
        var insets = IBInsets.zero
        if spec == nil, unit.kind == .scene, !unit.statusBarHidden {
            // Before Xcode 8 every scene, whatever its simulated size, is shown under a
            // 20 pt status bar (its top layout guide).
            insets.top = 20
        } else if let spec, fullScreen || (unit.kind == .scene && version(document.toolsVersion) < 15000) {
            insets = spec.insets(landscape: device.landscape, toolsVersion: document.toolsVersion)
            // Before Xcode 11 a scene of a freeform size is still shown under the status bar
            // (not over the home indicator or beside the sensor housing); since, without it.
            if !fullScreen { insets = IBInsets(top: insets.top) }
            if unit.statusBarHidden && insets.top <= 20 { insets.top = 0 }
            // Since Xcode 11 (iOS 13's sheets; tools 15000 and later), IB lays a presented
            // scene out without the status bar and home indicator.
            if unit.presented, version(document.toolsVersion) >= 15000 { insets.top = 0; insets.bottom = 0 }
        }
        if let bar = unit.navigationBar {
            // A phone in compact height shows the 32 pt navigation bar, whatever frame the
            // navigation controller's scene stores for it.
            let phoneCompact = traits?.height == .compact && (spec.map { min($0.width, $0.height) < 600 } ?? false)
            insets.top += phoneCompact ? min(bar.height, 32) : bar.height
            // A root shorter than the screen under an opaque bar starts below it.
            if spec != nil, !unit.freeform, !unit.presented, height < size.height - 0.5 {
                insets.top = max(0, insets.top - (size.height - height))
            }
        } else {
            insets.top += unit.topBar
        }
        // UITabBar is 32 pt tall on a phone in compact height (iOS 11's compact tab bar).
        let phoneCompactHeight = traits?.height == .compact && (spec.map { min($0.width, $0.height) < 600 } ?? false)
        insets.bottom += unit.tabBar ? (phoneCompactHeight ? 32 : SimulatedMetrics.tabBar) : unit.bottomBar
        // UIKit's root margins are 20 pt on screens 414 pt wide or wider since iOS 9 (Xcode 7,
        // tools 7000 and later, shows a 600 pt canvas with them); 16 pt before and below.
        let wide = (spec.map { $0.size(landscape: device.landscape).width } ?? width) >= 414
        let margin: Double = traits?.width == .regular && spec != nil || (wide && version(document.toolsVersion) >= 7000) ? 20 : 16
        return IBCanvas(width: width, height: height, safeArea: insets, traits: traits, rootMargin: margin, scale: spec?.scale ?? 2)
    }

    /// The integer part of a `toolsVersion` (`14460.31` → 14460), 0 when there is none.
    public static func version(_ text: String?) -> Double { text.flatMap { Double($0.prefix { $0 != "." }) } ?? 0 }

    /// For a document without a device: a variant in which no size-class variation applies,
    /// so the stored frames (IB's "Any × Any" layout) are the ones vflc solves there.
    public static func anyVariant(_ unit: IBUnitModel) -> TraitVariant? {
        var touched = Set<VariantIndex>()
        for v in unit.views {
            for variation in v.variations where variation.rank > 0 { touched.formUnion(variation.variants) }
            for c in v.constraints where c.constants.contains(where: { $0 != nil }) {
                for k in 0..<4 where c.constants[k] != nil { touched.insert(k) }
            }
        }
        for k in [0, 3, 1, 2] where !touched.contains(k) { return TraitVariant.all[k] }
        return nil
    }
}
