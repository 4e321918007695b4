import TestSupport
import XCTest
import Foundation
@testable import LayoutCommandLine

/// `vflc help`, `COMMAND --help`, the completion scripts and the man page all come from
/// `CommandHelp`: each is checked against it and against what the parser accepts.
final class HelpOutputTests: XCTestCase {
    private func run(_ args: [String]) -> ToolRun {
        return ToolRun.of(args)
    }

    func testHelpCommandAndHelpFlagAgreeForEveryCommand() {
        for c in CommandHelp.all {
            let a = run(["help", c.name]), b = run([c.name, "--help"])
            XCTAssertEqual(a.status, 0, c.name)
            XCTAssertEqual(a.stdout, b.stdout, c.name)
            XCTAssertTrue(a.stdout.hasPrefix("usage: vflc \(c.name)"), a.stdout)
            for o in c.options { XCTAssertTrue(a.stdout.contains("  " + o.flag), "\(c.name): \(o.flag)") }
            XCTAssertTrue(run(["--help"]).stdout.contains("  \(c.name) "), c.name)
        }
        // `--help` after `--` is a file name, not a request for help.
        XCTAssertNotEqual(run(["check", "--", "--help"]).stdout, run(["help", "check"]).stdout)
        let unknown = run(["help", "chek"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "vflc: error: no help for 'chek': not a command; did you mean 'check'?\n")
    }

    /// Every option the help lists for these commands is one the parser accepts.
    func testEveryDocumentedOptionIsAccepted() {
        let samples: [String: String] = ["--trait": "compact,regular", "--device": "iPhone 15", "--format": "json",
                                         "--size": "100x100", "-o": "/dev/null", "--port": "0", "--effective": "x.layout",
                                         "--content-size": "L,AX5"]
        for name in ["check", "render", "fmt", "config", "preview", "dump", "emit", "explain"] {
            let help = CommandHelp.named(name)!
            for o in help.options where o.flag != "--help" {
                var args = [name]
                if name == "dump" { args.append("ir") }
                if name == "emit" { args.append("uikit") }
                if name != "config" { args.append("x.layout") }
                args.append(o.flag)
                if o.value != nil { args.append(o.choices.last ?? samples[o.flag] ?? "x") }
                if name == "config" && o.flag != "--effective" { args += ["--effective", "x.layout"] }
                if case .failure(let e) = ArgumentParser.parse(args) { XCTFail("\(args): \(e.message)") }
            }
        }
    }

    func testBashCompletionCompletesCommandsOptionsAndValues() throws {
        let bash = "/bin/bash"
        guard FileManager.default.isExecutableFile(atPath: bash) else { throw XCTSkip("bash not installed") }
        let script = CompletionScripts.script(for: "bash")
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program = script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _vflc; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
            let p = Process()
            p.executableURL = URL(fileURLWithPath: bash)
            p.arguments = ["--norc", "--noprofile", "-c", program]
            let out = Pipe()
            p.standardOutput = out
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0)
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try complete(["vflc", "che"]), ["check"])
        XCTAssertEqual(try complete(["vflc", "co"]), ["config", "completions"])
        XCTAssertEqual(try complete(["vflc", "check", "--fo"]), ["--format"])
        XCTAssertEqual(try complete(["vflc", "check", "--format", ""]), ["text", "json", "github", "sarif", "xcode"])
        XCTAssertEqual(try complete(["vflc", "render", "x.layout", "--trait", "compact,r"]), ["compact,regular"])
        XCTAssertEqual(try complete(["vflc", "completions", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(try complete(["vflc", "dump", "a"]), ["ast"])
        XCTAssertEqual(try complete(["vflc", "expl"]), ["explain"])
        XCTAssertEqual(try complete(["vflc", "explain", "--format", ""]), ["text", "json"])
        XCTAssertEqual(try complete(["vflc", "explain", "app.log", "--la"]), ["--layouts"])
    }

    func testZshAndFishScriptsNameEveryCommandAndOption() {
        let zsh = CompletionScripts.script(for: "zsh"), fish = CompletionScripts.script(for: "fish")
        XCTAssertTrue(zsh.hasPrefix("#compdef vflc\n"))
        for c in CommandHelp.all {
            XCTAssertTrue(zsh.contains("'\(c.name):"), c.name)
            XCTAssertTrue(fish.contains("-a \(c.name) -d"), c.name)
            for o in c.options where o.flag.hasPrefix("--") {
                XCTAssertTrue(zsh.contains("\(o.flag)["), "\(c.name) \(o.flag)")
                XCTAssertTrue(fish.contains("__fish_seen_subcommand_from \(c.name)' -l \(o.flag.dropFirst(2))"), "\(c.name) \(o.flag)")
            }
        }
        // Shells that are installed must accept the scripts' syntax.
        for (shell, script) in [("zsh", zsh), ("fish", fish)] {
            guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                print("note: \(shell) not installed; its completion script's syntax is not checked")
                continue
            }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: path)
            p.arguments = ["-n", "-c", script]
            try? p.run()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, "\(shell) rejects its completion script")
        }
    }

    /// docs/vflc.1 is `vflc man`'s output (VFLC_UPDATE_GOLDEN=1 rewrites it), and groff reads
    /// it without a warning where groff is installed.
    func testManPageIsCurrentAndWellFormed() throws {
        let page = run(["man"]).stdout
        XCTAssertTrue(page.hasPrefix(".TH VFLC 1 "))
        for c in CommandHelp.all { XCTAssertTrue(page.contains(".SS \"vflc \(c.name)\""), c.name) }
        XCTAssertFalse(page.unicodeScalars.contains { !$0.isASCII }, "roff input is ASCII")
        Golden.assertMatches(page, path: RepoPaths.path("docs/vflc.1"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { throw XCTSkip("groff not installed") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        p.arguments = ["-man", "-Tutf8", "-ww", "-z"]
        let input = Pipe(), err = Pipe()
        p.standardInput = input
        p.standardError = err
        try p.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(warnings, "", "groff warnings")
    }
}
