import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutBackends

/// Turns `--trait`, `--device` and `--size` into the targets a file is compiled for (spec §8).
///
/// - Neither traits nor devices: all four variants, each on its default device.
/// - `--trait`: each variant on its default device (or on the `--size` canvas).
/// - `--device`: the device's canvas and insets, in the variant of its orientation.
/// - `--size`: the given canvas with zero insets; an `auto` side is the fitting size.
/// Duplicates are dropped, keeping the first occurrence.
public enum TargetResolver {
    /// The four default targets (what `check` uses without `--trait`).
    public static var defaultTargets: [LayoutTarget] {
        TraitVariant.all.map { target(DeviceCatalog.defaultSelection(for: $0)) }
    }

    /// Resolves the options; throws a `UsageError` for an unknown device.
    public static func resolve(traits: [TraitVariant], devices: [String], size: SizeOption?) throws -> [LayoutTarget] {
        try resolve(traits: traits, devices: devices, size: size, directions: [])
    }

    /// Resolves the options in each of `directions` (none: left to right). Each canvas comes
    /// once per direction, the directions next to each other, so an SVG shows a variant's
    /// left-to-right and right-to-left layouts side by side.
    public static func resolve(traits: [TraitVariant], devices: [String], size: SizeOption?,
                               directions: [LayoutDirection]) throws -> [LayoutTarget] {
        inDirections(try resolveCanvases(traits: traits, devices: devices, size: size, own: []), directions)
    }

    /// Resolves the options for a document that names its own canvases (`FrontEndUnit.canvases`:
    /// an Interface Builder unit's devices): a variant chosen without `--size` (all four when
    /// neither traits nor devices are given, else each `--trait`) is on the document's canvas
    /// for it, when it names one, instead of vflc's default device; devices and `--size` are as
    /// for any file.
    public static func resolve(traits: [TraitVariant], devices: [String], size: SizeOption?,
                               directions: [LayoutDirection], own: [UnitCanvas]) throws -> [LayoutTarget] {
        inDirections(try resolveCanvases(traits: traits, devices: devices, size: size, own: own), directions)
    }

    /// The target of a document's own canvas.
    public static func target(_ c: UnitCanvas) -> LayoutTarget {
        var canvas = Canvas(width: c.width, height: c.height,
                            safeArea: EdgeInsets(top: c.safeArea.top, left: c.safeArea.left, bottom: c.safeArea.bottom,
                                                 right: c.safeArea.right),
                            deviceName: c.deviceName)
        canvas.rootMargin = c.rootMargin
        return LayoutTarget(variant: c.variant, canvas: canvas)
    }

    /// Each of `canvases` once per direction (none: as they are), directions side by side.
    public static func inDirections(_ canvases: [LayoutTarget], _ directions: [LayoutDirection]) -> [LayoutTarget] {
        var unique: [LayoutDirection] = []
        for d in directions where !unique.contains(d) { unique.append(d) }
        if unique.isEmpty || unique == [.leftToRight] { return canvases }
        return canvases.flatMap { t in unique.map { LayoutTarget(variant: t.variant, canvas: t.canvas, direction: $0) } }
    }

    private static func resolveCanvases(traits: [TraitVariant], devices: [String], size: SizeOption?,
                                        own: [UnitCanvas]) throws -> [LayoutTarget] {
        var result: [LayoutTarget] = []
        func add(_ t: LayoutTarget) { if !result.contains(t) { result.append(t) } }
        for name in devices {
            guard let selection = DeviceCatalog.select(name) else {
                throw UsageError(DeviceCatalog.unknownDeviceMessage(name))
            }
            add(target(selection))
        }
        let variants = traits.isEmpty && devices.isEmpty ? TraitVariant.all : traits
        for variant in variants {
            if let size {
                add(LayoutTarget(variant: variant, canvas: Canvas(width: size.width, height: size.height)))
            } else if let mine = own.first(where: { $0.variant == variant }) {
                add(target(mine))
            } else {
                add(target(DeviceCatalog.defaultSelection(for: variant)))
            }
        }
        return result
    }

    /// The targets at the content size categories chosen: with `.rule`, a file that uses
    /// text styles, `scaled(…)` or `size` conditions is compiled at the default `L` and at the
    /// largest accessibility size `AX5` (each target twice, categories named); any other file
    /// as given (category unnamed, `L`). With `.categories`, every target at each of them.
    public static func expand(_ targets: [LayoutTarget], usage: ContentSizeUsage, choice: ContentSizeChoice) -> [LayoutTarget] {
        let categories: [ContentSizeCategory]
        switch choice {
        case .rule:
            guard usage.any else { return targets }
            categories = [.defaultCategory, .largestAccessibility]
        case .categories(let list):
            guard !list.isEmpty else { return targets }
            categories = list
        }
        var out: [LayoutTarget] = []
        out.reserveCapacity(targets.count * categories.count)
        for t in targets {
            for c in categories {
                var x = t
                x.variant = t.variant.at(c)
                if !out.contains(x) { out.append(x) }
            }
        }
        return out
    }

    static func target(_ s: DeviceSelection) -> LayoutTarget {
        let insets = EdgeInsets(top: s.safeArea.top, left: s.safeArea.left, bottom: s.safeArea.bottom, right: s.safeArea.right)
        return LayoutTarget(variant: s.traits,
                            canvas: Canvas(width: s.width, height: s.height, safeArea: insets, deviceName: s.displayName))
    }
}

/// Which content size categories a file is compiled at (`--content-size`).
public enum ContentSizeChoice: Equatable, Sendable {
    /// The matrix rule: `L` and `AX5` for a file that depends on the category, else `L` alone.
    case rule
    /// These categories, in this order, for every file.
    case categories([ContentSizeCategory])
}

/// `--size WxH` where either side may be `auto`.
public struct SizeOption: Equatable, Sendable {
    /// Width in points, `nil` for auto.
    public var width: Double?
    /// Height in points, `nil` for auto.
    public var height: Double?

    /// Parses `393x852`, `343xauto`, `autox200`.
    public static func parse(_ text: String) -> SizeOption? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func side(_ s: Substring) -> Double?? {
            if s == "auto" { return .some(nil) }
            guard let v = Double(s), v.isFinite, v > 0, v <= 100_000 else { return nil }
            return .some(v)
        }
        guard let w = side(parts[0]), let h = side(parts[1]) else { return nil }
        return SizeOption(width: w, height: h)
    }
}
