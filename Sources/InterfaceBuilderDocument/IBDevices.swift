import LayoutSource

/// Interface Builder's devices (`<device id=…>`): the screen in points, the safe-area insets
/// IB lays a scene out with, and the size classes. Apple publishes sizes and size classes
/// (Human Interface Guidelines, Layout, "Specifications"); IB's insets are not stored in the
/// documents and were measured on documents where a view pinned to the safe area has a stored
/// frame (docs/interface-builder.md, "Devices"). The same devices are in vflc's catalogue
/// under these ids (`--device retina6_12`, LayoutBackends/DeviceCatalogData.swift).
public struct IBDeviceSpec: Sendable, Hashable {
    /// IB's id.
    public var id: String
    /// Portrait width and height in points.
    public var width: Double, height: Double
    /// Safe-area insets in portrait (top, bottom) and in landscape (left = right, bottom).
    public var portraitTop: Double, portraitBottom: Double
    public var landscapeSide: Double, landscapeBottom: Double, landscapeTop: Double
    /// Size classes in portrait and landscape.
    public var portrait: TraitVariant, landscape: TraitVariant
    /// Pixels per point (Apple, HIG, Layout, "Specifications"): frames are whole pixels.
    public var scale: Double = 2

    /// The size in an orientation.
    public func size(landscape: Bool) -> (width: Double, height: Double) {
        landscape ? (height, width) : (width, height)
    }

    /// The safe-area insets in an orientation as the Interface Builder of `toolsVersion`
    /// shows them: Xcode 14 (tools 21000 and later) shows the iPhone 11 (`retina6_1`) with
    /// its iOS 14 status bar, 48 pt, where earlier ones showed 44.
    public func insets(landscape: Bool, toolsVersion: String?) -> IBInsets {
        var out = insets(landscape: landscape)
        let version = DesignCanvas.version(toolsVersion)
        if id == "retina6_1", !landscape, version >= 21000 { out.top = 48 }
        if id == "retina6_1", landscape, version >= 21000 { out.left = 48; out.right = 48 }
        return out
    }

    /// The safe-area insets in an orientation, with the status bar shown.
    public func insets(landscape: Bool) -> IBInsets {
        landscape
            ? IBInsets(top: landscapeTop, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide)
            : IBInsets(top: portraitTop, left: 0, bottom: portraitBottom, right: 0)
    }

    /// The size classes in an orientation.
    public func traits(landscape: Bool) -> TraitVariant { landscape ? self.landscape : portrait }
}

/// The table of `IBDeviceSpec`s.
public enum IBDevices {
    private static let cr = TraitVariant(width: .compact, height: .regular)
    private static let cc = TraitVariant(width: .compact, height: .compact)
    private static let rc = TraitVariant(width: .regular, height: .compact)
    private static let rr = TraitVariant(width: .regular, height: .regular)

    private static func phone(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double, side: Double,
                              landscapeBottom: Double, plus: Bool, scale: Double = 3) -> IBDeviceSpec {
        var d = IBDeviceSpec(id: id, width: w, height: h, portraitTop: top, portraitBottom: bottom, landscapeSide: side,
                             landscapeBottom: landscapeBottom, landscapeTop: 0, portrait: cr, landscape: plus ? rc : cc)
        d.scale = scale
        return d
    }

    private static func pad(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double) -> IBDeviceSpec {
        IBDeviceSpec(id: id, width: w, height: h, portraitTop: top, portraitBottom: bottom, landscapeSide: 0,
                     landscapeBottom: bottom, landscapeTop: top, portrait: rr, landscape: rr)
    }

    /// Every device, phones by size, then iPads.
    public static let all: [IBDeviceSpec] = [
        phone("retina3_5", 320, 480, top: 20, bottom: 0, side: 0, landscapeBottom: 0, plus: false, scale: 2),
        phone("retina4_0", 320, 568, top: 20, bottom: 0, side: 0, landscapeBottom: 0, plus: false, scale: 2),
        phone("retina4_7", 375, 667, top: 20, bottom: 0, side: 0, landscapeBottom: 0, plus: false, scale: 2),
        phone("retina5_5", 414, 736, top: 20, bottom: 0, side: 0, landscapeBottom: 0, plus: true),
        phone("retina5_9", 375, 812, top: 44, bottom: 34, side: 44, landscapeBottom: 21, plus: false),
        phone("retina6_1", 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, plus: true, scale: 2),
        phone("retina6_5", 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, plus: true),
        phone("retina5_4", 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, plus: false),
        phone("retina6_0", 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, plus: false),
        phone("retina6_7", 428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21, plus: true),
        phone("retina6_12", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21, plus: false),
        phone("retina6_72", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, plus: true),
        pad("ipad9_7", 768, 1024, top: 20, bottom: 0),
        pad("ipad7_9", 768, 1024, top: 20, bottom: 0),
        pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
        pad("ipad10_5", 834, 1112, top: 20, bottom: 0),
        pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
        pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
        pad("ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
        pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
        pad("ipad8_3", 744, 1133, top: 24, bottom: 20),
    ]

    /// The device with IB id `id`.
    public static func named(_ id: String) -> IBDeviceSpec? { all.first { $0.id == id } }

    /// The devices' names in vflc's catalogue (`vflc devices`), by IB id.
    public static let names: [String: String] = [
        "retina3_5": "iPhone 4s", "retina4_0": "iPhone SE (1st gen.)", "retina4_7": "iPhone SE (3rd gen.)",
        "retina5_5": "iPhone 8 Plus", "retina5_9": "iPhone X", "retina6_1": "iPhone 11", "retina6_5": "iPhone XS Max",
        "retina5_4": "iPhone 13 mini", "retina6_0": "iPhone 12", "retina6_7": "iPhone 13 Pro Max",
        "retina6_12": "iPhone 15 Pro", "retina6_72": "iPhone 15 Pro Max", "ipad9_7": "iPad (9.7-inch)",
        "ipad7_9": "iPad (9.7-inch)", "ipad10_2": "iPad (10.2-inch)", "ipad10_5": "iPad Pro 10.5\"",
        "ipad12_9": "iPad Pro 12.9\" (2nd gen.)", "ipad10_9rounded": "iPad Air 11\"", "ipad11_0rounded": "iPad Pro 11\"",
        "ipad12_9rounded": "iPad Pro 12.9\"", "ipad8_3": "iPad mini (6th gen.)",
    ]

    /// How output names the device in an orientation: `iPhone 15 Pro (retina6_12) landscape`.
    public static func displayName(_ id: String, landscape: Bool) -> String {
        (names[id].map { "\($0) (\(id))" } ?? id) + (landscape ? " landscape" : "")
    }
}
