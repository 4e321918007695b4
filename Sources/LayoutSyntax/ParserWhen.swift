import LayoutSource

/// `when COND { … } else when COND { … } else { … }` (spec §7).
extension SyntaxParser {
    /// At `when`. The `else` chain is read in a loop, so a long chain does not recurse.
    @inline(never)
    mutating func parseWhen() throws -> Statement {
        let start = tokens[pos].start
        var clauses: [WhenClause] = []
        if let first = try parseWhenClause() { clauses.append(first) }
        var elseBody: [Statement]?
        var elseRange: SourceRange?
        while true {
            let (next, index) = peekPastNewlines()
            guard isWord(next, "else") else { break }
            pos = index
            let elseToken = advance()
            let t = tokens[pos]
            if isWord(t, "when") {
                if let clause = try parseWhenClause() { clauses.append(clause) }
                continue
            }
            let (brace, braceIndex) = peekPastNewlines()
            guard brace.kind == .leftBrace else {
                throw error("expected '{' or 'when' after 'else', found \(describe(t))", at: t.errorRange)
            }
            pos = braceIndex
            let block = try parseBlock()
            elseBody = block.statements
            elseRange = SourceRange(start: elseToken.start, end: block.end)
            break
        }
        return .when(WhenBlock(clauses: clauses, elseBody: elseBody, elseRange: elseRange, range: range(from: start)))
    }

    /// `when COND { … }`, at `when`. A condition with an error (already reported) gives nil
    /// after its block has been read: the block's own errors are reported too, and the rest
    /// of the `else` chain is kept, as an editor needs while the condition is being typed.
    @inline(never)
    mutating func parseWhenClause() throws -> WhenClause? {
        let keyword = advance()
        var condition: TraitCondition?
        do {
            condition = try parseCondition(after: keyword)
        } catch let failure {
            let stops: [TokenKind] = [.leftBrace, .newline, .semicolon, .rightBrace, .endOfFile]
            while !stops.contains(tokens[pos].kind) { advance() }
            guard peekPastNewlines().0.kind == .leftBrace else { throw failure }
        }
        let (brace, index) = peekPastNewlines()
        guard brace.kind == .leftBrace else {
            let t = tokens[pos]
            throw error("expected '{' after the condition of 'when', found \(describe(t))", at: t.errorRange)
        }
        pos = index
        let block = try parseBlock()
        guard let condition else { return nil }
        return WhenClause(condition: condition, body: block.statements,
                          range: SourceRange(start: keyword.start, end: block.end))
    }

    /// Alternatives of one or two terms (`wC hR`) joined by `or`.
    @inline(never)
    mutating func parseCondition(after keyword: Token) throws -> TraitCondition {
        let termNames = TraitTerm.allCases.map(\.rawValue)
        var alternatives: [[(term: TraitTerm, range: SourceRange)]] = []
        var current: [(term: TraitTerm, range: SourceRange)] = []
        var lastOr: Token?
        let start = tokens[pos].start
        while tokens[pos].kind == .identifier {
            let t = tokens[pos]
            if isWord(t, "or") {
                if current.isEmpty {
                    throw error("expected a size-class term (wC, wR, hC, hR) before 'or'", at: t.errorRange)
                }
                alternatives.append(current)
                current = []
                lastOr = advance()
                continue
            }
            let word = text(t)
            guard let term = TraitTerm(rawValue: word) else {
                var message = "unknown size-class term '\(word)'; expected wC, wR, hC or hR"
                if let s = Suggestion.closest(to: word, in: termNames, maxDistance: 1) { message += "; did you mean '\(s)'?" }
                throw error(message, at: t.errorRange)
            }
            let isWidth = term == .wC || term == .wR
            if let clash = current.first(where: { ($0.term == .wC || $0.term == .wR) == isWidth }) {
                throw error("'\(word)' conflicts with '\(clash.term.rawValue)': an alternative names each dimension at most once; use 'or' between alternatives",
                            at: t.errorRange)
            }
            current.append((term, t.range))
            advance()
        }
        if current.isEmpty {
            let t = tokens[pos]
            let message = lastOr == nil
                ? "expected a size-class condition after 'when' (such as wC, hR or wC hC), found \(describe(t))"
                : "expected a size-class term (wC, wR, hC, hR) after 'or', found \(describe(t))"
            throw error(message, at: t.errorRange)
        }
        alternatives.append(current)
        return TraitCondition(alternatives: alternatives, range: range(from: start))
    }
}
