import Foundation
import LayoutBackends
import XCTest

final class AtomicFileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "vflc-atomic-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir)
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

    func testWritesAndReplaces() throws {
        let path = dir + "/out.svg"
        try AtomicFile.write("first", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "first")
        let mask = umask(0o022)
        umask(mask)
        let created = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(created?.intValue, Int(0o666 & ~mask), "a new file gets the umask's permissions, not mkstemp's 0600")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFile.write("second é", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second é")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600, "an existing file keeps its permissions")
        XCTAssertEqual(try entries(), ["out.svg"], "no temporary file left behind")
        try AtomicFile.write("", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "")
    }

    func testWritesThroughASymbolicLink() throws {
        let target = dir + "/real.json", link = dir + "/link.json"
        try AtomicFile.write("old", to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFile.write("new", to: link)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(try entries(), ["link.json", "real.json"])
    }

    func testMissingDirectoryIsAClearError() throws {
        let path = dir + "/missing/out.svg"
        XCTAssertThrowsError(try AtomicFile.write("x", to: path)) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): directory \(dir)/missing does not exist")
        }
    }

    func testDirectoryTargetIsAClearError() throws {
        XCTAssertThrowsError(try AtomicFile.write("x", to: dir)) { error in
            XCTAssertEqual("\(error)", "cannot write \(dir): it is a directory")
        }
    }

    func testUnwritableDirectoryKeepsThePreviousFile() throws {
        guard getuid() != 0 else {
            // Root ignores permission bits; a read-only directory cannot be simulated.
            throw XCTSkip("running as root: permission bits are not enforced")
        }
        let path = dir + "/out.txt"
        try AtomicFile.write("old", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir)
        XCTAssertThrowsError(try AtomicFile.write("new", to: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write \(path): "), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try entries(), ["out.txt"])
    }

    /// An unwritable location that stays unwritable for root: a pseudo file system.
    func testUnwritableLocationIsAClearError() throws {
        let path = "/proc/vflc-atomic-test.svg"
        guard FileManager.default.fileExists(atPath: "/proc/self") else { throw XCTSkip("no /proc on this system") }
        XCTAssertThrowsError(try AtomicFile.write("x", to: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write \(path): "), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
