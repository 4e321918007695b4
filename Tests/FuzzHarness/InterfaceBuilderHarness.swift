import Foundation
import LayoutPipeline

/// The Interface Builder front end (`LayoutInterfaceBuilder`, `InterfaceBuilder.read` through
/// `FrontEnds`, docs/interface-builder.md): the input as a `.storyboard` or a `.xib` (picked per
/// input) through the commands `.layout` text goes through, with the same promises
/// (`PipelineHarness`) but `fmt`, which formats `.layout` text only; and, for half the inputs,
/// `vflc import`. Its seeds are the `*.storyboard` and `*.xib` files under `Tests/`
/// (`SeedCorpus`), its dictionary `InterfaceBuilderWords`.
///
/// `import` promises (docs/interface-builder.md, "Importing"): exit 0, or 1 with nothing
/// written; the paths printed are the files written, each once, each inside the `-o` folder;
/// each file is canonical (`fmt --check` exits 0) and `check` reads it without a usage or I/O
/// error.
enum InterfaceBuilderHarness {
    /// Whether a registered front end reads `.storyboard` and `.xib` documents (a build without
    /// one would read them as `.layout` text, and `Fuzz/fuzz ci` skips the target).
    static var isAvailable: Bool {
        ["storyboard", "xib"].allSatisfy { ext in FrontEnds.all.contains { $0.fileExtensions.contains(ext) } }
    }

    private static let storyboard = PipelineHarness(fileName: "Fuzz.storyboard", folder: "interface-builder", formats: false)
    private static let xib = PipelineHarness(fileName: "Fuzz.xib", folder: "interface-builder", formats: false)

    static func run(_ bytes: [UInt8]) -> [String] {
        let pick = PipelineHarness.hash(bytes)
        let harness = pick % 2 == 0 ? storyboard : xib
        var problems = harness.run(bytes)
        // PipelineHarness picks from the low bits; this choice is independent of its.
        if (pick >> 20) % 2 == 0 { problems += importing(bytes, as: harness.fileName) }
        return problems
    }

    /// `vflc import DOCUMENT -o DIR` and the files it writes.
    private static func importing(_ bytes: [UInt8], as fileName: String) -> [String] {
        let document = ScratchDirectory.write(bytes, to: fileName, in: "interface-builder")
        let folder = (document as NSString).deletingLastPathComponent + "/imported"
        try? FileManager.default.removeItem(atPath: folder)
        let run = InProcessTool.run(["import", document, "-o", folder])
        var problems = InProcessTool.expect(run, [0, 1], "import")
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        guard run.status == 0 else {
            if !written.isEmpty || !run.stdout.isEmpty { problems.append("import exited \(run.status) but wrote \(written) and printed \(run.stdout.prefix(300))") }
            return problems
        }
        let printed = run.stdout.split(separator: "\n").map(String.init)
        let names = printed.map { ($0 as NSString).lastPathComponent }
        if printed.contains(where: { ($0 as NSString).deletingLastPathComponent != folder }) || names.sorted() != written {
            problems.append("import printed \(printed) but wrote \(written) in \(folder)")
        }
        for path in printed where FileManager.default.fileExists(atPath: path) {
            let format = InProcessTool.run(["fmt", "--check", path])
            problems += InProcessTool.expect(format, [0], "fmt --check of the imported \((path as NSString).lastPathComponent)")
            problems += InProcessTool.expect(InProcessTool.run(["check", path]), [0, 1], "check of the imported \((path as NSString).lastPathComponent)")
        }
        return problems
    }
}
