import LayoutSource
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
            } else {
                add(target(DeviceCatalog.defaultSelection(for: variant)))
            }
        }
        return result
    }

    static func target(_ s: DeviceSelection) -> LayoutTarget {
        let insets = EdgeInsets(top: s.safeArea.top, left: s.safeArea.left, bottom: s.safeArea.bottom, right: s.safeArea.right)
        return LayoutTarget(variant: s.traits,
                            canvas: Canvas(width: s.width, height: s.height, safeArea: insets, deviceName: s.displayName))
    }
}
