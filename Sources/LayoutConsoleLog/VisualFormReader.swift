/// The visual-format form UIKit prints for a constraint between neighbouring edges or for a
/// size: `H:|-(4)-[a]`, `H:[a]-(8)-|`, `V:[a]-(>=NSSpace(8))-[b]`, `V:[a(200)]`, `H:[a(>=121@750)]`,
/// with `(LTR)` after it when the edges are left/right rather than leading/trailing.
extension DescriptionReader {
    private enum Element {
        case edge
        case item(LogItem, predicate: Spacing?)
        case space(Spacing)
    }

    /// A gap or size in parentheses: relation, value, priority.
    struct Spacing {
        var relation: LogRelation
        var value: LogNumber
        var priority: LogNumber?
    }

    mutating func readVisualFormat(_ cur: inout ByteCursor) -> Result<(LogEquation, LogNumber?, DescriptionForm), BodyError> {
        let vertical = cur.peek == UInt8(ascii: "V")
        cur.i += 2
        var elements: [Element] = []
        var leftToRight = false
        while !cur.atEnd {
            if cur.take("|") {
                elements.append(.edge)
            } else if cur.take("[") {
                guard let item = readBracketItem(&cur) else { return .failure(BodyError("an item in [ ] that vflc does not read at “\(rest(cur))”")) }
                var predicate: Spacing?
                if cur.take("(") {
                    guard let p = readSpacing(&cur), cur.take(")") else { return .failure(BodyError("a size predicate vflc does not read at “\(rest(cur))”")) }
                    predicate = p
                }
                guard cur.take("]") else { return .failure(BodyError("expected ] at “\(rest(cur))”")) }
                elements.append(.item(item, predicate: predicate))
            } else if cur.take("-(") {
                guard let s = readSpacing(&cur), cur.take(")-") else { return .failure(BodyError("a spacing vflc does not read at “\(rest(cur))”")) }
                elements.append(.space(s))
            } else if cur.take("(LTR)") {
                leftToRight = true
            } else if cur.peek == 0x20 {
                cur.skipSpaces()
                guard cur.atEnd else { return .failure(BodyError("unexpected text “\(rest(cur))” after the visual format")) }
            } else {
                return .failure(BodyError("unexpected “\(rest(cur))” in the visual format"))
            }
        }
        let size: LogAttribute = vertical ? .height : .width
        let lead: LogAttribute = vertical ? .top : (leftToRight ? .left : .leading)
        let trail: LogAttribute = vertical ? .bottom : (leftToRight ? .right : .trailing)
        let form = DescriptionForm.visualFormat(vertical: vertical, leftToRight: leftToRight)
        func bar(_ child: LogItem) -> LogItem { superview ?? LogItem.superview(of: child) }
        func eq(_ terms: [LogTerm], _ s: Spacing) -> Result<(LogEquation, LogNumber?, DescriptionForm), BodyError> {
            .success((LogEquation(terms: terms, relation: s.relation, constant: s.value), s.priority, form))
        }
        switch elements.count {
        case 1:
            if case .item(let x, let p?) = elements[0] { return eq([LogTerm(x, size)], p) }
        case 3:
            switch (elements[0], elements[1], elements[2]) {
            case (.edge, .space(let s), .item(let x, nil)):
                return eq([LogTerm(x, lead), LogTerm(bar(x), lead, .minusOne)], s)
            case (.item(let x, nil), .space(let s), .edge):
                return eq([LogTerm(bar(x), trail), LogTerm(x, trail, .minusOne)], s)
            case (.item(let a, nil), .space(let s), .item(let b, nil)):
                return eq([LogTerm(b, lead), LogTerm(a, trail, .minusOne)], s)
            default: break
            }
        default: break
        }
        return .failure(BodyError("a visual format that is not one edge, one gap or one size"))
    }

    /// `>=8`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`, `-20`, `200@750`.
    func readSpacing(_ cur: inout ByteCursor) -> Spacing? {
        let relation = readRelation(&cur) ?? .equal
        guard let value = readSystemSpace(&cur) ?? cur.number() else { return nil }
        var priority: LogNumber?
        if cur.take("@") {
            guard let p = cur.number() else { return nil }
            priority = p
        }
        return Spacing(relation: relation, value: value, priority: priority)
    }
}
