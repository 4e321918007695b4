import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutCheck

/// One unit of a document of several (an Interface Builder document's scene, top-level view or
/// cell) inside its `CompiledFile`: which variants and solutions are its.
public struct CompiledUnit: Sendable {
    /// The unit's name, unique in the document (`LoginViewController`).
    public var name: String
    /// How output names it (`scene 'LoginViewController'`).
    public var title: String
    /// Its lowered variants: indices into the file's `variants`.
    public var variants: Range<Int>
    /// Its solutions: indices into the file's `solutions` (empty when the unit has front-end errors).
    public var solutions: Range<Int>
    /// Each declared view's id in the document, by name (render JSON's `ibID`).
    public var documentIDs: [String: String]
    /// Its diagnostics (also in the file's), in output order.
    public var diagnostics: [Diagnostic] = []
    /// The solution (index into the file's `solutions`) on the canvas the document was laid out
    /// on, whose frames are the ones it stores (Interface Builder's design device); `nil` when
    /// that canvas is not among the unit's targets.
    public var designSolution: Int?
}

extension Pipeline {
    /// `source` through the pipeline, each unit of the document at the targets `targets` gives
    /// it (`ConfiguredCompilation` resolves them with the unit's own canvases): for a
    /// document of one unnamed unit (a `.layout` file) exactly `compile(_:targets:)`; for one
    /// of several, each unit compiled on its own and the results joined in one `CompiledFile`
    /// — every diagnostic (each unit's noted with the unit's name), the variants and solutions
    /// unit after unit, and `units` saying which are whose.
    public static func compile(_ source: SourceFile, unitTargets targets: (FrontEndUnit) -> [LayoutTarget],
                               analyse: Bool = true, contentSizes: ContentSizeChoice = .rule) -> CompiledFile {
        let document = read(source)
        if document.units.count == 1, document.units[0].name == nil, document.diagnostics.isEmpty {
            let unit = document.units[0]
            return compileUnit(source, parsed: unit.parsed, targets: targets(unit), analyse: analyse, contentSizes: contentSizes)
        }
        var out = CompiledFile(source: source, diagnostics: [], solutions: [], variants: [])
        var all = document.diagnostics
        for unit in document.units {
            var compiled = compileUnit(source, parsed: unit.parsed, targets: targets(unit), analyse: analyse, contentSizes: contentSizes)
            if analyse, compiled.solutions.count == compiled.variants.count, let stored = unit.storedFrames {
                compiled.diagnostics += StoredFrameFindings.diagnostics(stored, unit: unit, compiled: compiled, source: source)
            }
            let name = unit.name ?? "unit\(out.units.count + 1)"
            var own: [Diagnostic] = []
            for var d in compiled.diagnostics {
                if !unit.acceptsFixes { d.fixes = [] }
                d.notes.append(unitNote(d, unit: unit, source: source))
                own.append(d)
            }
            own = sorted(own)
            all += own
            out.units.append(CompiledUnit(name: name, title: unit.title ?? name,
                                          variants: out.variants.count..<(out.variants.count + compiled.variants.count),
                                          solutions: out.solutions.count..<(out.solutions.count + compiled.solutions.count),
                                          documentIDs: unit.documentIDs, diagnostics: own,
                                          designSolution: unit.storedFrames.flatMap {
                                              StoredFrameFindings.designSolution($0, in: compiled.solutions)
                                          }.map { $0 + out.solutions.count }))
            out.variants += compiled.variants
            out.solutions += compiled.solutions
        }
        out.diagnostics = sorted(all)
        return out
    }

    /// One unit's tree lowered, checked and sorted (as `compile(_:targets:)` does a file).
    static func compileUnit(_ source: SourceFile, parsed: ParseResult, targets: [LayoutTarget], analyse: Bool,
                            contentSizes: ContentSizeChoice) -> CompiledFile {
        let front = frontEnd(source, parsed: parsed, targets: targets, contentSizes: contentSizes)
        if analyse { return compile(front, source: source) { Checker.check($0, source: source) } }
        return compile(front, source: source) { variants in
            CheckResult(solutions: front.hasErrors ? [] : variants.map { Checker.solve($0) }, diagnostics: [])
        }
    }

    /// "`titleLabel` is the label with id 4xZ-ab-1cd, in scene 'Login' of Main.storyboard":
    /// which unit a finding is in, and which of the document's objects its view is.
    static func unitNote(_ d: Diagnostic, unit: FrontEndUnit, source: SourceFile) -> DiagnosticNote {
        let document = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let place = "in \(unit.title ?? unit.name ?? "a unit") of \(document)"
        if let subject = d.subject, let description = unit.viewDescriptions[subject] {
            return DiagnosticNote("`\(subject)` is \(description), \(place)")
        }
        return DiagnosticNote(place)
    }
}
