import LayoutSource

/// Visual-format lines (spec §4): Apple's grammar
/// `(H:|V:)? (| connection)? view (connection view)* (connection |)?` plus the extensions
/// (expression objects, parenthesised negative spacings). Messages follow Apple's wording.
extension SyntaxParser {
    @inline(never)
    mutating func parseVFLLine() throws -> VFLLine {
        let first = tokens[pos]
        var orientation: VFLOrientation?
        var orientationRange: SourceRange?
        if first.kind == .identifier {
            orientation = isWord(first, "H") ? .horizontal : .vertical
            advance()
            advance() // the ':', checked by the caller
            orientationRange = range(from: first.start)
        }
        var leadingEdge: (pipe: SourceRange, connection: VFLConnection)?
        var leadingMargins = false
        if at().kind == .pipe {
            let pipe = advance()
            // `||`: the superview's layout margins (NorthLayout's extension), one token.
            leadingMargins = isMarginsBar(pipe)
            let connection = try parseConnection(after: pipe)
            leadingEdge = (pipe.range, connection)
            let t = at()
            if t.kind == .pipe {
                throw error(.viewExpectedAfterSuperview, at: t.errorRange)
            }
        }
        // Sized from the brackets ahead on the line, so that a long line does not regrow
        // its arrays several times.
        let expected = bracketsAhead()
        var views: [VFLView] = []
        views.reserveCapacity(expected)
        views.append(try parseVFLView())
        var connections: [VFLConnection] = []
        connections.reserveCapacity(expected - 1)
        var trailingEdge: (connection: VFLConnection, pipe: SourceRange)?
        var trailingMargins = false
        while true {
            let t = at()
            guard t.kind == .minus || t.kind == .leftBracket || t.kind == .pipe else { break }
            let connection = try parseConnection(after: previous)
            let next = at()
            if next.kind == .pipe {
                advance()
                trailingMargins = isMarginsBar(next)
                trailingEdge = (connection, next.range)
                break
            }
            connections.append(connection)
            views.append(try parseVFLView())
        }
        if trailingEdge != nil {
            let t = at()
            if t.kind == .minus || t.kind == .leftBracket || t.kind == .pipe {
                throw error(.unexpectedAfterClosingSuperview(found: describe(t)), at: t.errorRange)
            }
        }
        var line = VFLLine(orientation: orientation, orientationRange: orientationRange, leadingEdge: leadingEdge,
                           views: views, connections: connections, trailingEdge: trailingEdge,
                           range: range(from: first.start))
        line.leadingMargins = leadingMargins
        line.trailingMargins = trailingMargins
        if isWord(at(), "options") {
            parseFormatOptions(into: &line)
            line.range = range(from: first.start)
        }
        return line
    }

    /// Whether a bar token is `||` (the lexer makes two touching bars one token).
    func isMarginsBar(_ pipe: Token) -> Bool { pipe.endOffset - pipe.offset == 2 }

    /// The number of `[` before the end of the statement (at least 1, at most 64): an estimate
    /// of the views on the line, for reserving capacity only.
    func bracketsAhead() -> Int {
        var count = 0
        var k = pos
        loop: while count < 64 {
            switch tokens[k].kind {
            case .leftBracket: count += 1
            case .newline, .semicolon, .endOfFile, .rightBrace, .leftBrace: break loop
            default: break
            }
            k += 1
        }
        return max(count, 1)
    }

    /// A connection starting at the current token (`-`, or nothing before `[`/`|`).
    /// `before` is the item it follows, for messages.
    @inline(never)
    mutating func parseConnection(after before: Token) throws -> VFLConnection {
        let t = at()
        guard t.kind == .minus else {
            // Adjacency: an empty range at the join.
            return VFLConnection(kind: .adjacent, range: SourceRange(at: t.start))
        }
        let dash = advance()
        let lineEnd = pos
        skipNewlines()
        let next = at()
        if pos != lineEnd && next.kind != .leftBracket && next.kind != .pipe && next.kind != .leftParen {
            // The line ended with a dangling '-' and the next line is something else: report
            // the dash and leave the next line to be parsed on its own.
            pos = lineEnd
            throw error(.danglingConnection, at: dash.range)
        }
        switch next.kind {
        case .leftBracket, .pipe:
            return VFLConnection(kind: .standard, range: dash.range)
        case .number, .identifier, .greaterEqual, .lessEqual, .equalEqual:
            let predicate = try parseBarePredicate()
            try expectClosingDash(after: previous)
            return VFLConnection(kind: .predicates([predicate]), range: range(from: dash.start))
        case .leftParen:
            let predicates = try parsePredicateList(inView: false)
            try expectClosingDash(after: previous)
            return VFLConnection(kind: .predicates(predicates), range: range(from: dash.start))
        case .newline, .semicolon, .endOfFile, .rightBrace:
            throw error(.danglingConnection, at: dash.range)
        default:
            throw error(.connectionExpected(found: describe(next)), at: next.errorRange)
        }
    }

    /// A spacing predicate without parentheses: `N`, `metric`, and the forms that
    /// `constraints(withVisualFormat:)` accepts beyond its published grammar and shipping code
    /// relies on — a relation (`->=0-`, `-<=pad-`) and a priority (`-0@999-`, `->=0@low-`).
    /// The object stays one number or name: `-` ends it (`-a-b-` is no subtraction).
    mutating func parseBarePredicate() throws -> VFLPredicate {
        let start = at().start
        var relation: Relation?
        if [.greaterEqual, .lessEqual, .equalEqual].contains(at().kind) {
            relation = try parseRelation().0
        }
        let t = at()
        let object: Expr
        switch t.kind {
        case .number: advance(); object = Expr(.number(numberValue(t)), t.range)
        case .identifier: advance(); object = Expr(.name(Identifier(text(t), t.range)), t.range)
        default:
            throw error(.spacingObjectExpected(found: describe(t)), at: t.errorRange)
        }
        let priority = try parseOptionalPriority()
        return VFLPredicate(relation: relation, object: object, priority: priority, range: range(from: start))
    }

    mutating func expectClosingDash(after spacing: Token) throws {
        let t = at()
        guard t.kind == .minus else {
            throw error(.closingDashExpected(after: text(in: spacing), found: describe(t)), at: t.errorRange)
        }
        advance()
        let lineEnd = pos
        skipNewlines()
        let next = tokens[pos].kind
        if next != .leftBracket && next != .pipe {
            // Leave whatever follows (perhaps the next line) to be reported or parsed on its own.
            pos = lineEnd
            throw error(.viewExpectedAfterSpacing, at: t.range)
        }
    }

    func text(in t: Token) -> String { t.kind == .rightParen ? "predicate" : "'\(text(t))'" }

    /// `[name]` or `[name(predicates)]`.
    @inline(never)
    mutating func parseVFLView() throws -> VFLView {
        let open = at()
        guard open.kind == .leftBracket else {
            throw error(.bracketedViewExpected(found: describe(open)), at: open.range)
        }
        advance()
        nested += 1
        defer { nested -= 1 }
        let nameToken = at()
        guard nameToken.kind == .identifier else {
            throw error(.viewNameExpected(found: describe(nameToken)), at: nameToken.errorRange)
        }
        advance()
        let name = Identifier(text(nameToken), nameToken.range)
        var predicates: [VFLPredicate] = []
        if at().kind == .leftParen {
            predicates = try parsePredicateList(inView: true)
        }
        let close = at()
        guard close.kind == .rightBracket else {
            if predicates.isEmpty { throw missingCloser { .closingBracketExpected(after: name.name, found: $0) } }
            throw missingCloser { _ in .viewPredicateNotClosed }
        }
        advance()
        return VFLView(name: name, predicates: predicates, range: SourceRange(start: open.start, end: close.end))
    }

    /// `( predicate (, predicate)* )`, at the `(`.
    @inline(never)
    mutating func parsePredicateList(inView: Bool) throws -> [VFLPredicate] {
        let open = at()
        depth += 1
        defer { depth -= 1 }
        try checkDepth(at: open)
        advance()
        nested += 1
        let savedInPredicate = inVFLPredicate
        inVFLPredicate = true
        defer { nested -= 1; inVFLPredicate = savedInPredicate }
        var predicates: [VFLPredicate] = []
        while true {
            predicates.append(try parsePredicate())
            let t = at()
            if t.kind == .comma { advance(); continue }
            if t.kind == .rightParen { advance(); return predicates }
            throw missingCloser { _ in inView ? .viewPredicateNotClosed : .spacingPredicateNotClosed }
        }
    }

    /// `[RELATION] OBJECT [@PRIORITY]`.
    @inline(never)
    mutating func parsePredicate() throws -> VFLPredicate {
        let start = at().start
        var relation: Relation?
        switch at().kind {
        case .equalEqual, .lessEqual, .greaterEqual, .equal, .less, .greater, .bang:
            relation = try parseRelation().0
        default:
            break
        }
        let t = at()
        if t.kind == .rightParen || t.kind == .comma || t.kind == .at {
            throw error(.predicateObjectExpected(found: describe(t)), at: t.errorRange)
        }
        let object = try parseExpr()
        let priority = try parseOptionalPriority()
        return VFLPredicate(relation: relation, object: object, priority: priority, range: range(from: start))
    }
}
