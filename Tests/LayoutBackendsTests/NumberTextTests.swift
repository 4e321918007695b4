import LayoutSource
import XCTest

final class NumberTextTests: XCTestCase {
    func testFormatsWithoutNoise() {
        XCTAssertEqual(NumberText.format(16), "16")
        XCTAssertEqual(NumberText.format(100.0 / 3), "33.333")
        XCTAssertEqual(NumberText.format(200.0 / 3), "66.667")
        XCTAssertEqual(NumberText.format(-2.5), "-2.5")
        XCTAssertEqual(NumberText.format(0.05), "0.05")
        XCTAssertEqual(NumberText.format(-0.0), "0")
        XCTAssertEqual(NumberText.format(-0.0004), "0")
        XCTAssertEqual(NumberText.format(15.9999999), "16")
        XCTAssertEqual(NumberText.format(1.0005), "1.001")
        XCTAssertEqual(NumberText.format(-1234567.125), "-1234567.125")
        XCTAssertEqual(NumberText.format(1e16 + 0.4), "10000000000000000")
        XCTAssertEqual(NumberText.format(-1e20), "-1e+20")
        XCTAssertEqual(NumberText.format(.nan), "nan")
        XCTAssertEqual(NumberText.format(-.infinity), "-inf")
    }

    /// Solver noise around a half-thousandth must not flip the printed digit.
    func testHalfThousandthsAreStableUnderNoise() {
        let exact = (0.55 * 393 - 15) / 4  // 50.2875, the gift-screen row height in wC hC
        for noise in [-1e-9, -1e-12, 0, 1e-12, 1e-9] {
            XCTAssertEqual(NumberText.format(exact + noise), "50.288", "noise \(noise)")
            XCTAssertEqual(NumberText.rounded(exact + noise), 50.288, "noise \(noise)")
            XCTAssertEqual(NumberText.format(-exact + noise), "-50.288", "noise \(noise)")
        }
        XCTAssertEqual(NumberText.format(0.0015), "0.002")
        XCTAssertEqual(NumberText.format(0.001499), "0.001")
    }

    func testRoundedForJSON() {
        XCTAssertEqual(NumberText.rounded(100.0 / 3), 33.333)
        XCTAssertEqual(NumberText.rounded(-0.0001).sign, .plus)
        XCTAssertEqual(NumberText.rounded(852), 852)
    }
}
