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
                throw error(.elseBodyExpected(found: describe(t)), at: t.errorRange)
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
            throw error(.whenBodyExpected(found: describe(t)), at: t.errorRange)
        }
        pos = index
        let block = try parseBlock()
        guard let condition else { return nil }
        return WhenClause(condition: condition, body: block.statements,
                          range: SourceRange(start: keyword.start, end: block.end))
    }

    /// Alternatives of terms (`wC hR`, `size >= AX1`, `wR size < AX1`) joined by `or`.
    @inline(never)
    mutating func parseCondition(after keyword: Token) throws -> TraitCondition {
        let termNames = TraitTerm.sizeClassTerms.map(\.text)
        var alternatives: [[(term: TraitTerm, range: SourceRange)]] = []
        var current: [(term: TraitTerm, range: SourceRange)] = []
        var lastOr: Token?
        let start = tokens[pos].start
        while tokens[pos].kind == .identifier {
            let t = tokens[pos]
            if isWord(t, "or") {
                if current.isEmpty {
                    throw error(.termExpectedBeforeOr, at: t.errorRange)
                }
                alternatives.append(current)
                current = []
                lastOr = advance()
                continue
            }
            let word = text(t)
            let term: TraitTerm
            let termRange: SourceRange
            if word == "size" {
                (term, termRange) = try parseContentSizeTerm()
            } else if let sizeClass = TraitTerm(sizeClass: word) {
                term = sizeClass
                termRange = t.range
                advance()
            } else {
                let suggestion = NameSuggestion.closest(to: word, in: termNames + ["size"], maxDistance: 1)
                throw error(.unknownSizeClassTerm(word, suggesting: suggestion), at: t.errorRange)
            }
            if let clash = current.first(where: { $0.term.dimension == term.dimension }) {
                throw error(.conflictingTerms(term.text, clash.term.text), at: termRange)
            }
            current.append((term, termRange))
        }
        if current.isEmpty {
            let t = tokens[pos]
            throw error(lastOr == nil ? .conditionExpected(found: describe(t)) : .termExpectedAfterOr(found: describe(t)),
                        at: t.errorRange)
        }
        alternatives.append(current)
        return TraitCondition(alternatives: alternatives, range: range(from: start))
    }

    /// `size REL CATEGORY` (`size >= AX1`, `size < L`), at `size`. The category is a short
    /// name (`XS … XXXL`, `AX1 … AX5`) or a UIKit or SwiftUI name (`accessibilityMedium`, `xLarge`).
    mutating func parseContentSizeTerm() throws -> (TraitTerm, SourceRange) {
        let sizeToken = advance()
        let op = tokens[pos]
        let relation: ContentSizeRelation
        switch op.kind {
        case .equalEqual: relation = .equal
        case .lessEqual: relation = .lessOrEqual
        case .greaterEqual: relation = .greaterOrEqual
        case .less: relation = .less
        case .greater: relation = .greater
        case .bang where tokens[pos + 1].kind == .equal && tokens[pos + 1].offset == op.endOffset:
            advance()
            relation = .notEqual
        default:
            throw error(.sizeComparisonExpected(found: describe(op)), at: op.errorRange)
        }
        advance()
        let c = tokens[pos]
        guard c.kind == .identifier || c.kind == .number else {
            throw error(.contentSizeExpected(after: relation.rawValue, found: describe(c)), at: c.errorRange)
        }
        let word = text(c)
        guard let category = ContentSizeCategory.parse(word) else {
            throw error(.unknownContentSize(word), at: c.errorRange)
        }
        advance()
        contentSizeUsage.testsConditions = true
        return (.contentSize(relation, category), SourceRange(start: sizeToken.start, end: c.end))
    }
}
