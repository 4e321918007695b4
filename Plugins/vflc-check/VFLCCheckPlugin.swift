import Foundation
import PackagePlugin

/// Command plugin: `swift package vflc-check [--target NAME]… [FILE…]` runs `vflc-build check` (the plugins' lean `vflc`) on the
/// `.layout` files of the package's targets (or of the named targets), or on the given files.
/// Fails when vflc reports errors (exit status 1) or cannot run (2). See docs/codegen.md.
@main
struct VFLCCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "strict") > 0
        var files = extractor.remainingArguments
        if files.isEmpty {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            files = targets.compactMap(\.sourceModule)
                .flatMap { $0.sourceFiles(withSuffix: "layout").map(\.url.path) }
                .sorted()
        }
        guard !files.isEmpty else {
            print("vflc-check: no .layout files in the package's targets")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "vflc-build").url
        process.arguments = ["check"] + files + (strict ? ["--strict"] : [])
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("vflc check failed (exit status \(process.terminationStatus)) for \(files.count) file(s)")
            throw CheckFailed(status: process.terminationStatus)
        }
        print("vflc-check: \(files.count) file(s) checked")
    }

    struct CheckFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "vflc check exited with status \(status)" }
    }
}
