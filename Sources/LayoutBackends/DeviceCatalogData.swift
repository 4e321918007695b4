import LayoutSource

// THE device data file: nothing but the table below. Facts from
// /work/shared/reference/devices.md (sizes and size classes as Apple publishes them; the
// insets are the commonly measured simulator values). Add a device by adding a row.
//
// Columns: name | aliases | portrait size | classes portrait / landscape (W/H) |
//          insets portrait (top, left, bottom, right) | insets landscape (top, left, bottom, right)

extension DeviceCatalog {
    static let table: [Device] = [
        ib(row("iPhone 4s", ["retina3_5"], 320, 480, "C/R", "C/C", (20, 0, 0, 0), (0, 0, 0, 0))),
        ib(row("iPhone SE (1st gen.)", ["retina4_0", "iPhone 5s"], 320, 568, "C/R", "C/C", (20, 0, 0, 0), (0, 0, 0, 0))),
        row("iPhone SE (3rd gen.)", ["iPhone SE", "iPhone SE 3", "iPhone SE 3rd generation", "retina4_7"],
            375, 667, "C/R", "C/C", (20, 0, 0, 0), (0, 0, 0, 0)),
        ib(row("iPhone X", ["retina5_9", "iPhone XS", "iPhone 11 Pro"], 375, 812, "C/R", "C/C", (44, 0, 34, 0), (0, 44, 21, 44))),
        ib(row("iPhone 13 mini", ["retina5_4", "iPhone 12 mini"], 375, 812, "C/R", "C/C", (50, 0, 34, 0), (0, 50, 21, 50))),
        ib(row("iPhone 12", ["retina6_0", "iPhone 13", "iPhone 14"], 390, 844, "C/R", "C/C", (47, 0, 34, 0), (0, 47, 21, 47))),
        row("iPhone 8 Plus", ["retina5_5"], 414, 736, "C/R", "R/C", (20, 0, 0, 0), (0, 0, 0, 0)),
        row("iPhone 11", ["retina6_1"], 414, 896, "C/R", "R/C", (48, 0, 34, 0), (0, 48, 21, 48)),
        ib(row("iPhone XS Max", ["retina6_5", "iPhone 11 Pro Max"], 414, 896, "C/R", "R/C", (44, 0, 34, 0), (0, 44, 21, 44))),
        row("iPhone 13 Pro Max", ["retina6_7"], 428, 926, "C/R", "R/C", (47, 0, 34, 0), (0, 47, 21, 47)),
        row("iPhone 15", [], 393, 852, "C/R", "C/C", (59, 0, 34, 0), (0, 59, 21, 59)),
        row("iPhone 15 Pro", ["retina6_12"], 393, 852, "C/R", "C/C", (59, 0, 34, 0), (0, 59, 21, 59)),
        row("iPhone 15 Pro Max", ["retina6_72"], 430, 932, "C/R", "R/C", (59, 0, 34, 0), (0, 59, 21, 59)),
        row("iPhone 16 Pro Max", [], 440, 956, "C/R", "R/C", (62, 0, 34, 0), (0, 62, 21, 62)),
        row("iPad mini (6th gen.)", ["iPad mini", "iPad mini 6", "ipad8_3"],
            744, 1133, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
        ib(row("iPad (9.7-inch)", ["ipad9_7", "ipad7_9"], 768, 1024, "R/R", "R/R", (20, 0, 0, 0), (20, 0, 0, 0))),
        ib(row("iPad (10.2-inch)", ["ipad10_2"], 810, 1080, "R/R", "R/R", (20, 0, 0, 0), (20, 0, 0, 0))),
        row("iPad Air 11\"", ["iPad Air", "ipad10_9rounded"], 820, 1180, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
        ib(row("iPad Pro 10.5\"", ["ipad10_5"], 834, 1112, "R/R", "R/R", (20, 0, 0, 0), (20, 0, 0, 0))),
        row("iPad Pro 11\"", ["ipad11_0rounded"], 834, 1194, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
        ib(row("iPad Pro 12.9\" (2nd gen.)", ["ipad12_9"], 1024, 1366, "R/R", "R/R", (20, 0, 0, 0), (20, 0, 0, 0))),
        row("iPad Pro 12.9\"", ["ipad12_9rounded"], 1024, 1366, "R/R", "R/R", (24, 0, 20, 0), (24, 0, 20, 0)),
    ] + multitasking

    /// A device Interface Builder documents name (`<device id=…>`, the id is an alias:
    /// `--device retina5_9`) that the reference tables do not list: its size and size classes
    /// are Apple's (HIG, Layout, "Specifications"), its insets those Interface Builder shows,
    /// measured on real documents (docs/interface-builder.md, "Devices").
    private static func ib(_ device: Device) -> Device {
        var d = device
        d.unconfirmed = "safe area as Interface Builder shows it (docs/interface-builder.md)"
        return d
    }

    /// An app's window in iPad split view and Slide Over, for the iPads whose multitasking
    /// widths the reference lists (devices.md, "iPad multitasking widths": Apple's Human
    /// Interface Guidelines, Layout, "iPad multitasking" size classes). The window has the
    /// screen's height; the height class is regular. Portrait has no 1/2 split.
    ///
    /// Not confirmed anywhere: the safe areas (taken as the full screen's, top 24 and bottom 20,
    /// since the status bar and home indicator span both windows) and Slide Over (320 pt wide,
    /// compact, the screen's height as the window's, which is what the reference does not give).
    static let multitasking: [Device] = {
        let insets = RenderInsets(top: 24, left: 0, bottom: 20, right: 0)
        let safeNote = "safe area assumed from full screen"
        func window(_ name: String, portrait: (Double, Double, String)?, landscape: (Double, Double, String)?,
                    note: String) -> Device {
            let p = portrait ?? (landscape!.0, landscape!.1, landscape!.2)
            var d = Device(name: name, aliases: [], portraitWidth: p.0, portraitHeight: p.1,
                           portraitTraits: classes(p.2), landscapeTraits: classes(landscape?.2 ?? p.2),
                           portraitInsets: insets, landscapeInsets: insets)
            if let landscape { d.landscapeSize = (landscape.0, landscape.1) }
            d.hasPortrait = portrait != nil
            d.hasLandscape = landscape != nil
            d.unconfirmed = note
            return d
        }
        var out: [Device] = []
        // (name, screen portrait w × h, landscape 1/3, 1/2, 2/3 widths and classes, portrait 1/3, 2/3)
        let ipads: [(String, Double, Double, [(Double, String)], [(Double, String)])] = [
            ("iPad Pro 11\"", 834, 1194, [(375, "C/R"), (592, "C/R"), (809, "R/R")], [(320, "C/R"), (504, "C/R")]),
            ("iPad Pro 12.9\"", 1024, 1366, [(375, "C/R"), (678, "R/R"), (981, "R/R")], [(375, "C/R"), (639, "C/R")]),
        ]
        for (name, w, h, land, port) in ipads {
            out.append(window(name + " split 1/3", portrait: (port[0].0, h, port[0].1), landscape: (land[0].0, w, land[0].1), note: safeNote))
            out.append(window(name + " split 1/2", portrait: nil, landscape: (land[1].0, w, land[1].1), note: safeNote))
            out.append(window(name + " split 2/3", portrait: (port[1].0, h, port[1].1), landscape: (land[2].0, w, land[2].1), note: safeNote))
            out.append(window(name + " Slide Over", portrait: (320, h, "C/R"), landscape: (320, w, "C/R"),
                              note: "Slide Over size and safe area not confirmed"))
        }
        return out
    }()

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
    static func classes(_ text: String) -> TraitVariant {
        let cls: (Character) -> SizeClass = { $0 == "R" ? .regular : .compact }
        return TraitVariant(width: cls(text.first!), height: cls(text.last!))
    }
}
