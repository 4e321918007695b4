import Foundation
import PackagePlugin

/// Build-tool plugin: runs `vflc-build emit uikit` on every `.layout` file of the target it is
/// applied to, writing one Swift file per layout into the plugin's work directory, which the
/// build then compiles with the target. A layout with errors (as `vflc check` finds them, with
/// its `.vflc.json`) fails the build with vflc's diagnostics; nothing is written. The same
/// commands for a SwiftPM target and, below, for an Xcode app target (`LayoutBuildCommands`).
/// See docs/codegen.md, "Build plugins", and docs/xcode.md.
///
/// Build commands (not a prebuild command) so the generated code is remade only when a
/// `.layout` file, a `.vflc.json` it reads, or the tool changes
/// (https://docs.swift.org/swiftpm/documentation/packagemanagerdocs/plugins).
@main
struct VFLCPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try LayoutBuildCommands(tool: context.tool(named: "vflc-build").url, workDirectory: context.pluginWorkDirectoryURL,
                                       root: context.package.directoryURL)
            .commands(for: module.sourceFiles(withSuffix: "layout").map(\.url))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// An Xcode app target: the layouts among its input files, identifiers relative to the project's
// folder. https://developer.apple.com/documentation/xcode/writing-a-build-tool-plugin
extension VFLCPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try LayoutBuildCommands(tool: context.tool(named: "vflc-build").url, workDirectory: context.pluginWorkDirectoryURL,
                                root: context.xcodeProject.directoryURL)
            .commands(for: target.inputFiles.map(\.url).filter { $0.pathExtension == "layout" })
    }
}
#endif
