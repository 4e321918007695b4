import Foundation
import XCTest

/// Golden-file assertions shared by every test target.
///
/// Set `VFLC_UPDATE_GOLDEN=1` to rewrite the golden files instead of comparing; review every
/// resulting diff with `git diff` before committing (docs/testing.md).
public enum Golden {
    /// Whether this run rewrites golden files.
    public static var updating: Bool { ProcessInfo.processInfo.environment["VFLC_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with the file at `path`, or writes it when updating.
    public static func assertMatches(_ actual: String, path: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = URL(fileURLWithPath: path)
        if updating {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            XCTAssertNoThrow(try actual.write(to: url, atomically: true, encoding: .utf8), file: file, line: line)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(path); run with VFLC_UPDATE_GOLDEN=1 to create it", file: file, line: line)
            return
        }
        if expected != actual {
            XCTFail("output differs from golden file \(path):\n\(firstDifference(expected, actual))\n(VFLC_UPDATE_GOLDEN=1 rewrites it)",
                    file: file, line: line)
        }
    }

    /// A short description of the first differing line.
    public static func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.components(separatedBy: "\n"), lb = b.components(separatedBy: "\n")
        for i in 0..<max(la.count, lb.count) {
            let x = i < la.count ? la[i] : "<end>", y = i < lb.count ? lb[i] : "<end>"
            if x != y { return "line \(i + 1):\n  expected: \(x)\n  actual:   \(y)" }
        }
        return "(identical lines; line endings differ)"
    }
}

/// Paths inside the package, for fixtures and samples.
public enum RepoPaths {
    /// The package root, found from this source file's location.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        // Sources/TestSupport/Golden.swift → package root.
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `root/relative`.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// Every UTF-8 `.layout` file under `Samples/` and `Tests/` (samples and every test
    /// target's fixtures), sorted; fixtures that are not UTF-8 on purpose are left out.
    public static func layoutFiles() -> [String] {
        var files: [String] = []
        for dir in ["Samples", "Tests"] {
            let top = path(dir)
            guard let walker = FileManager.default.enumerator(atPath: top) else { continue }
            while let name = walker.nextObject() as? String {
                if name.hasSuffix(".layout"), let data = FileManager.default.contents(atPath: top + "/" + name),
                   String(data: data, encoding: .utf8) != nil {
                    files.append(top + "/" + name)
                }
            }
        }
        return files.sorted()
    }
}
