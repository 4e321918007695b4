import Foundation
import TestSupport
import XCTest

/// Issue 23's rule for every new target, kept for the two Interface Builder targets: each holds at
/// most 2,500 lines (docs/architecture.md, "Targets"), else it is split by job again.
final class TargetSizeTests: XCTestCase {
    func testEachInterfaceBuilderTargetHoldsAtMost2500Lines() throws {
        for target in ["InterfaceBuilderDocument", "LayoutInterfaceBuilder"] {
            let root = RepoPaths.path("Sources/" + target)
            let files = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(files.isEmpty, target)
            var lines = 0
            for file in files {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            }
            XCTAssertLessThanOrEqual(lines, 2_500, "\(target) holds \(lines) lines: split it by job")
        }
    }
}
