import LayoutSource

// THE device data file: nothing but the table below. Facts from
// /work/shared/reference/devices.md (sizes and size classes as Apple publishes them; the
// insets are the commonly measured simulator values). Add a device by adding a row.
//
// Columns: name | aliases | portrait size | classes portrait / landscape (W/H) |
//          insets portrait (top, left, bottom, right) | insets landscape (top, left, bottom, right)

extension DeviceCatalog {
    static let table: [Device] = [
        row("iPhone SE (3rd gen.)", ["iPhone SE", "iPhone SE 3", "iPhone SE 3rd generation"],
            375, 667, "C/R", "C/C", (20, 0, 0, 0), (0, 0, 0, 0)),
        row("iPhone 8 Plus", [], 414, 736, "C/R", "R/C", (20, 0, 0, 0), (0, 0, 0, 0)),
        row("iPhone 11", [], 414, 896, "C/R", "R/C", (48, 0, 34, 0), (0, 48, 21, 48)),
        row("iPhone 13 Pro Max", [], 428, 926, "C/R", "R/C", (47, 0, 34, 0), (0, 47, 21, 47)),
        row("iPhone 15", [], 393, 852, "C/R", "C/C", (59, 0, 34, 0), (0, 59, 21, 59)),
        row("iPhone 15 Pro", [], 393, 852, "C/R", "C/C", (59, 0, 34, 0), (0, 59, 21, 59)),
        row("iPhone 15 Pro Max", [], 430, 932, "C/R", "R/C", (59, 0, 34, 0), (0, 59, 21, 59)),
        row("iPhone 16 Pro Max", [], 440, 956, "C/R", "R/C", (62, 0, 34, 0), (0, 62, 21, 62)),
        row("iPad mini (6th gen.)", ["iPad mini", "iPad mini 6"],
            744, 1133, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
        row("iPad Air 11\"", ["iPad Air"], 820, 1180, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
        row("iPad Pro 11\"", [], 834, 1194, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
        row("iPad Pro 12.9\"", [], 1024, 1366, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
    ]

    private static func row(_ name: String, _ aliases: [String], _ width: Double, _ height: Double,
                            _ portrait: String, _ landscape: String,
                            _ pi: (Double, Double, Double, Double), _ li: (Double, Double, Double, Double)) -> Device {
        Device(name: name, aliases: aliases, portraitWidth: width, portraitHeight: height,
               portraitTraits: classes(portrait), landscapeTraits: classes(landscape),
               portraitInsets: RenderInsets(top: pi.0, left: pi.1, bottom: pi.2, right: pi.3),
               landscapeInsets: RenderInsets(top: li.0, left: li.1, bottom: li.2, right: li.3))
    }

    /// `C/R` → width compact, height regular. The table is fixed, so a bad cell is a bug
    /// caught by the catalogue tests.
    private static func classes(_ text: String) -> TraitVariant {
        let cls: (Character) -> SizeClass = { $0 == "R" ? .regular : .compact }
        return TraitVariant(width: cls(text.first!), height: cls(text.last!))
    }
}
