import LayoutSource

/// View declarations, properties, `set` lines and `metrics` blocks (spec §3, §6, §7).
extension SyntaxParser {
    /// Every property keyword, for lookup and for "did you mean" suggestions.
    static let propertyNames = Vocabulary.propertyNames

    /// The keywords as bytes, so a token can be checked without building a string.
    static let propertyNameBytes = propertyNames.map { Array($0.utf8) }

    /// Whether `t` is one of the property keywords.
    func isPropertyKeyword(_ t: Token) -> Bool {
        guard t.kind == .identifier else { return false }
        let lower = Int(t.offset), upper = Int(t.endOffset)
        return Self.propertyNameBytes.contains { $0.count == upper - lower && bytes[lower..<upper].elementsEqual($0) }
    }

    /// `KIND NAME [PROPERTY …] [{ BODY }]`, at the kind keyword.
    @inline(never)
    mutating func parseViewDecl(_ kind: ViewKind) throws -> Statement {
        let kindToken = advance()
        let nameToken = advance()
        let customClass = try parseCustomClass()
        let properties = parseProperties().properties
        skipTrailingTokens()
        var body: [Statement]?
        var end = previous.end
        let (after, index) = peekPastNewlines()
        if after.kind == .leftBrace {
            pos = index
            let block = try parseBlock()
            body = block.statements
            end = block.end
        }
        let decl = ViewDecl(kind: kind, kindRange: kindToken.range, name: Identifier(text(nameToken), nameToken.range),
                            properties: properties, body: body, range: SourceRange(start: kindToken.start, end: end),
                            customClass: customClass)
        return .view(decl)
    }

    /// `: ClassName` after a declaration's name (`view chart: ChartView`), if written: a Swift
    /// type name, optionally qualified by its module (`Charts.BarView`).
    @inline(never)
    mutating func parseCustomClass() throws -> Identifier? {
        guard tokens[pos].kind == .colon else { return nil }
        advance()
        let first = tokens[pos]
        guard first.kind == .identifier else {
            throw error(.classNameExpected(found: describe(first)), at: first.errorRange)
        }
        advance()
        var name = text(first)
        while tokens[pos].kind == .dot, peek().kind == .identifier {
            advance()
            name += "." + text(advance())
        }
        return Identifier(name, range(from: first.start))
    }

    /// `set NAME PROPERTY…`, at `set`.
    @inline(never)
    mutating func parseSet() throws -> SetStmt {
        let setToken = advance()
        let nameToken = advance()
        let (properties, dropped) = parseProperties()
        if properties.isEmpty && !dropped {
            let t = tokens[pos]
            throw error(.propertyExpected(afterSet: text(nameToken), properties: Self.propertyNames, found: describe(t)),
                        at: t.errorRange)
        }
        return SetStmt(target: Identifier(text(nameToken), nameToken.range), properties: properties,
                       range: range(from: setToken.start))
    }

    /// Properties up to the end of the line or a `{`. A following line that starts with a
    /// property keyword (not used as a metric in an expression) continues the list, so that
    /// long stack declarations can be wrapped.
    ///
    /// A malformed property (`margins 1,2,3`, `style bodyy`, an unknown keyword) is reported
    /// and dropped alone (`dropped` says so): the parser skips to the next property keyword
    /// on the line, its end or a `{`, and goes on. The declaration keeps its name, its other
    /// properties and its body, so later lines that use the view still resolve instead of
    /// each becoming an `unknown-view` that only echoes this error.
    @inline(never)
    mutating func parseProperties() -> (properties: [ViewProperty], dropped: Bool) {
        var properties: [ViewProperty] = []
        var dropped = false
        while true {
            var t = tokens[pos]
            if t.kind == .newline {
                let (next, index) = peekPastNewlines()
                // A keyword that starts an expression (`spacing.width == 4`) or names a constraint
                // (`spacing: a.width == 4`) begins the next statement instead.
                guard isPropertyKeyword(next), !Self.continuesExpression(tokens[index + 1].kind),
                      tokens[index + 1].kind != .colon else { return (properties, dropped) }
                pos = index
                t = next
            }
            guard t.kind == .identifier else { return (properties, dropped) }
            do {
                properties.append(try parseProperty())
            } catch {
                dropped = true
                skipMalformedProperty()
            }
        }
    }

    /// After a malformed property's error: skips to the next property keyword on this line,
    /// or up to (not past) the line's end, a `;`, a `{` (the declaration's body) or a `}`.
    /// A value that is itself a keyword (`axis spacing 4`, the axis forgotten) is read as
    /// the next property.
    mutating func skipMalformedProperty() {
        while true {
            let t = tokens[pos]
            switch t.kind {
            case .newline, .semicolon, .leftBrace, .rightBrace, .endOfFile: return
            default:
                if isPropertyKeyword(t) { return }
                advance()
            }
        }
    }

    /// After a declaration's properties: anything but the statement's end or its body
    /// (`view a hug 250 300`) is reported once and skipped to the end of the line, keeping
    /// the declaration (see `parseProperties`).
    mutating func skipTrailingTokens() {
        let t = tokens[pos]
        switch t.kind {
        case .newline, .semicolon, .leftBrace, .rightBrace, .endOfFile: return
        default:
            _ = error(.unexpectedAfterStatement(found: describe(t)), at: t.errorRange)
            while true {
                switch tokens[pos].kind {
                case .newline, .semicolon, .leftBrace, .rightBrace, .endOfFile: return
                default: advance()
                }
            }
        }
    }

    /// One property, at its keyword.
    @inline(never)
    mutating func parseProperty() throws -> ViewProperty {
        let keyword = advance()
        let word = text(keyword)
        let value: ViewPropertyValue
        switch word {
        case "intrinsic": value = try parseIntrinsicSize(after: keyword)
        case "hug":
            let (h, v) = try parsePriorityPair(word)
            value = .hug(horizontal: h, vertical: v)
        case "resist":
            let (h, v) = try parsePriorityPair(word)
            value = .resist(horizontal: h, vertical: v)
        case "hidden": value = .hidden(true)
        case "visible": value = .hidden(false)
        case "axis": value = .axis(try parseEnumValue(word, StackAxis.self))
        case "distribution": value = .distribution(try parseEnumValue(word, StackDistribution.self))
        case "alignment": value = .alignment(try parseEnumValue(word, StackAlignment.self))
        case "spacing": value = .spacing(try parseExpr())
        case "spacingAfter": value = .spacingAfter(try parseExpr())
        case "style":
            value = .style(try parseTextStyle(after: word))
            contentSizeUsage.scalesSizes = true
        case "direction": value = .direction(try parseEnumValue(word, SemanticContent.self))
        case "baseline":
            let first = try parseOffset(word)
            var last: Double?
            if tokens[pos].kind == .comma { advance(); last = try parseOffset(word) }
            value = .baseline(first: first, last: last)
        case "baselineRelative": value = .baselineRelative(true)
        case "margins": value = .margins(try parseMargins())
        case "marginsRelative": value = .marginsRelative(true)
        case "uninstalled": value = .installed(false)
        case "installed": value = .installed(true)
        default:
            let suggestion = NameSuggestion.closest(to: word, in: Self.propertyNames)
            throw error(.unknownProperty(word, properties: Self.propertyNames, suggesting: suggestion), at: keyword.range)
        }
        return ViewProperty(value: value, keyword: Identifier(word, keyword.range), range: range(from: keyword.start))
    }

    /// `margins T,L,B,R` (top, leading, bottom, trailing, as UIKit's `NSDirectionalEdgeInsets`)
    /// or `margins N` for all four, after the keyword.
    mutating func parseMargins() throws -> DirectionalInsets {
        var values: [Double] = []
        let start = tokens[pos].start
        while true {
            let t = tokens[pos]
            guard t.kind == .number else { throw error(.marginsExpected(found: describe(t)), at: t.errorRange) }
            advance()
            values.append(numberValue(t))
            guard tokens[pos].kind == .comma else { break }
            advance()
        }
        switch values.count {
        case 1: return DirectionalInsets(all: values[0])
        case 4: return DirectionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        default: throw error(.marginsCount(values.count), at: range(from: start))
        }
    }

    /// `WxH` written as one word (`120x22`, `120x_`, `_x22`, `12.5x.5`). The lexer sees it as
    /// several touching tokens (`120` `x22`); they are re-read here as one piece of text.
    mutating func parseIntrinsicSize(after keyword: Token) throws -> ViewPropertyValue {
        let first = tokens[pos]
        var last = first
        var k = pos
        while true {
            let t = tokens[k]
            guard t.kind == .number || t.kind == .identifier || t.kind == .dot else { break }
            if k > pos && t.offset != last.endOffset { break }
            last = t
            k += 1
        }
        guard k > pos else { throw error(.intrinsicSizeExpected(found: describe(first)), at: first.errorRange) }
        let whole = SourceRange(start: first.start, end: last.end)
        let lower = Int(first.offset), upper = Int(last.endOffset)
        guard let x = bytes[lower..<upper].firstIndex(of: UInt8(ascii: "x")),
              let width = sizeSide(lower, x), let height = sizeSide(x + 1, upper) else {
            throw error(.intrinsicSizeExpected(found: nil), at: whole)
        }
        pos = k
        previous = last
        return .intrinsic(width: width, height: height)
    }

    /// One side of `WxH` in `bytes[lower..<upper]`: `_` (none → `.some(nil)`), a number,
    /// or invalid (`nil`).
    func sizeSide(_ lower: Int, _ upper: Int) -> Double?? {
        if upper == lower + 1 && bytes[lower] == UInt8(ascii: "_") { return .some(nil) }
        guard upper > lower, ByteClass.isDigit(bytes[lower]) || bytes[lower] == UInt8(ascii: ".") else { return nil }
        for c in bytes[lower..<upper] {
            guard ByteClass.isDigit(c) || c == UInt8(ascii: ".") || c | 0x20 == UInt8(ascii: "e")
                    || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") else { return nil }
        }
        let v = bytes.withUnsafeBufferPointer { NumberLiteral.value(UnsafeBufferPointer(rebasing: $0[lower..<upper])) }
        return v.isFinite ? .some(v) : nil
    }

    /// `H[,V]` for `hug`/`resist`: numbers or priority names.
    mutating func parsePriorityPair(_ word: String) throws -> (Double, Double?) {
        let h = try parsePriorityNumber(word)
        guard tokens[pos].kind == .comma else { return (h, nil) }
        advance()
        return (h, try parsePriorityNumber(word))
    }

    mutating func parsePriorityNumber(_ word: String) throws -> Double {
        let t = tokens[pos]
        if t.kind == .number { advance(); return numberValue(t) }
        if t.kind == .identifier, let value = Vocabulary.priority(named: text(t)) {
            advance()
            return value
        }
        throw error(.contentPriorityExpected(after: word, found: describe(t)), at: t.errorRange)
    }

    /// A text style name (`body`, `headline`, …), after `style` or in `scaled(…, STYLE)`.
    mutating func parseTextStyle(after word: String) throws -> TextStyle {
        let t = tokens[pos]
        let names = TextStyle.allCases.map(\.rawValue)
        guard t.kind == .identifier else {
            throw error(.textStyleExpected(after: word, styles: names, found: describe(t)), at: t.errorRange)
        }
        guard let style = TextStyle(rawValue: text(t)) else {
            let suggestion = NameSuggestion.closest(to: text(t), in: names)
            throw error(.unknownTextStyle(text(t), styles: names, suggesting: suggestion), at: t.errorRange)
        }
        advance()
        return style
    }

    /// A number after a keyword such as `baseline` (a distance in points).
    mutating func parseOffset(_ word: String) throws -> Double {
        let t = tokens[pos]
        if t.kind == .number { advance(); return numberValue(t) }
        throw error(.offsetExpected(after: word, found: describe(t)), at: t.errorRange)
    }

    /// A keyword value such as `axis vertical`.
    mutating func parseEnumValue<E: RawRepresentable & CaseIterable>(_ word: String, _ type: E.Type) throws -> E
    where E.RawValue == String {
        let t = tokens[pos]
        let names = E.allCases.map(\.rawValue)
        if t.kind == .identifier, let v = E(rawValue: text(t)) { advance(); return v }
        let suggestion = t.kind == .identifier ? NameSuggestion.closest(to: text(t), in: names) : nil
        throw error(.valueExpected(names, after: word, found: describe(t), suggesting: suggestion), at: t.errorRange)
    }

    /// `metrics { NAME = EXPR … }`, at `metrics`.
    @inline(never)
    mutating func parseMetrics() throws -> MetricsBlock {
        let keyword = advance()
        let open = tokens[pos]
        depth += 1
        defer { depth -= 1 }
        try checkDepth(at: open)
        advance()
        var definitions: [MetricDef] = []
        while true {
            let t = tokens[pos]
            switch t.kind {
            case .newline, .semicolon: advance(); continue
            case .rightBrace:
                advance()
                return MetricsBlock(definitions: definitions, range: range(from: keyword.start))
            case .endOfFile:
                reportUnterminated(open)
                return MetricsBlock(definitions: definitions, range: range(from: keyword.start))
            default: break
            }
            do {
                definitions.append(try parseMetricDef())
                try expectStatementEnd()
            } catch {
                synchronize()
            }
        }
    }

    /// `NAME = EXPR`.
    mutating func parseMetricDef() throws -> MetricDef {
        let name = tokens[pos]
        guard name.kind == .identifier else {
            throw error(.metricDefinitionExpected(found: describe(name)), at: name.errorRange)
        }
        advance()
        let eq = tokens[pos]
        guard eq.kind == .equal else {
            throw error(.metricEqualsExpected(after: text(name), found: describe(eq), foundDoubleEquals: eq.kind == .equalEqual),
                        at: eq.errorRange)
        }
        advance()
        let value = try parseExpr()
        return MetricDef(name: Identifier(text(name), name.range), value: value, range: range(from: name.start))
    }
}
