import LayoutPipeline

/// The slot of the Interface Builder front end (target `LayoutInterfaceBuilder`,
/// docs/architecture.md, "Adding a front end"): the input as a `.storyboard` or a `.xib`
/// (picked per input) through the commands `.layout` text goes through, with the same
/// promises (`PipelineHarness`) but `fmt`, which formats `.layout` text only. `FrontEnds`
/// picks the front end by the file's extension, so once the IB front end is registered this
/// target fuzzes it with no change here; its seeds are the `*.storyboard` and `*.xib` files
/// under `Tests/` (`SeedCorpus`) and its dictionary `InterfaceBuilderWords`.
///
/// Until it lands no front end claims the extensions (the file is read as `.layout` text),
/// `isAvailable` is false and `Fuzz/fuzz ci` skips the target.
enum InterfaceBuilderHarness {
    /// Whether a registered front end reads `.storyboard` and `.xib` documents.
    static var isAvailable: Bool {
        ["storyboard", "xib"].allSatisfy { ext in FrontEnds.all.contains { $0.fileExtensions.contains(ext) } }
    }

    private static let storyboard = PipelineHarness(fileName: "Fuzz.storyboard", folder: "interface-builder", formats: false)
    private static let xib = PipelineHarness(fileName: "Fuzz.xib", folder: "interface-builder", formats: false)

    static func run(_ bytes: [UInt8]) -> [String] {
        (PipelineHarness.hash(bytes) % 2 == 0 ? storyboard : xib).run(bytes)
    }
}
