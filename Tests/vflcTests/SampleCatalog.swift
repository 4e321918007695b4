import Foundation
import LayoutSource
import TestSupport

/// The samples of issue 7 and the broken files of `Samples/errors/`, as the tests see them.
enum SampleCatalog {
    /// Every sample, in the order of the gallery: the spec's card, then the list.
    static let names = [
        "card", "equal-width-buttons", "equal-spacing", "profile-card", "responsive-login",
        "order-screen", "gift-screen", "shopping-screen", "membership-screen", "adaptive-grid",
        "sign-in", "delivery-menu", "delivery-dish-cell",
    ]

    /// Samples `vflc emit uikit` generates, in gallery order: all of them.
    static var generated: [String] { names }

    /// Samples the gallery also shows right to left (`docs/gallery/NAME-rtl.svg`, rendered with
    /// `--direction rtl`): those written to mirror.
    static let rightToLeft: Set<String> = ["sign-in"]

    /// The options after the path in a sample's preview command (its header says so):
    /// the README's `--trait compact,regular`, or the card size for `profile-card`.
    static func previewArguments(_ name: String) -> [String] {
        (name == "profile-card" ? ["--size", "343xauto"] : ["--trait", "compact,regular"])
            + (contentSizeSamples.contains(name) ? ["--content-size", "L", "--content-size", "AX5"] : [])
    }

    /// How many panels (and variants) `render` draws for a sample with `canvasArguments`:
    /// the four size classes, at two text sizes for the content-size samples.
    static func variantCount(_ name: String) -> Int { contentSizeSamples.contains(name) ? 8 : 4 }

    /// `Samples/NAME.layout`.
    static func path(_ name: String) -> String { "Samples/\(name).layout" }

    /// The canvas options a sample is previewed with: `profile-card` is a component sized to
    /// fit a 343 pt wide cell; every other sample is a screen on the default devices.
    static func canvasArguments(_ name: String) -> [String] {
        (name == "profile-card" ? ["--size", "343xauto"] : [])
            + (contentSizeSamples.contains(name) ? ["--content-size", "L", "--content-size", "AX5"] : [])
    }

    /// Samples whose text follows Dynamic Type (`style`, `when size …`; issue 15): rendered at
    /// the default text size `L` and the largest accessibility size `AX5`, side by side.
    static let contentSizeSamples: Set<String> = ["card", "profile-card", "delivery-dish-cell"]

    /// The `.layout` files directly in `Samples/relative`, by name, in byte order (the order
    /// of a shell glob in the C locale).
    static func layoutFiles(in relative: String) -> [String] {
        let dir = RepoPaths.path(relative)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return entries.filter { $0.hasSuffix(".layout") }
            .map { String($0.dropLast(".layout".count)) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The ids of `Samples/errors/*.layout`, in glob order.
    static var errorIDs: [String] { layoutFiles(in: "Samples/errors") }

    /// `Samples/errors/ID.layout`.
    static func errorPath(_ id: String) -> String { "Samples/errors/\(id).layout" }

    /// Ids that have no example file, and why: a 2 GiB file cannot be committed, and
    /// `format-internal` reports a bug of `vflc fmt` that no known input triggers.
    static let idsWithoutExample: [String: String] = [
        "file-too-large": "needs a file of 2 GiB or more",
        "format-internal": "reported by `vflc fmt` only when the formatter itself is wrong",
        "uikit-unsupported": "reported by `vflc emit uikit` only; `vflc check` accepts such files",
        "config-warning": "reported in a .vflc.json, not in a layout file (docs/configuration.md)",
        "config-error": "reported in a .vflc.json, not in a layout file (docs/configuration.md)",
        "ib-xml": "an Interface Builder document (Samples/errors/ib-xml.storyboard), which vflc check does not read yet",
        "ib-document": "an Interface Builder document (Samples/errors/ib-document.xib), which vflc check does not read yet",
        "ib-no-autolayout": "an Interface Builder document (Samples/errors/ib-no-autolayout.xib), which vflc check does not read yet",
        "ib-unsupported": "an Interface Builder document (Samples/errors/ib-unsupported.xib), which vflc check does not read yet",
        "ib-reference": "an Interface Builder document (Samples/errors/ib-reference.xib), which vflc check does not read yet",
    ]

    /// Every diagnostic id in the catalogue (`DiagnosticCatalogue.all`), sorted.
    static func declaredDiagnosticIDs() -> [String] {
        DiagnosticCatalogue.all.map(\.id.rawValue).sorted()
    }
}
