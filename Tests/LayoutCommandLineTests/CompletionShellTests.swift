import TestSupport
import XCTest
import Foundation
@testable import LayoutCommandLine

/// The zsh and fish completion scripts executed in their shells, as a user's Tab runs them
/// (the bash script is run in `HelpOutputTests`): zsh through its own pseudo-terminal module
/// (`zpty`) with `compinit`, fish with `complete --do-complete`. Each test is skipped, saying
/// so, where its shell is not installed.
final class CompletionShellTests: XCTestCase {
    private var dir: TemporaryDirectory!
    override func setUpWithError() throws {
        dir = try TemporaryDirectory(prefix: "vflc-completions")
        // One layout file, so file completion has something to offer (and to wrongly offer).
        _ = try dir.write("screen.layout", "view a\n")
    }
    override func tearDownWithError() throws { dir = nil }

    /// The cases both shells must complete alike: words typed so far → the candidates.
    static let cases: [(String, [String])] = [
        ("vflc che", ["check"]),
        ("vflc co", ["completions", "config"]),
        ("vflc check --fo", ["--format"]),
        ("vflc check --format ", ["github", "json", "sarif", "text", "xcode"]),
        ("vflc render x.layout --trait compact,r", ["compact,regular"]),
        ("vflc render x.layout --no-c", ["--no-config"]),
        ("vflc completions ", ["bash", "fish", "zsh"]),
        ("vflc check scr", ["screen.layout"]),
        ("vflc expl", ["explain"]),
        ("vflc explain --format ", ["json", "text"]),
        ("vflc explain app.log --la", ["--layouts"]),
    ]

    private func shell(_ name: String) throws -> String {
        guard let path = ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("\(name) is not installed: its completion script is not executed")
        }
        return path
    }

    /// Runs `executable ARGS…` in the temporary folder; kills it after 30 s (a hang fails).
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = dir.url
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = dir.path      // no user configuration, no history files elsewhere
        p.environment = environment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = Pipe()
        try p.run()
        let killer = DispatchWorkItem { p.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: killer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        killer.cancel()
        XCTAssertEqual(p.terminationStatus, 0, "\(executable) \(arguments.last ?? "")")
        return String(decoding: data, as: UTF8.self)
    }

    func testZshCompletesAsTheScriptSays() throws {
        let zsh = try shell("zsh")
        _ = try dir.write("_vflc", CompletionScripts.script(for: "zsh"))
        // An interactive zsh on a pseudo-terminal: compinit finds `_vflc` on fpath; `compadd`
        // is wrapped to print each candidate it is given; Tab runs completion, then prints a
        // marker, so the driver knows when the candidates are all out (no sleeps).
        let driver = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z 'PS1=""; fpath=('"$1"' $fpath); autoload -Uz compinit; compinit -u -D'
        zpty -w z 'compadd() { local -a __m; builtin compadd -O __m "$@"; print -rl -- "" "C:"${^__m}; }'
        zpty -w z '_t() { zle complete-word; print -n -- "@@""COMPLETED"; }; zle -N _t; bindkey "^I" _t; print -- "@@""READY"'
        zpty -r -m z out '*@@READY*' || exit 3
        zpty -n -w z "$2"$'\t'
        zpty -r -m z out '*@@COMPLETED*' || exit 4
        print -r -- "$out" | tr -d '\r' | grep -a '^C:' | sed 's/^C://' | sort -u
        zpty -d z
        """#
        let driverPath = try dir.write("driver.zsh", driver)
        for (words, expected) in Self.cases {
            let out = try run(zsh, ["-f", driverPath, dir.path, words])
            XCTAssertEqual(out.split(separator: "\n").map(String.init), expected, "zsh: \(words)")
        }
    }

    func testFishCompletesAsTheScriptSays() throws {
        let fish = try shell("fish")
        let script = try dir.write("vflc.fish", CompletionScripts.script(for: "fish"))
        for (words, expected) in Self.cases {
            let quoted = "'" + words.replacingOccurrences(of: "'", with: "\\'") + "'"
            let out = try run(fish, ["--no-config", "-c", "source \(script); complete --do-complete \(quoted)"])
            // `candidate<TAB>description` per line.
            let candidates = out.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1)[0]) }.sorted()
            XCTAssertEqual(candidates, expected, "fish: \(words)")
        }
    }
}
