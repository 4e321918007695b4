import Foundation
import PackagePlugin

/// Build-tool plugin: runs `vflc emit uikit` on every `.layout` file of the target it is applied
/// to, writing one Swift file per layout into the plugin's work directory, which SwiftPM then
/// compiles with the target. A layout with errors fails the build with vflc's diagnostics
/// (exit 1, nothing written). See docs/codegen.md, "SwiftPM plugin".
///
/// Build commands (not a prebuild command) so the generated code is remade only when a
/// `.layout` file or vflc itself changes (https://docs.swift.org/swiftpm/documentation/packagemanagerdocs/plugins).
@main
struct VFLCPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let vflc = try context.tool(named: "vflc").url
        return module.sourceFiles(withSuffix: "layout").map { file in
            let layout = file.url
            // `card.layout` → `card.layout.swift`: unique per target, whatever the class name.
            let output = context.pluginWorkDirectoryURL.appending(path: layout.lastPathComponent + ".swift")
            return .buildCommand(displayName: "vflc emit uikit \(layout.lastPathComponent)",
                                 executable: vflc,
                                 // Identifiers name the file relative to the package, not by
                                 // the build machine's absolute path.
                                 arguments: ["emit", "uikit", layout.path, "-o", output.path,
                                             "--relative-to", context.package.directoryURL.path],
                                 inputFiles: [layout],
                                 outputFiles: [output])
        }
    }
}
