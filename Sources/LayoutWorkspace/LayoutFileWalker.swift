import Foundation
import LayoutPipeline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths given to `check` and `fmt`: a folder becomes every file below it that a
/// front end reads (`FrontEnds.fileExtensions`: `*.layout`; `fmt` walks `*.layout` only), a
/// file (or `-`) stays as given.
///
/// - Hidden folders (`.git`, `.swiftpm`…) and `.build` are not entered; a folder named on the
///   command line is always entered, hidden or not.
/// - Symbolic links are followed (a repository may link a shared folder in); a link back to a
///   folder being walked is a symlink loop, reported, not followed.
/// - The files of one folder argument are sorted by their UTF-8 bytes, so the order (and the
///   output) does not depend on the file system's listing order.
/// - A folder that cannot be listed, or an input entry that cannot be examined, is an error
///   (exit 2) naming it; the walk goes on, so nothing else is skipped.
public enum LayoutFileWalker {
    /// One input after expansion.
    public struct Input: Equatable, Sendable {
        /// The path to read (the argument, or the argument joined with the path below it).
        public var path: String
        /// Whether it was found by walking a folder (only those are subject to `exclude`).
        public var walked: Bool
    }

    /// The outcome of expanding the arguments.
    public struct Expansion: Sendable {
        /// Inputs in order: arguments in the order given, each folder's files sorted.
        public var inputs: [Input] = []
        /// Problems met on the way (`cannot read 'x': …`), one line each.
        public var errors: [InputError] = []
        /// Folder arguments that held no `.layout` file.
        public var emptyFolders: [String] = []
    }

    /// The extension of the `.layout` language (what `fmt` formats).
    public static let fileExtension = ".layout"

    /// Expands `paths`, a folder to its files ending in one of `extensions`; `isExcluded` is
    /// asked about each file found in a folder.
    public static func expand(_ paths: [String], extensions: [String] = FrontEnds.fileExtensions,
                              isExcluded: (String) -> Bool = { _ in false }) -> Expansion {
        var out = Expansion()
        for path in paths {
            guard path != "-", isDirectory(path) else {
                out.inputs.append(Input(path: path, walked: false))
                continue
            }
            var found: [String] = []
            var ancestors: [FileIdentity] = []
            walk(path, extensions, &found, &out.errors, &ancestors)
            found.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            let kept = found.filter { !isExcluded($0) }
            if kept.isEmpty {
                out.emptyFolders.append(path)
            }
            out.inputs += kept.map { Input(path: $0, walked: true) }
        }
        // A file named twice (on its own and inside a folder given too) is worked on once.
        var seen = Set<String>()
        out.inputs = out.inputs.filter { $0.path == "-" || seen.insert($0.path).inserted }
        return out
    }

    /// Device and inode: what identifies a folder whatever path leads to it.
    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    private static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func walk(_ dir: String, _ extensions: [String], _ found: inout [String], _ errors: inout [InputError],
                             _ ancestors: inout [FileIdentity]) {
        var st = stat()
        guard stat(dir, &st) == 0 else {
            errors.append(InputError(path: dir, reason: String(cString: strerror(errno))))
            return
        }
        let identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
        if ancestors.contains(identity) {
            errors.append(InputError(path: dir, reason: "symbolic link loop (it leads back to a folder that contains it)"))
            return
        }
        guard let handle = opendir(dir) else {
            errors.append(InputError(path: dir, reason: "cannot list the folder: \(String(cString: strerror(errno)))"))
            return
        }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { errors.append(InputError(path: dir, reason: "listing failed: \(String(cString: strerror(errno)))")) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(handle)
        ancestors.append(identity)
        defer { ancestors.removeLast() }
        let base = dir == "." ? "" : dir.hasSuffix("/") ? dir : dir + "/"
        func isInput(_ name: String) -> Bool { extensions.contains { name.hasSuffix($0) } }
        for name in names {
            let path = base + name
            var lst = stat()
            guard lstat(path, &lst) == 0 else {
                errors.append(InputError(path: path, reason: String(cString: strerror(errno))))
                continue
            }
            var target = lst
            if (lst.st_mode & S_IFMT) == S_IFLNK {
                guard stat(path, &target) == 0 else {
                    let e = errno
                    // A dangling link that cannot be a folder we would enter matters only
                    // when it names a layout file.
                    if e == ELOOP {
                        errors.append(InputError(path: path, reason: "symbolic link loop"))
                    } else if isInput(name) {
                        errors.append(InputError(path: path, reason: "broken symbolic link (\(String(cString: strerror(e))))"))
                    }
                    continue
                }
            }
            switch target.st_mode & S_IFMT {
            case S_IFDIR:
                if name.hasPrefix(".") || name == ".build" { continue }
                walk(path, extensions, &found, &errors, &ancestors)
            case S_IFREG:
                if isInput(name) { found.append(path) }
            default:
                continue
            }
        }
    }
}
