/// Expressions and priorities as `vflc fmt` spaces them: one blank around binary operators,
/// none after a negating `-` or inside parentheses (`compact`: no blanks at all, as in a
/// visual-format line).
struct ExprPrinter {
    let compact: Bool

    /// How tightly a position binds, the parser's levels (`ParserExpr`): an operand whose own
    /// level is lower is parenthesised.
    enum Context: Int {
        case top = 0, additive, multiplicative, unary, primary
    }

    /// The level of `e` as the parser would read its text.
    static func level(_ e: Expr) -> Context {
        switch e.kind {
        case .binary(let op, _, _): return op == .add || op == .subtract ? .additive : .multiplicative
        case .negate: return .unary
        // A negative literal (only a tree built by code has one) is written as a negation.
        case .number(let v): return v < 0 ? .unary : .primary
        case .name, .anchor, .guideAnchor, .paren, .scaled: return .primary
        }
    }

    /// Writes `e` where at least `context` binds, in parentheses if it binds less tightly.
    func write(_ e: Expr, into out: inout String, context: Context) {
        if Self.level(e).rawValue < context.rawValue {
            out += "("
            write(e, into: &out, context: .top)
            out += ")"
            return
        }
        switch e.kind {
        case .number(let v):
            if v < 0 { out += "-" }
            out += NumberSpelling.canonical(abs(v))
        case .name(let id): out += id.name
        case .anchor(let view, let attribute): out += view.name + "." + attribute.name
        case .guideAnchor(let view, let guide, let attribute): out += view.name + "." + guide.name + "." + attribute.name
        case .negate(let inner):
            out += "-"
            write(inner, into: &out, context: .unary)
        case .binary(let op, let lhs, let rhs):
            // Left-associative: the right operand of `a - (b - c)` needs its parentheses.
            let level = Self.level(e)
            write(lhs, into: &out, context: level)
            out += compact ? op.rawValue : " " + op.rawValue + " "
            write(rhs, into: &out, context: Context(rawValue: level.rawValue + 1)!)
        case .paren(let inner):
            out += "("
            write(inner, into: &out, context: .top)
            out += ")"
        case .scaled(let inner, let style, _):
            out += "scaled("
            write(inner, into: &out, context: .top)
            out += (compact ? "," : ", ") + style.rawValue + ")"
        }
    }

    /// A priority after `@`: `750`, `-5` (lowering reports it), `high`, `pad`.
    static func priority(_ value: PriorityValue) -> String {
        switch value {
        case .name(let name): return name
        case .number(let v): return (v.sign == .minus ? "-" : "") + NumberSpelling.canonical(abs(v))
        }
    }

    /// Whether the first token of `e`'s text is the name `word`.
    static func startsWithName(_ e: Expr, _ word: String) -> Bool {
        switch e.kind {
        case .name(let id), .anchor(let id, _), .guideAnchor(let id, _, _): return id.name == word
        case .binary(_, let lhs, _): return startsWithName(lhs, word)
        case .number, .negate, .paren, .scaled: return false
        }
    }
}

/// How the printer spells a number: the shortest digits that read back as the same `Double`
/// (Swift's `description` finds them), without a fraction when there is none (`8`, `0.5`,
/// `1000`), with an exponent only beyond 1e16 or below 1e-6 (`1e300`, `2.5e-7`), as the lexer
/// reads them (docs/language.md, §1).
public enum NumberSpelling {
    /// The canonical spelling of `value`. A negative value gets a `-` (which the language
    /// reads as an operator: only expressions can hold one); infinity and NaN, which no
    /// literal denotes, are written `1e999`, which the lexer reports as too large.
    public static func canonical(_ value: Double) -> String {
        guard value.isFinite else { return value < 0 ? "-1e999" : "1e999" }
        if value < 0 { return "-" + canonical(-value) }
        if value == 0 { return "0" }
        let (digits, exponent) = decimal(value)
        return value >= 1e16 || value < 1e-6 ? scientific(digits, exponent) : plain(digits, exponent)
    }

    /// `value` without an exponent whatever its size (`0.0000001`): the height of an
    /// `intrinsic` size is read from inside a word (`120x22`), where `1e-7` would end at its `-`.
    public static func positional(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return canonical(value) }
        let (digits, exponent) = decimal(value)
        return value >= 1e16 ? scientific(digits, exponent) : plain(digits, exponent)
    }

    /// The shortest round-trip digits `d₁d₂…dₙ` (no leading or trailing zeros) and `e` such
    /// that `value == 0.d₁d₂…dₙ × 10^e`, for a positive finite `value`.
    static func decimal(_ value: Double) -> (digits: [UInt8], exponent: Int) {
        let text = Array(value.description.utf8)  // `100.0`, `0.001`, `1.5e-07`, `5e-324`
        let e = text.firstIndex(of: UInt8(ascii: "e")) ?? text.count
        var exponent = e < text.count ? Int(String(decoding: text[(e + 1)...], as: UTF8.self))! : 0
        var digits: [UInt8] = []
        var seenPoint = false
        for c in text[..<e] {
            if c == UInt8(ascii: ".") { seenPoint = true; continue }
            digits.append(c)
            if !seenPoint { exponent += 1 }
        }
        while digits.first == UInt8(ascii: "0") { digits.removeFirst(); exponent -= 1 }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, exponent)
    }

    /// `1234.5`, `0.00012`, `1200`.
    static func plain(_ digits: [UInt8], _ exponent: Int) -> String {
        let d = String(decoding: digits, as: UTF8.self)
        if exponent <= 0 { return "0." + String(repeating: "0", count: -exponent) + d }
        if exponent >= digits.count { return d + String(repeating: "0", count: exponent - digits.count) }
        let point = d.index(d.startIndex, offsetBy: exponent)
        return String(d[..<point]) + "." + String(d[point...])
    }

    /// `1.5e-7`, `1e300`.
    static func scientific(_ digits: [UInt8], _ exponent: Int) -> String {
        let d = String(decoding: digits, as: UTF8.self)
        return String(d.prefix(1)) + (digits.count > 1 ? "." + String(d.dropFirst()) : "") + "e" + String(exponent - 1)
    }
}
