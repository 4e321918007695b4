import Foundation
import TestSupport
import XCTest

/// Runs the VS Code extension's own code (`editors/vscode/extension.js`) in Node with stand-ins
/// for the `vscode` and `vscode-languageclient/node` modules, and checks what it hands the
/// language client: the settings the manifest declares reach the server. Skipped where `node`
/// is not installed.
///
/// The stand-in `vscode.workspace.getConfiguration` answers as VS Code does: the user's value
/// if set, else the default the manifest (`package.json`) declares for the key — so a setting
/// the manifest forgets reads as `undefined`, whatever default the extension's code passes.
final class VSCodeExtensionTests: XCTestCase {
    static let extensionDirectory = RepoPaths.path("editors/vscode")

    /// The stand-in modules and a driver: activates the extension, prints what it gave
    /// `new LanguageClient(...)` as JSON.
    static let harness = #"""
    'use strict';
    const Module = require('module');
    const fs = require('fs');
    const [extensionPath, userSettingsJSON] = process.argv.slice(2);
    const manifest = JSON.parse(fs.readFileSync(require('path').join(require('path').dirname(extensionPath), 'package.json'), 'utf8'));
    const declared = (manifest.contributes && manifest.contributes.configuration && manifest.contributes.configuration.properties) || {};
    const user = JSON.parse(userSettingsJSON);
    const record = { sections: [], clients: [], started: 0 };
    const vscode = {
      workspace: {
        getConfiguration(section) {
          record.sections.push(section);
          return {
            get(key, fallback) {
              const full = section + '.' + key;
              if (Object.prototype.hasOwnProperty.call(user, full)) return user[full];
              if (declared[full] && Object.prototype.hasOwnProperty.call(declared[full], 'default')) return declared[full].default;
              return undefined;   // VS Code: an undeclared key has no value (fallback is the caller's)
            },
          };
        },
      },
    };
    class LanguageClient {
      constructor(id, name, serverOptions, clientOptions) {
        record.clients.push({ id, name, serverOptions, clientOptions });
      }
      start() { record.started += 1; return Promise.resolve(); }
      stop() { return Promise.resolve(); }
    }
    const languageclient = { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };
    const load = Module._load;
    Module._load = function (request, parent, isMain) {
      if (request === 'vscode') return vscode;
      if (request === 'vscode-languageclient/node') return languageclient;
      return load.apply(this, arguments);
    };
    const extension = require(extensionPath);
    const context = { subscriptions: [] };
    extension.activate(context);
    record.subscriptions = context.subscriptions.length;
    process.stdout.write(JSON.stringify(record));
    """#

    private func node() throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/node"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("node is not installed: the VS Code extension's code is not run here")
    }

    /// What `activate` gave the language client with the user's settings `user`.
    private func activate(user: [String: Any]) throws -> [String: Any] {
        let node = try node()
        let dir = try TemporaryDirectory(prefix: "vscode-extension")
        let script = try dir.write("harness.js", Self.harness)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        let userJSON = String(decoding: try JSONSerialization.data(withJSONObject: user), as: UTF8.self)
        process.arguments = [script, Self.extensionDirectory + "/extension.js", userJSON]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errors)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], errors)
    }

    private func clientOptions(_ record: [String: Any]) throws -> [String: Any] {
        let clients = try XCTUnwrap(record["clients"] as? [[String: Any]])
        XCTAssertEqual(clients.count, 1)
        XCTAssertEqual(record["started"] as? Int, 1)
        return try XCTUnwrap(clients.first?["clientOptions"] as? [String: Any])
    }

    func testTheManifestDeclaresTheFrameHintsSetting() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.extensionDirectory + "/package.json"))
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try XCTUnwrap(((manifest["contributes"] as? [String: Any])?["configuration"] as? [String: Any])?["properties"]
                                        as? [String: [String: Any]])
        let frames = try XCTUnwrap(properties["vflc.inlayHints.frames"], "docs/editors.md documents vflc.inlayHints.frames")
        XCTAssertEqual(frames["type"] as? String, "boolean")
        XCTAssertEqual(frames["default"] as? Bool, true)
        XCTAssertNotNil(frames["description"])
    }

    func testActivatePassesTheFrameHintsSettingAsInitializationOptions() throws {
        let byDefault = try clientOptions(activate(user: [:]))
        XCTAssertEqual((byDefault["initializationOptions"] as? [String: Any]).flatMap { $0["inlayHints"] as? [String: Any] }?["frames"] as? Bool,
                       true, "\(byDefault)")
        let off = try clientOptions(activate(user: ["vflc.inlayHints.frames": false]))
        XCTAssertEqual((off["initializationOptions"] as? [String: Any]).flatMap { $0["inlayHints"] as? [String: Any] }?["frames"] as? Bool,
                       false, "\(off)")
    }

    func testChangesOfTheSettingsAreSentToTheServer() throws {
        // vscode-languageclient sends `workspace/didChangeConfiguration` with the `vflc` section
        // whenever it changes, which the server reads (`settings.vflc`).
        let options = try clientOptions(activate(user: ["vflc.inlayHints.frames": false]))
        XCTAssertEqual((options["synchronize"] as? [String: Any])?["configurationSection"] as? String, "vflc", "\(options)")
    }

    func testTheServerIsStartedAsConfigured() throws {
        let record = try activate(user: ["vflc.path": "/opt/vflc/bin/vflc"])
        let clients = try XCTUnwrap(record["clients"] as? [[String: Any]])
        let run = try XCTUnwrap((clients.first?["serverOptions"] as? [String: Any])?["run"] as? [String: Any])
        XCTAssertEqual(run["command"] as? String, "/opt/vflc/bin/vflc")
        XCTAssertEqual(run["args"] as? [String], ["lsp"])
        XCTAssertEqual(record["subscriptions"] as? Int, 1, "the client is stopped with the extension")
        let documents = try XCTUnwrap(try clientOptions(record)["documentSelector"] as? [[String: Any]])
        XCTAssertTrue(documents.contains { $0["language"] as? String == "layout" })
    }
}
