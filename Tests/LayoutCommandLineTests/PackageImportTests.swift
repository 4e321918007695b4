import Foundation
import TestSupport
import XCTest

/// Package.swift declares every module each target imports (issue 16): a module imported but
/// reached only through another target's dependencies builds today and breaks when that
/// target's list changes. And the stages go one way (issue 23): a target imports only targets
/// before it in `stages`, the order of docs/architecture.md's targets table. Read from the
/// manifest's text (running `swift package` inside `swift test` would wait on the build lock).
final class PackageImportTests: XCTestCase {
    /// Modules of the toolchain and the system, not targets of this package.
    private let system: Set<String> = ["Foundation", "FoundationXML", "XCTest", "Dispatch", "Glibc", "Darwin", "PackagePlugin",
                                       "Synchronization"]

    /// Every target that is not a test, in stage order (docs/architecture.md, "Targets").
    private let stages = [
        "LayoutSource", "LayoutSyntax", "InterfaceBuilderDocument", "LayoutInterfaceBuilder", "LayoutConsoleLog", "LayoutLowering", "LayoutSolver", "LayoutCheck",
        "LayoutDiagnosticWriters", "LayoutEmissionModel", "LayoutBackends", "LayoutFormat",
        "LayoutPipeline", "LayoutWorkspace", "LayoutEmission", "LayoutExplain", "LayoutIDE",
        "LayoutPreview", "LayoutCommandLine", "vflc-build", "LayoutServer", "vflc", "vflc-bench", "explain-bench",
    ]
    /// Targets only tests use (golden files, the UIKit stand-in); no stage may import them.
    private let testSupport: Set<String> = ["TestSupport", "UIKit", "UIKitStandInRecorder", "FuzzHarness"]

    /// Each `.target`/`.executableTarget`/`.testTarget` of the manifest: name, folder and the
    /// names in its `dependencies: [...]`.
    private func targets() throws -> [(name: String, kind: String, folder: String, dependencies: Set<String>)] {
        let manifest = try String(contentsOfFile: RepoPaths.path("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget)\(name: "([^"]+)"([^)]*)\)"#,
                                              options: [.dotMatchesLineSeparators])
        let text = manifest as NSString
        return pattern.matches(in: manifest, range: NSRange(location: 0, length: text.length)).map { m in
            let kind = text.substring(with: m.range(at: 1)), name = text.substring(with: m.range(at: 2))
            let rest = text.substring(with: m.range(at: 3))
            var dependencies = Set<String>()
            if let open = rest.range(of: "dependencies: ["), let close = rest[open.upperBound...].firstIndex(of: "]") {
                for part in rest[open.upperBound..<close].split(separator: ",") {
                    let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    if !trimmed.isEmpty { dependencies.insert(trimmed) }
                }
            }
            var folder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let p = rest.range(of: #"path: "([^"]+)""#, options: .regularExpression) {
                folder = String(rest[p]).replacingOccurrences(of: "path: ", with: "").replacingOccurrences(of: "\"", with: "")
            }
            return (name, kind, folder, dependencies)
        }
    }

    /// The modules `import`ed by the Swift files under `folder` (fixtures excluded).
    private func imports(in folder: String) -> Set<String> {
        var out = Set<String>()
        let root = RepoPaths.path(folder)
        guard let walk = FileManager.default.enumerator(atPath: root) else { return out }
        while let file = walk.nextObject() as? String {
            guard file.hasSuffix(".swift"), !file.hasPrefix("Fixtures/"), !file.contains("/Fixtures/") else { continue }
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                var l = line.trimmingCharacters(in: .whitespaces)
                if l.hasPrefix("@testable ") { l.removeFirst("@testable ".count) }
                guard l.hasPrefix("import ") else { continue }
                out.insert(String(l.dropFirst("import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return out
    }

    func testEveryImportedModuleIsADeclaredDependency() throws {
        let all = try targets()
        let names = Set(all.map(\.name))
        XCTAssertTrue(names.isSuperset(of: ["LayoutSource", "LayoutPipeline", "LayoutServer", "vflc", "vflcTests"]), "\(names.sorted())")
        for t in all {
            let used = imports(in: t.folder).subtracting(system).subtracting([t.name])
            let missing = used.subtracting(t.dependencies)
            XCTAssertEqual(missing.sorted(), [], "\(t.name) imports \(missing.sorted()) without declaring them in Package.swift")
        }
    }

    /// A stage imports (and declares) only stages before it; every target that is not a test
    /// or a test helper has its place in the order.
    func testNoTargetImportsALaterStage() throws {
        let all = try targets()
        let rank = Dictionary(uniqueKeysWithValues: stages.enumerated().map { ($1, $0) })
        for t in all where t.kind != "testTarget" && !testSupport.contains(t.name) {
            guard let mine = rank[t.name] else {
                XCTFail("\(t.name) has no place in the stage order (PackageImportTests.stages, docs/architecture.md)")
                continue
            }
            let used = imports(in: t.folder).subtracting(system).subtracting([t.name]).union(t.dependencies)
            for m in used.sorted() {
                XCTAssertLessThan(rank[m] ?? Int.max, mine, "\(t.name) imports \(m), which is not an earlier stage")
            }
        }
    }

    /// The boundaries docs/architecture.md names: the backends (and the models and writers
    /// below them) never see the syntax tree or the IR; the language server speaks the protocol
    /// over the IDE layer, the pipeline's types and the source layer only.
    func testBoundaries() throws {
        let all = try targets()
        let allowed: [String: Set<String>] = [
            "LayoutDiagnosticWriters": ["LayoutSource"],
            "LayoutEmissionModel": ["LayoutSource"],
            "LayoutBackends": ["LayoutSource", "LayoutDiagnosticWriters", "LayoutEmissionModel"],
            "LayoutServer": ["LayoutSource", "LayoutPipeline", "LayoutIDE"],
        ]
        for (name, modules) in allowed {
            let t = try XCTUnwrap(all.first { $0.name == name }, name)
            let used = imports(in: t.folder).subtracting(system).union(t.dependencies)
            XCTAssertEqual(used.subtracting(modules).sorted(), [], "\(name) reaches past its boundary")
        }
    }
}
