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

    /// The extensions of the example files: `.layout` text, and Interface Builder documents
    /// for the `ib-…` ids (`vflc check` reads them too).
    static let exampleExtensions = [".layout", ".storyboard", ".xib"]

    /// The ids of `Samples/errors/*.layout`, `*.storyboard` and `*.xib`, in byte order.
    static var errorIDs: [String] {
        let dir = RepoPaths.path("Samples/errors")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return entries.compactMap { name in
            exampleExtensions.first { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) }
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// `Samples/errors/ID.layout` (or `.storyboard`, `.xib`: the one that exists).
    static func errorPath(_ id: String) -> String {
        for ext in exampleExtensions.dropFirst() where FileManager.default.fileExists(atPath: RepoPaths.path("Samples/errors/\(id)\(ext)")) {
            return "Samples/errors/\(id)\(ext)"
        }
        return "Samples/errors/\(id).layout"
    }

    /// The language of the fenced block that quotes the example in docs/diagnostics.md.
    static func exampleLanguage(_ id: String) -> String { errorPath(id).hasSuffix(".layout") ? "layout" : "xml" }

    /// Ids that have no example file, and why: a 2 GiB file cannot be committed, and
    /// `format-internal` reports a bug of `vflc fmt` that no known input triggers.
    static let idsWithoutExample: [String: String] = [
        "file-too-large": "needs a file of 2 GiB or more",
        "format-internal": "reported by `vflc fmt` only when the formatter itself is wrong",
        "uikit-unsupported": "reported by `vflc emit uikit` only; `vflc check` accepts such files",
        "config-warning": "reported in a .vflc.json, not in a layout file (docs/configuration.md)",
        "config-error": "reported in a .vflc.json, not in a layout file (docs/configuration.md)",
    ]

    /// Every diagnostic id in the catalogue (`DiagnosticCatalogue.all`), sorted.
    static func declaredDiagnosticIDs() -> [String] {
        DiagnosticCatalogue.all.map(\.id.rawValue).sorted()
    }
}
