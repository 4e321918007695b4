import LayoutCommandLine

/// One in-process run of `vflc ARGS…` with its exit status and both streams captured: the
/// command tests drive `CommandLineTool.run` exactly as `main` does, without a process.
struct ToolRun {
    /// The exit status `vflc` would return.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// Runs the tool with `args`, feeding `stdin` as its standard input, uncoloured.
    static func of(_ args: [String], stdin: String = "") -> ToolRun {
        var out = "", err = ""
        let io = ToolIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { Array(stdin.utf8) }, colored: false)
        let status = CommandLineTool.run(args, io: io)
        return ToolRun(status: status, stdout: out, stderr: err)
    }
}
