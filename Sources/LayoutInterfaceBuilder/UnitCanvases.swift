import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

/// The canvases a unit is checked on, one per size-class variant (docs/interface-builder.md,
/// "Checking a unit in every size class").
///
/// - A root that fills its device's screen (a scene, a view controller's xib view) is checked
///   in the design variant on the canvas Interface Builder laid it out on (its device, status
///   bar and bars as the document's Xcode showed them), in the variant of the device's other
///   orientation on that orientation, and in the variants left on vflc's default devices
///   (iPhone 15 Pro portrait and landscape, iPhone 15 Pro Max landscape, iPad Pro 11"), each
///   with the unit's bars as on that device.
/// - Any other root (a xib's custom view, a freeform or popover scene, a cell) is laid out by
///   its owner at the size the document stores: it is checked at that size, with the design
///   insets, in all four variants.
/// - A document without a device (Xcode 6 and 7) shows every scene on a 600 × 600 "Any × Any"
///   canvas: its scenes are checked on it in the variant no size-class variation touches (the
///   one whose layout the stored frames are) and on vflc's default devices in the others.
/// - A cell is as wide as its table: a self-sizing one (`cell table`) is checked at the width
///   the document stores in the design variant and on vflc's default devices in the others;
///   any other at its stored size in all four.
enum UnitCanvases {
    /// vflc's default device of each variant (`DeviceCatalog.defaultDevice`), as IB devices.
    static let defaults: [TraitVariant: IBDevice] = [
        TraitVariant(width: .compact, height: .regular): IBDevice(id: "retina6_12", landscape: false),
        TraitVariant(width: .compact, height: .compact): IBDevice(id: "retina6_12", landscape: true),
        TraitVariant(width: .regular, height: .compact): IBDevice(id: "retina6_72", landscape: true),
        TraitVariant(width: .regular, height: .regular): IBDevice(id: "ipad11_0rounded", landscape: false),
    ]

    static func canvases(_ model: IBUnitModel, design: IBCanvas, document: IBDocumentInfo) -> [UnitCanvas] {
        let device = document.device
        let stored = TraitVariant.all.map { unitCanvas(design, variant: $0, name: "Interface Builder's \(size(design)) canvas") }
        func onDevice(_ d: IBDevice, _ variant: TraitVariant) -> UnitCanvas {
            let canvas = DesignCanvas.canvas(for: model, document: document, device: d, onScreen: true)
            return unitCanvas(canvas, variant: variant, name: IBDevices.displayName(d.id ?? "", landscape: d.landscape))
        }
        if let cell = model.cell {
            // A cell is as wide as its table, which is as wide as the screen; a self-sizing one is
            // as tall as it fits (`cell table`), any other as tall as the document stores it.
            guard cell.selfSizing else { return stored }
            return TraitVariant.all.map { variant in
                guard variant == design.traits else { return onDevice(defaults[variant]!, variant) }
                return UnitCanvas(variant: variant, width: design.width, height: nil, rootMargin: design.rootMargin,
                                  deviceName: "Interface Builder's \(NumberSpelling.canonical(design.width)) pt wide table")
            }
        }
        guard let traits = design.traits else {
            return model.kind == .scene ? TraitVariant.all.map { onDevice(defaults[$0]!, $0) } : stored
        }
        guard let id = device.id, let spec = IBDevices.named(id) else {
            // Before Xcode 8: IB's 600 × 600 "Any × Any" canvas in the variant no variation
            // touches, vflc's default devices in the others.
            guard model.kind == .scene else { return stored }
            return TraitVariant.all.map { $0 == traits ? stored[TraitVariant.all.firstIndex(of: $0)!] : onDevice(defaults[$0]!, $0) }
        }
        guard fillsScreen(design, spec: spec, device: device, model: model) else { return stored }
        var chosen = [traits: device]
        let turned = IBDevice(id: id, landscape: !device.landscape)
        if chosen[spec.traits(landscape: turned.landscape)] == nil { chosen[spec.traits(landscape: turned.landscape)] = turned }
        return TraitVariant.all.map { variant in
            variant == traits ? unitCanvas(design, variant: variant, name: IBDevices.displayName(id, landscape: device.landscape))
                : onDevice(chosen[variant] ?? defaults[variant]!, variant)
        }
    }

    /// Whether the design canvas is its device's screen (in the document's orientation).
    static func fillsScreen(_ c: IBCanvas, spec: IBDeviceSpec, device: IBDevice, model: IBUnitModel) -> Bool {
        let screen = spec.size(landscape: device.landscape)
        guard !model.freeform, abs(c.width - screen.width) < 0.5 else { return false }
        // A root shorter than the screen under an opaque navigation bar is still the screen's.
        return abs(c.height - screen.height) < 0.5 || (model.navigationBar != nil && c.height < screen.height)
    }

    static func unitCanvas(_ c: IBCanvas, variant: TraitVariant, name: String) -> UnitCanvas {
        UnitCanvas(variant: variant, width: c.width, height: c.height,
                   safeArea: (c.safeArea.top, c.safeArea.left, c.safeArea.bottom, c.safeArea.right),
                   rootMargin: c.rootMargin, deviceName: name)
    }

    /// `320 × 100`.
    static func size(_ c: IBCanvas) -> String {
        "\(NumberSpelling.canonical(c.width)) × \(NumberSpelling.canonical(c.height))"
    }
}
