import XCTest

/// The frames of samples 5–8 equal the arithmetic of issue 7, worked out here from each
/// variant's canvas and safe area (spec §8), not read back from vflc's output.
final class SampleArithmeticTests: XCTestCase {
    /// Two regions 10 pt apart filling the safe area, each (safe-area height − 10) / 2 tall;
    /// the first split 0.25 / 0.6 / 0.15 of its height, the second 0.2 / 0.7 / 0.1.
    func testShoppingScreen() throws {
        try SolvedSample("shopping-screen").assertFrames { c in
            let safe = c.safeArea
            let region = (safe.height - 10) / 2
            let featured = Rect(x: safe.x, y: safe.y, width: safe.width, height: region)
            let cart = Rect(x: safe.x, y: safe.y + region + 10, width: safe.width, height: region)
            func split(_ r: Rect, _ parts: [(String, Double)]) -> [(String, Rect)] {
                var y = r.y
                return parts.map { name, share in
                    defer { y += share * r.height }
                    return (name, Rect(x: r.x, y: y, width: r.width, height: share * r.height))
                }
            }
            return [("featured", featured), ("cart", cart)]
                + split(featured, [("hero", 0.25), ("products", 0.6), ("shopAll", 0.15)])
                + split(cart, [("cartTitle", 0.2), ("items", 0.7), ("checkout", 0.1)])
        }
    }

    /// A 240 × 32 segmented control 8 pt under the safe area's top, centred; a container 20 pt
    /// below it and from the safe area's sides, 80 pt above its bottom; three cards of equal
    /// height overlapping by 30 pt: next.top = previous.bottom − 30, so that
    /// 3 × card − 60 = container height, i.e. card = (container height + 60) / 3.
    func testMembershipScreen() throws {
        try SolvedSample("membership-screen").assertFrames { c in
            let safe = c.safeArea
            let period = Rect(x: safe.x + (safe.width - 240) / 2, y: safe.y + 8, width: 240, height: 32)
            let top = period.maxY + 20
            let plans = Rect(x: safe.x + 20, y: top, width: safe.width - 40, height: safe.maxY - 80 - top)
            let card = (plans.height + 60) / 3
            let basic = Rect(x: plans.x, y: plans.y, width: plans.width, height: card)
            let plus = Rect(x: plans.x, y: basic.maxY - 30, width: plans.width, height: card)
            let premium = Rect(x: plans.x, y: plus.maxY - 30, width: plans.width, height: card)
            XCTAssertEqual(premium.maxY, plans.maxY, accuracy: 1e-9, "the arithmetic itself closes")
            return [("period", period), ("plans", plans), ("basic", basic), ("plus", plus), ("premium", premium)]
        }
    }
}
