import LayoutSource

/// Linear expressions (spec §4 predicate objects, §5 constraints): `+ - * /`, parentheses,
/// numbers, names and `VIEW.ATTRIBUTE` anchors. Linearity is checked by lowering, which
/// knows which names are views; the parser only builds the tree.
extension SyntaxParser {
    /// `additive`.
    ///
    /// Every operator applied counts as a level of nesting, like a parenthesis: the tree of
    /// `1+1+1+…` is as deep as it is long, and a tree too deep would overflow the stack
    /// when it is walked or destroyed.
    @inline(never)
    mutating func parseExpr() throws -> Expr {
        let savedDepth = depth
        defer { depth = savedDepth }
        var lhs = try parseMultiplicative()
        while true {
            let t = at()
            let op: BinaryOperator
            switch t.kind {
            case .plus: op = .add
            case .minus:
                // In a visual-format predicate, `-` before a view or `|` is a connection:
                // the predicate list was left open (`-(>=8-[b]`), which the caller reports.
                if inVFLPredicate {
                    let after = peekPastNewlines(from: pos + 1).kind
                    if after == .leftBracket || after == .pipe { return lhs }
                }
                op = .subtract
            default: return lhs
            }
            depth += 1
            try checkDepth(at: t)
            advance()
            skipNewlines()
            let rhs = try parseMultiplicative()
            lhs = Expr(.binary(op, lhs, rhs), lhs.range.union(rhs.range))
        }
    }

    @inline(never)
    mutating func parseMultiplicative() throws -> Expr {
        let savedDepth = depth
        defer { depth = savedDepth }
        var lhs = try parseUnary()
        while true {
            let t = at()
            let op: BinaryOperator
            switch t.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            default: return lhs
            }
            depth += 1
            try checkDepth(at: t)
            advance()
            skipNewlines()
            let rhs = try parseUnary()
            lhs = Expr(.binary(op, lhs, rhs), lhs.range.union(rhs.range))
        }
    }

    /// Prefix `-` (and a redundant `+`), read in a loop so that a long run of signs cannot
    /// recurse deeply.
    @inline(never)
    mutating func parseUnary() throws -> Expr {
        let savedDepth = depth
        defer { depth = savedDepth }
        var signs: [(negate: Bool, start: SourceLocation)] = []
        while true {
            let t = at()
            guard t.kind == .minus || t.kind == .plus else { break }
            signs.append((t.kind == .minus, t.start))
            depth += 1
            try checkDepth(at: t)
            advance()
            skipNewlines()
        }
        var e = try parsePrimary()
        for sign in signs.reversed() where sign.negate {
            e = Expr(.negate(e), SourceRange(start: sign.start, end: e.range.end))
        }
        return e
    }

    /// A number, name, anchor or parenthesis. Nested parentheses recurse through here, so
    /// the cases with local state and messages are kept in their own frames.
    @inline(never)
    mutating func parsePrimary() throws -> Expr {
        switch at().kind {
        case .leftParen: return try parseParenthesized()
        default: return try parseAtom()
        }
    }

    /// `( EXPR )`, at the `(`.
    @inline(never)
    mutating func parseParenthesized() throws -> Expr {
        let open = at()
        depth += 1
        defer { depth -= 1 }
        try checkDepth(at: open)
        advance()
        nested += 1
        defer { nested -= 1 }
        let inner = try parseExpr()
        guard at().kind == .rightParen else { throw unclosedParenthesis(open) }
        let close = advance()
        return Expr(.paren(inner), SourceRange(start: open.start, end: close.end))
    }

    @inline(never)
    mutating func unclosedParenthesis(_ open: Token) -> SyntaxError {
        return missingCloser({ .parenthesisNotClosed(found: $0) },
                             notes: [DiagnosticNote("the parenthesis opens here", at: open.errorRange)])
    }

    /// A number, a name or `VIEW.ATTRIBUTE`.
    @inline(never)
    mutating func parseAtom() throws -> Expr {
        let t = at()
        switch t.kind {
        case .number:
            advance()
            return Expr(.number(numberValue(t)), t.range)
        case .identifier:
            advance()
            let name = Identifier(text(t), t.range)
            if name.name == "scaled", tokens[pos].kind == .leftParen { return try parseScaled(t) }
            guard tokens[pos].kind == .dot else { return Expr(.name(name), t.range) }
            advance()
            let attr = tokens[pos]
            guard attr.kind == .identifier else {
                throw error(.attributeExpected(after: name.name, found: describe(attr)), at: attr.errorRange)
            }
            advance()
            if tokens[pos].kind == .dot {
                // `VIEW.GUIDE.ATTRIBUTE` (`card.margins.leading`): the middle name is a guide.
                advance()
                let last = tokens[pos]
                guard last.kind == .identifier else {
                    throw error(.attributeExpected(after: name.name, guide: text(attr), found: describe(last)), at: last.errorRange)
                }
                advance()
                return Expr(.guideAnchor(view: name, guide: Identifier(text(attr), attr.range),
                                         attribute: Identifier(text(last), last.range)),
                            SourceRange(start: t.start, end: last.end))
            }
            return Expr(.anchor(view: name, attribute: Identifier(text(attr), attr.range)),
                        SourceRange(start: t.start, end: attr.end))
        default:
            throw error(.expressionExpected(found: describe(t)), at: t.errorRange)
        }
    }

    /// `scaled(EXPR, STYLE)`, after `scaled`, at the `(`.
    @inline(never)
    mutating func parseScaled(_ keyword: Token) throws -> Expr {
        let open = advance()
        depth += 1
        defer { depth -= 1 }
        try checkDepth(at: open)
        nested += 1
        defer { nested -= 1 }
        let value = try parseExpr()
        guard at().kind == .comma else {
            let t = at()
            throw error(.scaledStyleExpected(found: describe(t)), at: t.errorRange)
        }
        advance()
        let styleToken = at()
        let style = try parseTextStyle(after: "scaled(…,")
        guard at().kind == .rightParen else { throw unclosedParenthesis(open) }
        let close = advance()
        contentSizeUsage.scalesSizes = true
        if !contentSizeUsage.scaledStyles.contains(style) { contentSizeUsage.scaledStyles.append(style) }
        return Expr(.scaled(value, style: style, styleRange: styleToken.range), SourceRange(start: keyword.start, end: close.end))
    }
}
