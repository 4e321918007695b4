import Foundation
import PackagePlugin

/// The build commands of a target's layout files, the same for SwiftPM and Xcode: one
/// `vflc-build emit uikit FILE -o OUTPUT --relative-to ROOT` each.
struct LayoutBuildCommands {
    /// `vflc-build`, built from source or prebuilt (docs/codegen.md, "A lean tool for builds").
    var tool: URL
    /// The plugin's work directory, where the generated files go.
    var workDirectory: URL
    /// The package's or project's folder: constraint identifiers name files relative to it,
    /// never by the building machine's absolute path.
    var root: URL

    func commands(for layouts: [URL]) -> [Command] {
        layouts.sorted { $0.path < $1.path }.map { layout in
            let relative = LayoutBuildPaths.relativePath(layout, to: root)
            let output = workDirectory.appending(path: LayoutBuildPaths.outputName(forRelativePath: relative))
            return .buildCommand(displayName: "vflc emit uikit \(relative)",
                                 executable: tool,
                                 arguments: ["emit", "uikit", layout.path, "-o", output.path, "--relative-to", root.path],
                                 inputFiles: [layout] + LayoutBuildPaths.configurations(of: layout),
                                 outputFiles: [output])
        }
    }
}
