/// The anchor form: `first.attr REL [m*]second.attr [* m] [± c] [NSSpace(n)] [@priority]`, or
/// `first.attr REL [±] c`.
extension DescriptionReader {
    mutating func readAnchorForm(_ cur: inout ByteCursor) -> Result<(LogEquation, LogNumber?, DescriptionForm), BodyError> {
        if cur.peek == UInt8(ascii: "(") {
            return .failure(BodyError("an expression on the left side (NSGridView prints these) is not a linear form vflc reads"))
        }
        let first: (LogItem, LogAttribute)
        switch readAnchorTerm(&cur) {
        case .failure(let e): return .failure(e)
        case .success(let t): first = t
        }
        cur.skipSpaces()
        guard let relation = readRelation(&cur) else { return .failure(BodyError("expected ==, <= or >= at “\(rest(cur))”")) }
        cur.skipSpaces()
        var terms = [LogTerm(first.0, first.1)]
        var constant = LogNumber.zero
        var priority: LogNumber?
        // A constant alone (`== 45`, `== - 16`, `== + 187.5`), or a multiplier (`0.5*`), or a term.
        var multiplier = LogNumber.one
        var second: (LogItem, LogAttribute)?
        if cur.peek == UInt8(ascii: "-"), let next = cur.peek(1), next != 0x20, !ByteCursor.isDigit(next), next != UInt8(ascii: ".") {
            // `-b.attr`: multiplier -1.
            cur.i += 1
            multiplier = .minusOne
        }
        let save = cur.i
        if multiplier.value == 1, let n = cur.number(), cur.atEnd || !ByteCursor.isClassByte(cur.peek!) || cur.peek == UInt8(ascii: "*") {
            if cur.peek == UInt8(ascii: "*") {
                cur.i += 1
                multiplier = n
            } else {
                return finishConstantOnly(&cur, first: first, relation: relation, constant: n, terms: terms)
            }
        } else {
            cur.i = save
        }
        switch readAnchorTerm(&cur) {
        case .failure(let e): return .failure(e)
        case .success(let t): second = t
        }
        cur.skipSpaces()
        if cur.peek == UInt8(ascii: "*") {
            // `b.attr * 0.384615` (SnapKit, and UIKit before iOS 9).
            cur.i += 1
            cur.skipSpaces()
            guard let m = cur.number(), multiplier.value == 1 else { return .failure(BodyError("a multiplier that is not a number")) }
            multiplier = m
            cur.skipSpaces()
        }
        if cur.peek == UInt8(ascii: "+") || cur.peek == UInt8(ascii: "-") {
            guard let n = cur.number() else { return .failure(BodyError("a constant that is not a number at “\(rest(cur))”")) }
            constant = n
            cur.skipSpaces()
        }
        if let space = readSystemSpace(&cur) {
            // `a.attr REL b.attr NSSpace(8)`: the system spacing is the constant (the first item
            // follows the second by it, as the `…SystemSpacingBelow/After:` methods make it).
            constant = space
            cur.skipSpaces()
        }
        if cur.take("@") {
            guard let p = cur.number() else { return .failure(BodyError("a priority that is not a number")) }
            priority = p
            cur.skipSpaces()
        }
        guard cur.atEnd else { return .failure(BodyError("unexpected text “\(rest(cur))” after the relation")) }
        if let s = second { terms.append(LogTerm(s.0, s.1, multiplier.negated)) }
        return .success((LogEquation(terms: terms, relation: relation, constant: constant), priority, .anchor))
    }

    /// `first.attr REL c`: a size against a constant, or a position against a constant, which
    /// UIKit only prints for autoresizing-mask constraints (`minY == 0`, `midX == + 187.5`):
    /// the position in the superview's coordinates (the `'|'` of the names list when given).
    private func finishConstantOnly(_ cur: inout ByteCursor, first: (LogItem, LogAttribute), relation: LogRelation,
                                    constant: LogNumber, terms: [LogTerm]) -> Result<(LogEquation, LogNumber?, DescriptionForm), BodyError> {
        var terms = terms
        cur.skipSpaces()
        var priority: LogNumber?
        if cur.take("@") {
            guard let p = cur.number() else { return .failure(BodyError("a priority that is not a number")) }
            priority = p
            cur.skipSpaces()
        }
        guard cur.atEnd else { return .failure(BodyError("unexpected text “\(rest(cur))” after the constant")) }
        let a = first.1
        if !a.isSize {
            let s = superview ?? LogItem.superview(of: first.0)
            let origin: LogAttribute
            switch a {
            case .leading, .trailing, .leadingMargin, .trailingMargin: origin = .leading
            default: origin = a.isVertical ? .minY : .minX
            }
            terms.append(LogTerm(s, origin, .minusOne))
        }
        return .success((LogEquation(terms: terms, relation: relation, constant: constant), priority, .anchor))
    }

    func readRelation(_ cur: inout ByteCursor) -> LogRelation? {
        if cur.take("==") { return .equal }
        if cur.take("<=") { return .lessOrEqual }
        if cur.take(">=") { return .greaterOrEqual }
        return nil
    }

    /// `NSSpace(8)` (the visual format's standard space) or `NSLayoutAnchorConstraintSpace(8)`
    /// (the anchors' system spacing): the value UIKit used, printed in the parentheses.
    func readSystemSpace(_ cur: inout ByteCursor) -> LogNumber? {
        let save = cur.i
        guard cur.take("NSSpace(") || cur.take("NSLayoutAnchorConstraintSpace("), let n = cur.number(), cur.take(")") else {
            cur.i = save
            return nil
        }
        return n
    }
}
