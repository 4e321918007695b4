import LayoutDiagnosticWriters
import LayoutSource
import LayoutWorkspace

/// `vflc help` and the folder expansion `fmt` shares with `check`.
enum WorkflowCommands {
    /// `vflc help [COMMAND]`.
    static func help(_ name: String?, io: ToolIO) -> Int32 {
        guard let name else {
            io.stdout(CommandHelp.overview)
            return ExitStatus.success
        }
        guard let help = CommandHelp.named(name) else {
            let hint = NameSuggestion.suffix(NameSuggestion.closest(to: name, in: CommandHelp.all.map(\.name)))
            io.stderr("vflc: error: no help for '\(name)': not a command\(hint)\n")
            return ExitStatus.usageOrIO
        }
        io.stdout(help.text)
        return ExitStatus.success
    }

    /// `fmt`'s paths with folders expanded (honouring `exclude`); problems are printed.
    static func expandForFormat(_ paths: [String], io: ToolIO) -> (paths: [String], failed: Bool) {
        let plan = WorkspacePlan.make(paths: paths, useConfiguration: true, extensions: [LayoutFileWalker.fileExtension])
        for e in plan.errors { CommandLineTool.report(e, io: io) }
        for folder in plan.emptyFolders { io.stderr("vflc: error: \(plan.emptyMessage(folder))\n") }
        // A malformed .vflc.json is check's config-error here too (docs/configuration.md): its
        // `exclude` cannot be read, so the files it governs are left alone, not formatted (or
        // rewritten by -w) as if nothing were excluded (found by the configuration fuzz target).
        let errors = plan.configurationDiagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { io.stderr(TextDiagnosticRenderer(colored: io.colored).render(errors, sources: plan.configurationSources)) }
        let files = plan.files.filter { $0.configurationError == nil }
        return (files.map(\.path), !plan.errors.isEmpty || !plan.emptyFolders.isEmpty || !errors.isEmpty)
    }
}
