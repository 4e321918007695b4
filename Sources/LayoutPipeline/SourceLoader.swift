import Foundation
import LayoutSource

/// Why an input could not be read: an I/O problem, reported as one line and exit status 2.
public struct InputError: Error, Equatable, Sendable {
    /// The path as given.
    public var path: String
    /// What went wrong, readable on its own ("no such file").
    public var reason: String
    /// `vflc: error: cannot read 'PATH': REASON`.
    public var message: String { "cannot read '\(path)': \(reason)" }
    /// Creates an error.
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
}

/// The outcome of reading one input: a source file, or a layout error (invalid UTF-8) that
/// is a diagnostic, or an I/O error.
public enum LoadedInput: Sendable {
    case source(SourceFile)
    case invalidText(Diagnostic, SourceFile)
    case failure(InputError)
}

/// Reads `.layout` inputs from paths or standard input.
public enum SourceLoader {
    /// The largest file read (beyond it the input is refused rather than exhausting memory).
    public static let maximumSize = 256 * 1024 * 1024

    /// Reads `path` (`-` is standard input, given as `stdin`).
    public static func load(_ path: String, stdin: () -> [UInt8] = SourceLoader.readStandardInput) -> LoadedInput {
        let bytes: [UInt8]
        let displayPath: String
        if path == "-" {
            bytes = stdin()
            displayPath = "<stdin>"
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .failure(InputError(path: path, reason: "no such file"))
            }
            if isDirectory.boolValue { return .failure(InputError(path: path, reason: "it is a directory")) }
            guard FileManager.default.isReadableFile(atPath: path),
                  let handle = FileHandle(forReadingAtPath: path) else {
                return .failure(InputError(path: path, reason: "permission denied"))
            }
            defer { try? handle.close() }
            let data: Data
            do {
                data = try handle.readToEnd() ?? Data()
            } catch {
                return .failure(InputError(path: path, reason: "read failed (\(error.localizedDescription))"))
            }
            if data.count > maximumSize {
                return .failure(InputError(path: path, reason: "larger than \(maximumSize / 1024 / 1024) MB"))
            }
            bytes = [UInt8](data)
            displayPath = path
        }
        switch SourceFile.decode(path: displayPath, bytes: bytes) {
        case .success(let file):
            return .source(file)
        case .failure(let bad):
            let range = SourceRange(at: bad.location)
            let d = Diagnostic(.invalidUTF8, "the file is not valid UTF-8: byte \(bad.location.offset) cannot be decoded",
                                     in: bad.prefixFile, at: range)
            return .invalidText(d, bad.prefixFile)
        }
    }

    /// Reads all of standard input.
    public static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
