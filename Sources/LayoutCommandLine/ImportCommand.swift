import Foundation
import LayoutBackends
import LayoutDiagnosticWriters
import LayoutPipeline
import LayoutSource
import LayoutSyntax
import LayoutWorkspace

/// `vflc import FILE.storyboard|FILE.xib [-o DIR]`.
public struct ImportRequest: Equatable, Sendable {
    /// The Interface Builder document.
    public var path = ""
    /// The folder the `.layout` files are written into (created if missing); the current one by default.
    public var output: String?
    /// Whether diagnostics may use colour.
    public var colored = false
}

/// `vflc import`: one `.layout` file per unit of an Interface Builder document (scene,
/// top-level view, prototype cell; docs/interface-builder.md, "Importing"), named after the
/// unit, in the canonical form (`LayoutPrinter`, which `vflc fmt --check` accepts), headed by a
/// comment naming the document and the unit and by the `// vflc-canvas:` comments of the
/// canvases the unit is checked on, so that `vflc check` of the file finds what `vflc check`
/// of the document finds for it, on the same frames.
///
/// The document's own diagnostics are printed on standard error; a document that cannot be read
/// (`ib-xml`, `ib-document`) writes nothing (exit 1). The paths written are printed, one a line.
enum ImportCommand {
    static func parse(_ items: [String]) throws -> ImportRequest {
        var r = ImportRequest()
        var paths: [String] = []
        var index = 0
        var ended = false
        while index < items.count {
            let arg = items[index]
            index += 1
            if !ended && arg == "--" { ended = true; continue }
            if !ended, arg == "-o" || arg == "--output" || arg.hasPrefix("--output=") {
                if let eq = arg.firstIndex(of: "=") { r.output = String(arg[arg.index(after: eq)...]); continue }
                guard index < items.count else { throw UsageError("\(arg) needs a value") }
                r.output = items[index]
                index += 1
            } else if !ended, arg.hasPrefix("-"), arg != "-" {
                throw UsageError("unknown option '\(arg)' for 'import' (it takes -o DIR)")
            } else {
                paths.append(arg)
            }
        }
        guard paths.count == 1 else {
            throw UsageError(paths.isEmpty ? "'import' needs an Interface Builder document (FILE.storyboard or FILE.xib)"
                                           : "'import' takes one document; got \(paths.count)")
        }
        r.path = paths[0]
        guard !FrontEnds.isLayoutText(r.path) else {
            throw UsageError("'import' reads Interface Builder documents (.storyboard, .xib); '\(r.path)' is not one")
        }
        return r
    }

    static func run(_ request: ImportRequest, io: ToolIO) -> Int32 {
        let renderer = TextDiagnosticRenderer(colored: request.colored)
        let source: SourceFile
        switch CommandLineTool.loadSource(request.path, io: io, renderer: renderer) {
        case .failure(let stop): return stop.status
        case .success(let file): source = file
        }
        // The canvases written are the unit's as checked: a header's follow its holding unit.
        let document = Pipeline.read(source)
        let diagnostics = Pipeline.sorted(document.diagnostics + document.units.flatMap(\.parsed.diagnostics))
        if !diagnostics.isEmpty { io.stderr(renderer.render(diagnostics, sources: [source.path: source])) }
        if diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.layoutErrors }

        let folder = request.output ?? "."
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            io.stderr("vflc: error: cannot create the folder '\(folder)': \(error.localizedDescription)\n")
            return ExitStatus.usageOrIO
        }
        let documentName = source.path.split(separator: "/").last.map(String.init) ?? source.path
        for unit in document.units {
            let name = unit.name ?? "unit"
            let path = (folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/") + name + ".layout"
            if let failed = io.write(text(of: unit, document: documentName), to: path) { return failed }
            io.stdout(path + "\n")
        }
        return ExitStatus.success
    }

    /// The `.layout` text of one unit: the header comments, a blank line, the printed tree.
    static func text(of unit: FrontEndUnit, document: String) -> String {
        var out = "// Imported by vflc import from \(document), \(unit.title ?? unit.name ?? "unit")"
        if let root = unit.documentIDs["root"] { out += " (root view \(root))" }
        out += ".\n"
        if let design = unit.storedFrames?.canvas {
            out += "// Interface Builder laid it out on \(design.deviceName ?? "its canvas") in \(design.variant); "
                + "it is checked on these canvases:\n"
        } else {
            out += "// It is checked on these canvases:\n"
        }
        for c in unit.canvases { out += "// " + CanvasComments.comment(c) + "\n" }
        let body = LayoutPrinter.print(unit.parsed.file)
        return body.isEmpty ? out : out + "\n" + body
    }
}
