import Foundation

/// Builds `docs/gallery.md`: each sample's source beside its wireframes (`docs/gallery/NAME.svg`).
/// The page is generated so that it cannot drift from the samples: `GalleryTests` compares it
/// with the committed file, and `VFLC_UPDATE_GOLDEN=1 swift test --filter GalleryTests`
/// rewrites it together with the SVGs.
enum GalleryPage {
    /// The preview command written under each sample.
    static func command(_ name: String) -> String {
        (["vflc", "render", SampleCatalog.path(name)] + SampleCatalog.canvasArguments(name) + ["--format", "svg"])
            .joined(separator: " ")
    }

    /// `render` of a right-to-left gallery image (the arguments after `vflc`).
    static func rightToLeftArguments(_ name: String) -> [String] {
        ["render", SampleCatalog.path(name)] + SampleCatalog.canvasArguments(name) + ["--direction", "rtl", "--format", "svg"]
    }

    /// The whole page from the samples' texts, keyed by sample name.
    static func markdown(sources: [String: String]) -> String {
        var page = """
        # Gallery

        Every sample in `Samples/` beside its wireframes in the four size-class variants
        (spec §7–8: iPhone 15 portrait `wC hR`, iPhone 15 landscape `wC hC`, iPhone 15 Pro Max
        landscape `wR hC`, iPad Pro 11" portrait `wR hR`). Each sample checks clean — no error, no
        warning — in all four (`vflc check Samples/*.layout`). The wireframes are
        `vflc render … --format svg` output, committed under `docs/gallery/`. Samples whose text
        follows Dynamic Type (text styles, `when size >= AX1`) are drawn at the default text size
        `L` and at the largest accessibility size `AX5` side by side
        (`--content-size L --content-size AX5`), and check clean at both.

        This page and the SVGs are generated from the samples by the test suite
        (`Tests/vflcTests/GalleryPage.swift`); after changing a sample, regenerate them with
        `VFLC_UPDATE_GOLDEN=1 swift test --filter GalleryTests` and review the diff.

        | Sample | Shows |
        |---|---|

        """
        for name in SampleCatalog.names {
            page += "| [`\(name)`](#\(name)) | \(summary(of: sources[name] ?? "", name: name)) |\n"
        }
        for name in SampleCatalog.names {
            let source = sources[name] ?? ""
            page += """

            ## \(name)

            `\(command(name))`

            <table><tr><td valign="top">

            ```layout
            \(source.hasSuffix("\n") ? String(source.dropLast()) : source)
            ```

            </td><td valign="top">

            <img src="gallery/\(name).svg" alt="\(name): wireframes in wC hR, wC hC, wR hC and wR hR\(SampleCatalog.contentSizeSamples.contains(name) ? ", each at text sizes L and AX5" : "")" width="640">
            \(rightToLeftImage(name))
            </td></tr></table>

            """
        }
        return page
    }

    /// The right-to-left image of a sample in `SampleCatalog.rightToLeft`, with its command;
    /// nothing for the others.
    static func rightToLeftImage(_ name: String) -> String {
        guard SampleCatalog.rightToLeft.contains(name) else { return "" }
        return "\nRight to left: `vflc \(rightToLeftArguments(name).joined(separator: " "))`\n\n"
            + "<img src=\"gallery/\(name)-rtl.svg\" alt=\"\(name): wireframes right to left\" width=\"640\">\n"
    }

    /// The description in a sample's header comment, as one line: the text after the dash of
    /// the first line, continued over the following comment lines up to the preview command.
    static func summary(of source: String, name: String) -> String {
        var parts: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//"), !line.hasPrefix("// Preview:") else { break }
            var text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if parts.isEmpty, let dash = text.range(of: " — ") { text = String(text[dash.upperBound...]) }
            parts.append(text)
        }
        return parts.joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")
    }
}
