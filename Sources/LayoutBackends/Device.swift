import LayoutSource

/// A device from the catalogue: its portrait size, safe-area insets and size classes in both
/// orientations (facts from `docs/output-formats.md`, data in `DeviceCatalogData.swift`).
public struct Device: Hashable, Sendable {
    /// Equal when the names are (names are unique in the catalogue).
    public static func == (a: Device, b: Device) -> Bool {
        a.name == b.name && a.portraitWidth == b.portraitWidth && a.portraitHeight == b.portraitHeight
            && a.width(landscape: true) == b.width(landscape: true) && a.height(landscape: true) == b.height(landscape: true)
    }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The display name, e.g. `iPhone 15 Pro Max`, `iPad Pro 11"`.
    public var name: String
    /// Other names accepted by `--device` (matched the same tolerant way as `name`).
    public var aliases: [String]
    /// Width in portrait, in points.
    public var portraitWidth: Double
    /// Height in portrait, in points.
    public var portraitHeight: Double
    /// Size classes in portrait.
    public var portraitTraits: TraitVariant
    /// Size classes in landscape.
    public var landscapeTraits: TraitVariant
    /// Safe-area insets in portrait.
    public var portraitInsets: RenderInsets
    /// Safe-area insets in landscape.
    public var landscapeInsets: RenderInsets
    /// The landscape size when it is not the portrait size turned: an app's window in iPad
    /// split view or Slide Over (`nil`: the portrait size turned).
    public var landscapeSize: (width: Double, height: Double)?
    /// The orientations the entry exists in (a 1/2 split view exists in landscape only).
    public var hasPortrait = true
    /// Whether it exists in landscape.
    public var hasLandscape = true
    /// What of the entry's figures could not be confirmed, shown by `vflc devices`; `nil` when
    /// every figure is from the reference tables.
    public var unconfirmed: String?

    /// Creates a device.
    public init(name: String, aliases: [String] = [], portraitWidth: Double, portraitHeight: Double,
                portraitTraits: TraitVariant, landscapeTraits: TraitVariant,
                portraitInsets: RenderInsets, landscapeInsets: RenderInsets) {
        self.name = name; self.aliases = aliases
        self.portraitWidth = portraitWidth; self.portraitHeight = portraitHeight
        self.portraitTraits = portraitTraits; self.landscapeTraits = landscapeTraits
        self.portraitInsets = portraitInsets; self.landscapeInsets = landscapeInsets
    }

    /// The canvas width in the given orientation.
    public func width(landscape: Bool) -> Double { landscape ? landscapeSize?.width ?? portraitHeight : portraitWidth }
    /// The canvas height in the given orientation.
    public func height(landscape: Bool) -> Double { landscape ? landscapeSize?.height ?? portraitWidth : portraitHeight }
    /// The safe-area insets in the given orientation.
    public func insets(landscape: Bool) -> RenderInsets { landscape ? landscapeInsets : portraitInsets }
    /// The size classes in the given orientation.
    public func traits(landscape: Bool) -> TraitVariant { landscape ? landscapeTraits : portraitTraits }
}

/// A device in one orientation: what `--device NAME` selects.
public struct DeviceSelection: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// Whether it is turned to landscape.
    public var landscape: Bool

    /// Creates a selection.
    public init(device: Device, landscape: Bool) { self.device = device; self.landscape = landscape }

    /// `iPhone 15` in portrait, `iPhone 15 landscape` in landscape; `--device` accepts it back.
    public var displayName: String { landscape ? device.name + " landscape" : device.name }
    /// Canvas width in points.
    public var width: Double { device.width(landscape: landscape) }
    /// Canvas height in points.
    public var height: Double { device.height(landscape: landscape) }
    /// Safe-area insets.
    public var safeArea: RenderInsets { device.insets(landscape: landscape) }
    /// The variant the device has in this orientation.
    public var traits: TraitVariant { device.traits(landscape: landscape) }
    /// The `margins` guide's insets: the safe area grown by 16 pt (compact width) or 20 pt
    /// (regular width), spec §8.
    public var margins: RenderInsets { safeArea.grown(by: DeviceCatalog.margin(forWidth: traits.width)) }
}

extension RenderVariant {
    /// A variant on a device's canvas: traits, name, size, safe area and margins from `selection`.
    public init(selection: DeviceSelection, views: [RenderView], diagnostics: [Diagnostic] = []) {
        self.init(traits: selection.traits.description, deviceName: selection.displayName,
                  canvasWidth: selection.width, canvasHeight: selection.height,
                  safeArea: selection.safeArea, margins: selection.margins, views: views, diagnostics: diagnostics)
    }
}
