import Foundation
import LayoutSource
import TestSupport
import XCTest

/// Every command of the built `vflc` executable, run as a separate process with the arguments
/// a user (or an editor) types; the in-process tests cannot see what `main.swift` does.
final class ExecutableTests: XCTestCase {
    private func vflc(_ arguments: [String], stdin: String = "") throws -> BuiltExecutable.Run {
        try BuiltExecutable.run(arguments, stdin: stdin)
    }

    func testHelpAndVersion() throws {
        let help = try vflc(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("lsp"), help.stdout)
        let lsp = try vflc(["help", "lsp"])
        XCTAssertEqual(lsp.status, 0)
        XCTAssertTrue(lsp.stdout.contains("usage: vflc lsp [--stdio]"), lsp.stdout)
        let version = try vflc(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("vflc "), version.stdout)
    }

    func testCheckStatuses() throws {
        let clean = try vflc(["check", "Samples/card.layout"])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        let broken = try vflc(["check", "-"], stdin: "view box\nH:|-[bx]-|\nV:|-[box(100)]\n")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("<stdin>:2:"), broken.stdout)
        let missing = try vflc(["check", "no-such-file.layout"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "vflc: error: cannot read 'no-such-file.layout': no such file\n")
    }

    func testRenderDevicesDumpAndFormat() throws {
        let render = try vflc(["render", "Samples/card.layout", "--trait", "compact,regular"])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stdout.contains("avatar"), render.stdout)
        let devices = try vflc(["devices"])
        XCTAssertEqual(devices.status, 0)
        XCTAssertTrue(devices.stdout.contains("iPhone 15"), devices.stdout)
        let tokens = try vflc(["dump", "tokens", "Samples/card.layout"])
        XCTAssertEqual(tokens.status, 0, tokens.stderr)
        XCTAssertTrue(tokens.stdout.contains("identifier"), tokens.stdout)
        let check = try vflc(["fmt", "--check", "Samples/card.layout"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let formatted = try vflc(["fmt", "-"], stdin: "view   box\nH:|-[box]-|\n")
        XCTAssertEqual(formatted.status, 0, formatted.stderr)
        XCTAssertEqual(formatted.stdout, "view box\nH:|-[box]-|\n")
    }

    func testEmitUIKit() throws {
        let r = try vflc(["emit", "uikit", "Samples/card.layout"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("import UIKit"), r.stdout)
        let missing = try vflc(["emit", "uikit"])
        XCTAssertEqual(missing.status, 2)
    }

    func testUnknownCommandSuggests() throws {
        let r = try vflc(["chek", "x.layout"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "vflc: error: unknown command 'chek'; did you mean 'check'?\n")
    }

    /// vscode-languageclient starts an executable with its `args` plus `--pipe=NAME`,
    /// `--socket=PORT` or `--node-ipc` for those transports: refused in one line, status 2,
    /// before reading anything.
    func testLanguageServerRefusesOtherTransports() throws {
        for flag in ["--socket=6009", "--pipe=/tmp/vflc.sock", "--node-ipc", "--port=6009"] {
            let r = try vflc(["lsp", flag])
            XCTAssertEqual(r.status, 2, flag)
            let name = String(flag.prefix { $0 != "=" })
            XCTAssertEqual(r.stderr, "vflc: error: 'lsp' serves standard input and output only (--stdio); \(name) is not supported\n")
            XCTAssertEqual(r.stdout, "")
        }
        let file = try vflc(["lsp", "Samples/card.layout"])
        XCTAssertEqual(file.status, 2)
        XCTAssertTrue(file.stderr.hasPrefix("vflc: error: 'lsp' takes no files"), file.stderr)
    }

    /// Without `shutdown`, the end of input means status 1 (the protocol's rule), with
    /// and without `--stdio`.
    func testLanguageServerEndOfInputWithoutShutdown() throws {
        for arguments in [["lsp"], ["lsp", "--stdio"], ["lsp", "--stdio", "--clientProcessId=1"]] {
            let r = try vflc(arguments)
            XCTAssertEqual(r.status, 1, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
        }
    }
}
