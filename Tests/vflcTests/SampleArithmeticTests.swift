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

    /// A banner 0.2 × the root's height under the safe area's top; a menu stack 20 pt below it
    /// and 20 pt from the safe area's other sides. In regular height: four rows of equal height
    /// (spacing 0), each four cells (width − 3 × 20) / 4 wide. In compact height the rows stand
    /// side by side, 20 pt apart, each (width − 60) / 4 wide with cells (row width − 60) / 4.
    /// In every cell the image is square at its top, and the 30 pt button's bottom is 20 pt
    /// below the image's.
    func testOrderScreen() throws {
        try SolvedSample("order-screen").assertFrames { c in
            let safe = c.safeArea
            let banner = Rect(x: safe.x, y: safe.y, width: safe.width, height: 0.2 * c.height)
            let top = banner.maxY + 20
            let menu = Rect(x: safe.x + 20, y: top, width: safe.width - 40, height: safe.maxY - 20 - top)
            var frames: [(String, Rect)] = [("banner", banner), ("menu", menu)]
            for (i, letter) in ["a", "b", "c", "d"].enumerated() {
                let row: Rect
                if c.compactHeight {
                    let w = (menu.width - 3 * 20) / 4
                    row = Rect(x: menu.x + Double(i) * (w + 20), y: menu.y, width: w, height: menu.height)
                } else {
                    let h = menu.height / 4
                    row = Rect(x: menu.x, y: menu.y + Double(i) * h, width: menu.width, height: h)
                }
                frames.append(("row\(i + 1)", row))
                let w = (row.width - 3 * 20) / 4
                for j in 0..<4 {
                    let name = "\(letter)\(j + 1)"
                    let cell = Rect(x: row.x + Double(j) * (w + 20), y: row.y, width: w, height: row.height)
                    let image = Rect(x: cell.x, y: cell.y, width: w, height: w)
                    let button = Rect(x: cell.x, y: image.maxY + 20 - 30, width: w, height: 30)
                    XCTAssertLessThanOrEqual(button.maxY, cell.maxY, "\(name) fits its cell in \(c.variant)")
                    frames += [(name, cell), (name + "p", image), (name + "b", button)]
                }
            }
            return frames
        }
    }

    /// Six category buttons in a fillProportionally bar under the safe area's top, 20 pt from
    /// its sides: each as wide as its share of the titles' total intrinsic width (444 pt) of the
    /// width left after the five 8 pt gaps. A container 20 pt below and from the sides, 0.55 × the
    /// root's height, holding a 3 × 4 grid with 5 pt gaps: a card is (container width − 10) / 3
    /// wide and (container height − 15) / 4 tall.
    func testGiftScreen() throws {
        let titles: [(String, Double)] = [("all", 44), ("birthday", 84), ("thanks", 96), ("wedding", 84),
                                          ("baby", 60), ("holiday", 76)]
        let total = titles.reduce(0) { $0 + $1.1 }
        try SolvedSample("gift-screen").assertFrames { c in
            let safe = c.safeArea
            let bar = Rect(x: safe.x + 20, y: safe.y, width: safe.width - 40, height: 36)
            var frames: [(String, Rect)] = [("categories", bar)]
            var x = bar.x
            for (name, intrinsic) in titles {
                let w = intrinsic / total * (bar.width - 5 * 8)
                frames.append((name, Rect(x: x, y: bar.y, width: w, height: 36)))
                x += w + 8
            }
            let cards = Rect(x: bar.x, y: bar.maxY + 20, width: bar.width, height: 0.55 * c.height)
            frames.append(("cards", cards))
            let w = (cards.width - 10) / 3, h = (cards.height - 15) / 4
            for row in 0..<4 {
                frames.append(("row\(row + 1)", Rect(x: cards.x, y: cards.y + Double(row) * (h + 5), width: cards.width, height: h)))
                for column in 0..<3 {
                    frames.append(("card\(row * 3 + column + 1)",
                                   Rect(x: cards.x + Double(column) * (w + 5), y: cards.y + Double(row) * (h + 5), width: w, height: h)))
                }
            }
            return frames
        }
    }
}
