import LayoutBackends

extension ToolIO {
    /// Writes `text` to `path` whole or not at all (`AtomicFile`: nothing half-written); on a
    /// failure says why on standard error and returns the usage-or-I/O status, nil when written.
    /// The one way `render -o`, `emit -o` and `import` write their files.
    func write(_ text: String, to path: String) -> Int32? {
        do {
            try AtomicFile.write(text, to: path)
            return nil
        } catch let e as AtomicFileError {
            stderr("vflc: error: \(e.description)\n")
        } catch {
            stderr("vflc: error: cannot write \(path): \(error)\n")
        }
        return ExitStatus.usageOrIO
    }
}
