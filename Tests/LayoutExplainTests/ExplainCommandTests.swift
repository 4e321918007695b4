import Foundation
import TestSupport
import XCTest

/// `vflc explain` as a user runs it: the built executable in the package root, its exit
/// statuses, standard input, `--layouts`, the JSON against the schema and the text against the
/// goldens the library's tests keep (`ExplainGoldenTests`).
final class ExplainCommandTests: XCTestCase {
    static let project = "Tests/LayoutExplainTests/Fixtures/project"

    private func vflc(_ arguments: [String], stdin: String = "", in directory: String = RepoPaths.root,
                      environment: [String: String] = ["NO_COLOR": "1"]) throws -> BuiltProduct.Run {
        try BuiltProduct.run("vflc", ["explain"] + arguments, stdin: Data(stdin.utf8), in: directory, environment: environment)
    }

    private func golden(_ log: String, _ ext: String) throws -> String {
        let name = (log as NSString).lastPathComponent.replacingOccurrences(of: ".log", with: "." + ext)
        return try String(contentsOfFile: ExplainGoldenTests.fixtures + "/golden/" + name, encoding: .utf8)
    }

    /// Every fixture in one run: the text is the goldens' one after the other.
    func testTextIsTheGoldens() throws {
        let logs = ExplainGoldenTests.logs()
        let run = try vflc(logs + ["--layouts", Self.project])
        XCTAssertEqual(run.status, 1, run.stderr)
        let expected = try logs.map { try golden($0, "txt") }.joined()
        XCTAssertEqual(run.stdout, expected, Golden.firstDifference(run.stdout, expected))
        let reports = try logs.map { try JSONSerialization.jsonObject(with: Data(golden($0, "json").utf8)) as! [String: Any] }
            .flatMap { $0["reports"] as! [Any] }
        let conflicts = reports.filter { !(($0 as! [String: Any])["minimal"] as! [Any]).isEmpty }.count
        XCTAssertEqual(run.stderr, "\(reports.count) reports in \(logs.count) inputs (\(conflicts) with a minimal conflict)\n")
    }

    /// Every fixture in one run: one document, valid, whose reports are the goldens'.
    func testJSONValidatesAndIsTheGoldens() throws {
        let logs = ExplainGoldenTests.logs()
        let run = try vflc(["--format", "json", "--layouts", Self.project] + logs)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        XCTAssertEqual(try SchemaValidator.explain().validate(document), [])
        let reports = try XCTUnwrap((document as? [String: Any])?["reports"] as? [Any])
        let expected = try logs.flatMap { log -> [Any] in
            let g = try JSONSerialization.jsonObject(with: Data(golden(log, "json").utf8)) as! [String: Any]
            return g["reports"] as! [Any]
        }
        XCTAssertGreaterThan(expected.count, 30)
        XCTAssertTrue((reports as NSArray).isEqual(to: expected), "the command's reports differ from the goldens'")
    }

    func testStandardInput() throws {
        let log = "Tests/LayoutExplainTests/Fixtures/causes/duplicate-constraint.log"
        let text = try String(contentsOfFile: RepoPaths.path(log), encoding: .utf8)
        let fromFile = try vflc([log])
        for arguments in [[], ["-"]] {
            let run = try vflc(arguments, stdin: text)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stdout.hasPrefix("<stdin>:"), run.stdout)
            XCTAssertEqual(run.stdout.replacingOccurrences(of: "<stdin>:", with: log + ":"), fromFile.stdout)
        }
        let json = try vflc(["--format", "json"], stdin: text)
        let reports = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["reports"] as? [[String: Any]])
        XCTAssertEqual(reports.map { $0["file"] as? String }, ["<stdin>"])
    }

    func testNoReportIsStatusZeroWithANote() throws {
        let run = try vflc([], stdin: "2024-05-14 09:12:33.481920+0200 App[8731:5120433] [Network] all good\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "vflc: no \"Unable to simultaneously satisfy constraints\" report found in <stdin>\n")
        let dir = try TemporaryDirectory(prefix: "vflc-explain")
        let a = try dir.write("a.log", "nothing\n"), b = try dir.write("b.log", "")
        let json = try vflc(["--format", "json", a, b])
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(json.stdout, "{\n  \"schemaVersion\": 1,\n  \"reports\": []\n}\n")
        XCTAssertEqual(json.stderr, "vflc: no \"Unable to simultaneously satisfy constraints\" report found in 2 inputs\n")
    }

    func testUsageAndInputErrorsWriteNothing() throws {
        let good = "Tests/LayoutExplainTests/Fixtures/causes/duplicate-constraint.log"
        let dir = try TemporaryDirectory(prefix: "vflc-explain")
        let cases: [([String], String)] = [
            ([good, "no-such.log"], "vflc: error: cannot read 'no-such.log': no such file\n"),
            ([good, "Tests"], "vflc: error: cannot read 'Tests': it is a directory\n"),
            ([good, "--fromat", "json"], "vflc: error: unknown option '--fromat'; did you mean '--format'?\n"),
            ([good, "--format", "xml"], "vflc: error: --format must be one of text, json; got 'xml'\n"),
            ([good, "--layouts"], "vflc: error: --layouts needs a value\n"),
            ([good, "--layouts", "no-such-folder"], "vflc: error: --layouts no-such-folder: no such folder\n"),
            ([good, "--layouts", good], "vflc: error: --layouts \(good): not a folder (give the folder the sources are under)\n"),
            (["-", good, "-"], "vflc: error: standard input (-) can be read once only\n"),
        ]
        for (arguments, message) in cases {
            let run = try vflc(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
            XCTAssertEqual(run.stderr, message, "\(arguments)")
        }
        // A file that cannot be read (unless the tests run as root, who reads anything).
        let locked = try dir.write("locked.log", "x\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        if !FileManager.default.isReadableFile(atPath: locked) {
            let run = try vflc([good, locked])
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stdout, "")
            XCTAssertEqual(run.stderr, "vflc: error: cannot read '\(locked)': permission denied\n")
        }
    }

    /// Identifiers as the build plugin writes them (relative to the package), as older generated
    /// code wrote them (`./`, as typed), with a role after the position, and from another
    /// machine's absolute path; the note names the file as found under `--layouts`.
    func testLayoutsFindsTheFilesIdentifiersName() throws {
        let ids = ["Sources/Profile/profile.layout:14:1", "./Sources/Profile/profile.layout:14:1 height-hugging",
                   "/Users/lena/Profiles/Sources/Profile/profile.layout:14:1", "Sources/Profile/./profile.layout:14:1 content_hugging2"]
        for id in ids {
            let log = Self.log([("0x600001", "'\(id)' UIImageView:0x7f01.height == 72"),
                                ("0x600002", "UIImageView:0x7f01.height == 40")])
            let run = try vflc(["--layouts", Self.project], stdin: log)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stdout.contains("\(Self.project)/Sources/Profile/profile.layout:14:1: note: [0] comes from here"), id + "\n" + run.stdout)
            XCTAssertTrue(run.stdout.contains("    avatar.height == 72\n    ^\n"), run.stdout)
            XCTAssertTrue(run.stdout.contains("[redundant-constraint]"), run.stdout)
            if id.hasSuffix("hugging") { XCTAssertTrue(run.stdout.contains("from here (height-hugging)"), run.stdout) }
            if id.hasSuffix("hugging2") { XCTAssertTrue(run.stdout.contains("from here (content_hugging2)"), run.stdout) }
        }
        // `--layouts .` from inside the package: paths as the identifiers give them.
        let log = Self.log([("0x600001", "'Sources/Profile/profile.layout:14:1' UIImageView:0x7f01.height == 72"),
                            ("0x600002", "UIImageView:0x7f01.height == 40")])
        let inside = try vflc(["--layouts", ".", "--format", "json"], stdin: log, in: RepoPaths.path(Self.project))
        let report = try XCTUnwrap(((try JSONSerialization.jsonObject(with: Data(inside.stdout.utf8)) as? [String: Any])?["reports"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((report["constraints"] as? [[String: Any]])?[0]["location"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "Sources/Profile/profile.layout")
        XCTAssertEqual(location["text"] as? String, "avatar.height == 72")
        // Without --layouts the relative path is not under the current directory: said so.
        let without = try vflc([], stdin: log)
        XCTAssertTrue(without.stdout.contains("[0] Sources/Profile/profile.layout:14:1: source not found (give the folder of the sources with --layouts DIR)"),
                      without.stdout)
    }

    /// The `.layout` file is compiled as `vflc check` compiles it: its `.vflc.json` chooses the
    /// traits and the severities, and a malformed one is the error `check` stops with.
    func testTheFilesConfigurationApplies() throws {
        let dir = try TemporaryDirectory(prefix: "vflc-explain-config")
        // In regular width the fixed width cannot fit between the insets: `check` reports it in wR only.
        _ = try dir.write("screen.layout", "view box\nH:|-16-[box]-16-|\nV:|-16-[box(40)]\nwhen wR {\n  box.width == 100\n}\n")
        let log = Self.log([("0x600001", "'screen.layout:5:3' UIView:0x7f01.width == 100"),
                            ("0x600002", "UIView:0x7f01.width == 40")])
        func explain(_ configuration: String?) throws -> String {
            let file = dir.url.appendingPathComponent(".vflc.json").path
            try? FileManager.default.removeItem(atPath: file)
            if let configuration { _ = try dir.write(".vflc.json", configuration) }
            let run = try vflc(["--layouts", dir.path], stdin: log)
            XCTAssertEqual(run.status, 1, run.stderr)
            return run.stdout
        }
        let all = try explain("{\"root\": true}")
        XCTAssertTrue(all.contains("screen.layout:5:3: note: [0] comes from here"), all)
        let check = try BuiltProduct.run("vflc", ["check", dir.path + "/screen.layout"])
        XCTAssertEqual(check.status, 1)
        let id = try XCTUnwrap(check.stdout.split(separator: "\n").first { $0.contains(": error: ") }.flatMap { $0.split(separator: "[").last })
        XCTAssertTrue(all.contains("[" + id), "check says \(check.stdout)\nexplain says \(all)")
        let compactOnly = try explain("{\"root\": true, \"traits\": [\"compact,regular\"]}")
        XCTAssertFalse(compactOnly.contains("[" + id), compactOnly)
        XCTAssertTrue(compactOnly.contains("vflc check reports nothing here at the traits it checks the file in"), compactOnly)
        let malformed = try explain("{\"root\": true, \"traits\": 3}")
        XCTAssertTrue(malformed.contains(".vflc.json:1:26: error: \"traits\" must be an array of strings"), malformed)
        XCTAssertTrue(malformed.contains("[config-error]\n    {\"root\": true, \"traits\": 3}\n"), malformed)
        XCTAssertFalse(malformed.contains("[" + id), malformed)
    }

    /// Colour on a terminal (`script` gives the run one), never with `NO_COLOR`, never into a pipe.
    func testColourOnATerminalOnly() throws {
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script) else { throw XCTSkip("script(1) is not installed") }
        let log = RepoPaths.path("Tests/LayoutExplainTests/Fixtures/causes/duplicate-constraint.log")
        let command = "'\(BuiltProduct.url("vflc").path)' explain '\(log)'"
        func onTerminal(_ environment: [String: String]) throws -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: script)
            p.arguments = ["-qec", command, "/dev/null"]
            var env = ProcessInfo.processInfo.environment
            env["NO_COLOR"] = nil
            env["TERM"] = "xterm"
            p.environment = env.merging(environment) { $1 }
            let out = Pipe()
            p.standardOutput = out
            p.standardInput = FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let coloured = try onTerminal([:])
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror: \u{1B}[0m"), coloured)
        let plain = try onTerminal(["NO_COLOR": "1"])
        XCTAssertTrue(plain.contains("error: "), plain)
        XCTAssertFalse(plain.contains("\u{1B}["), plain)
        XCTAssertFalse(try vflc([log], environment: [:]).stdout.contains("\u{1B}["))
    }

    /// A report of `constraints` (address, body) in Xcode's console form, UIKit breaking the first.
    static func log(_ constraints: [(String, String)]) -> String {
        let items = constraints.map { "<NSLayoutConstraint:\($0.0) \($0.1)   (active)>" }
        return "2024-06-03 16:01:44.501877+0200 App[6021:311902] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "(\n" + items.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(items[0])\n\n"
    }
}
