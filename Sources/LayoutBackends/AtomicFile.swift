import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `AtomicFile.write` failed; the description is the message the CLI prints.
public struct AtomicFileError: Error, CustomStringConvertible, Sendable {
    /// The path that could not be written.
    public var path: String
    /// What went wrong, in words.
    public var reason: String
    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes files so that readers see either the old content or the new, never a mix:
/// a temporary file in the same directory (same file system, so `rename` is atomic), flushed,
/// then renamed over the target. On any failure the temporary file is removed and the
/// previous file is left intact.
public enum AtomicFile {
    /// Writes `text` (UTF-8) to `path`. An existing file keeps its permission bits.
    /// A symbolic link is written through: its target gets the new content, the link stays.
    public static func write(_ text: String, to userPath: String) throws {
        guard !userPath.isEmpty else { throw AtomicFileError(path: userPath, reason: "empty path") }
        try write(text, to: resolvingLink(userPath), reportedAs: userPath)
    }

    /// The final target of `path` when it is a symbolic link to something that exists.
    private static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func write(_ text: String, to path: String, reportedAs userPath: String) throws {
        let fail = { (reason: String) in AtomicFileError(path: userPath, reason: reason) }
        let directory = (path as NSString).deletingLastPathComponent
        let dir = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw fail("it is a directory")
        }
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) else {
            throw fail("directory \(dir) does not exist")
        }
        guard isDirectory.boolValue else { throw fail("\(dir) is not a directory") }

        var template = Array((dir + "/." + (path as NSString).lastPathComponent + ".vflc-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw fail(systemReason()) }
        let tempPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(tempPath) }
        }
        do {
            defer { close(fd) }
            // mkstemp makes the file 0600; give it what a plain create would have had.
            var info = stat()
            let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
            fchmod(fd, mode)
            let bytes = Array(text.utf8)
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { buffer in
                    Glibc_write(fd, buffer.baseAddress! + written, bytes.count - written)
                }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw fail(systemReason())
                }
                written += n
            }
            guard fsync(fd) == 0 else { throw fail(systemReason()) }
        }
        guard rename(tempPath, path) == 0 else { throw fail(systemReason()) }
        ok = true
    }

    /// The process's umask (reading it means setting it; set it straight back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}

// `write` inside `AtomicFile` would name the method itself.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
