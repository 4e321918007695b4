import LayoutSource

/// Statement lists, blocks and the choice between the kinds of statement.
extension SyntaxParser {
    /// The view kinds, as written.
    static let kindNames = ViewKind.allCases.map(\.rawValue)

    /// Parses statements until the end of the file, or until a `}` when `inBlock`.
    @inline(never)
    mutating func parseStatementList(inBlock: Bool) -> [Statement] {
        var statements: [Statement] = []
        var started = inBlock
        while true {
            let t = tokens[pos]
            switch t.kind {
            case .newline, .semicolon:
                advance()
                continue
            case .endOfFile:
                return statements
            case .rightBrace:
                if inBlock { return statements }
                _ = error(.unmatchedClosingBrace, at: t.errorRange)
                advance()
                continue
            default:
                break
            }
            do {
                if isWord(t, "cell"), peek().kind == .identifier {
                    try cellHeaderStatement(first: !started)
                    started = true
                    continue
                }
                started = true
                statements.append(try parseStatement())
                try expectStatementEnd()
            } catch {
                synchronize()
            }
        }
    }

    /// `cell table …` at `cell`: the file's header when it is the first statement, else an
    /// error. Its own frame, so that the recursion through blocks stays small.
    @inline(never)
    mutating func cellHeaderStatement(first: Bool) throws {
        guard first else {
            let t = advance()
            throw error(.cellHeaderNotFirst(text(tokens[pos])), at: t.range)
        }
        cellHeader = try parseCellHeader()
        try expectStatementEnd()
    }

    /// A statement ends at a line break, `;`, a closing `}` or the end of the file; one that
    /// ends with its own `}` needs nothing more.
    mutating func expectStatementEnd() throws {
        let t = tokens[pos]
        switch t.kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: return
        default:
            if previous.kind == .rightBrace { return }
            throw error(.unexpectedAfterStatement(found: describe(t)), at: t.errorRange)
        }
    }

    /// Parses `{ statements }` starting at the `{`; returns the statements and the end of
    /// the `}` (or of the file, when unterminated: reported at the `{`).
    @inline(never)
    mutating func parseBlock() throws -> (statements: [Statement], end: SourceLocation) {
        let open = tokens[pos]
        depth += 1
        defer { depth -= 1 }
        try checkDepth(at: open)
        advance()
        let saved = nested
        nested = 0
        defer { nested = saved }
        let statements = parseStatementList(inBlock: true)
        if tokens[pos].kind == .rightBrace {
            return (statements, advance().end)
        }
        reportUnterminated(open)
        return (statements, tokens[pos].end)
    }

    /// Token kinds that, after a leading identifier, make the line an expression (constraint).
    static func continuesExpression(_ k: TokenKind) -> Bool {
        switch k {
        case .dot, .plus, .minus, .star, .slash, .equalEqual, .lessEqual, .greaterEqual,
             .equal, .less, .greater, .bang, .at:
            return true
        default:
            return false
        }
    }

    /// What a statement is, decided from its first tokens.
    enum StatementStart { case vfl, constraint, namedConstraint, view(ViewKind), when, set, metrics }

    /// Parses one statement. Blocks recurse through here, so this frame and the ones it
    /// calls on the way to a nested block are kept small: the decision and its error
    /// messages live in `classifyStatement`, and each kind of statement is built (and
    /// boxed) in its own function, not in this frame.
    @inline(never)
    mutating func parseStatement() throws -> Statement {
        switch try classifyStatement() {
        case .vfl: return try vflStatement()
        case .constraint: return try constraintStatement()
        case .namedConstraint: return try namedConstraintStatement()
        case .view(let kind): return try parseViewDecl(kind)
        case .when: return try parseWhen()
        case .set: return try setStatement()
        case .metrics: return try metricsStatement()
        }
    }

    @inline(never) mutating func vflStatement() throws -> Statement { .vfl(try parseVFLLine()) }
    @inline(never) mutating func constraintStatement() throws -> Statement { .constraint(try parseConstraint()) }

    /// `NAME: EXPR REL EXPR [@PRIORITY]` at `NAME` (the statement starts at the name).
    @inline(never) mutating func namedConstraintStatement() throws -> Statement {
        let t = advance()
        advance()  // the `:`
        skipNewlines()
        var c = try parseConstraint()
        c.name = Identifier(text(t), t.range)
        c.range = SourceRange(start: t.start, end: c.range.end)
        return .constraint(c)
    }
    @inline(never) mutating func setStatement() throws -> Statement { .set(try parseSet()) }
    @inline(never) mutating func metricsStatement() throws -> Statement { .metrics(try parseMetrics()) }

    /// Decides what the statement is from its first one or two tokens (keywords are
    /// contextual: `view label` declares a view named `label`, `top.height == 4` is a
    /// constraint), or reports why it is none.
    @inline(never)
    mutating func classifyStatement() throws -> StatementStart {
        let t = tokens[pos]
        switch t.kind {
        case .pipe, .leftBracket:
            return .vfl
        case .number, .leftParen, .minus, .plus:
            return .constraint
        case .identifier:
            break
        default:
            throw error(.statementExpected(found: describe(t)), at: t.errorRange)
        }
        let next = peek()
        if next.kind == .dot { return .constraint }
        let isH = isWord(t, "H"), isV = isWord(t, "V")
        if next.kind == .colon {
            // `H:|…`, `V:[…`: a visual-format line; `NAME: a.height == 200`: a named constraint,
            // which `H` and `V` cannot be.
            let after = peek(2).kind
            let startsLine = after == .pipe || after == .leftBracket
            if isH || isV {
                if startsLine { return .vfl }
                throw error(.reservedConstraintName(text(t)), at: t.errorRange)
            }
            if startsLine { throw error(.unknownOrientation(text(t)), at: t.errorRange) }
            return .namedConstraint
        }
        let startsVFL = next.kind == .pipe || next.kind == .leftBracket
            || (next.kind == .minus && (peek(2).kind == .leftBracket || peek(2).kind == .pipe))
        if (isH || isV) && startsVFL {
            throw error(.orientationColonExpected(text(t), horizontal: isH), at: next.errorRange)
        }
        if Self.continuesExpression(next.kind) { return .constraint }
        let word = text(t)
        if let kind = ViewKind(rawValue: word) {
            guard next.kind == .identifier else {
                throw error(.nameExpected(after: word, found: describe(next)), at: next.errorRange)
            }
            return .view(kind)
        }
        switch word {
        case "when": return .when
        case "set":
            guard next.kind == .identifier else {
                throw error(.setViewExpected(found: describe(next)), at: next.errorRange)
            }
            return .set
        case "metrics":
            guard next.kind == .leftBrace else {
                throw error(.metricsBraceExpected(found: describe(next)), at: next.errorRange)
            }
            return .metrics
        case "else":
            throw error(.elseWithoutWhen, at: t.errorRange)
        default:
            break
        }
        if next.kind == .identifier {
            let suggestion = NameSuggestion.closest(to: word, in: Self.kindNames + ["when", "set", "metrics"])
            throw error(.unknownDeclaration(word, kinds: Self.kindNames, suggesting: suggestion), at: t.errorRange)
        }
        return .constraint
    }

    /// `EXPR RELATION EXPR [@PRIORITY]`.
    @inline(never)
    mutating func parseConstraint() throws -> ConstraintStmt {
        let start = tokens[pos].start
        let lhs = try parseExpr()
        let (relation, relationRange) = try parseRelation()
        skipNewlines()
        let rhs = try parseExpr()
        let priority = try parseOptionalPriority()
        return ConstraintStmt(lhs: lhs, relation: relation, relationRange: relationRange, rhs: rhs,
                              priority: priority, range: range(from: start))
    }

    /// A relation token; `=`, `<`, `>` and `!` are misspelt relations.
    mutating func parseRelation() throws -> (Relation, SourceRange) {
        let t = at()
        switch t.kind {
        case .equalEqual: advance(); return (.equal, t.range)
        case .lessEqual: advance(); return (.lessOrEqual, t.range)
        case .greaterEqual: advance(); return (.greaterOrEqual, t.range)
        case .equal, .less, .greater, .bang:
            throw error(.unknownRelation, at: t.errorRange)
        default:
            throw error(.relationExpected(found: describe(t)), at: t.errorRange)
        }
    }

    /// `@PRIORITY` if present: a number (possibly negative, so lowering can report the
    /// range), or a name (`required`, `high`, `low`, `fitting` or a metric).
    mutating func parseOptionalPriority() throws -> PrioritySyntax? {
        guard at().kind == .at else { return nil }
        advance()
        let t = at()
        switch t.kind {
        case .number:
            advance()
            return PrioritySyntax(value: .number(numberValue(t)), range: t.range)
        case .identifier:
            advance()
            return PrioritySyntax(value: .name(text(t)), range: t.range)
        case .minus where peek().kind == .number:
            advance()
            let n = advance()
            return PrioritySyntax(value: .number(-numberValue(n)), range: range(from: t.start))
        default:
            throw error(.priorityExpected(found: describe(t)), at: t.errorRange)
        }
    }
}
