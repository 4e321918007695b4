/// Reads one constraint description as UIKit and AppKit print it (`NSLayoutConstraint`'s
/// `description`, the text between `<` and `>` of a report's list):
///
///     NSLayoutConstraint:0x6000… 'identifier' UILabel:0x7f…'Title'.width == 0.5*UIView:0x7f….width + 10   (active)
///     NSAutoresizingMaskLayoutConstraint:0x6000… h=--& v=--& UIView:0x7f….midX == + 187.5
///     NSLayoutConstraint:0x6000… H:|-(4)-[UIStackView:0x7f…]   (active, names: '|':UIView:0x7f… )
///     SnapKit.LayoutConstraint:0x6000…@ViewController.swift#42 UIView:0x7f….height == 30.0
///
/// Anything it does not know is `notUnderstood` with the reason, never guessed (docs/explain.md
/// lists the accepted forms).
public enum DescriptionParser {
    /// Reads `text` (without the enclosing `<` `>`).
    public static func parse(_ text: String) -> DescriptionParse {
        var reader = DescriptionReader(Array(text.utf8))
        return reader.read()
    }
}

/// The parse of one description: header, tail (`(active, names: …)`), body.
struct DescriptionReader {
    var c: ByteCursor
    /// Items of the names list, longest name first (a name may contain spaces, dots, colons).
    var named: [(name: [UInt8], item: LogItem)] = []
    var superview: LogItem?

    init(_ bytes: [UInt8]) { c = ByteCursor(bytes) }

    mutating func read() -> DescriptionParse {
        guard let header = readHeader() else {
            return .notUnderstood(nil, reason: "not a constraint description (no Class:address at its start)")
        }
        let bodyStart = c.i
        var bodyEnd = c.bytes.count
        var active = false
        if let tail = findTail(from: bodyStart) {
            bodyEnd = tail.start
            active = tail.active
            if let names = tail.names, let error = readNames(names) {
                return .notUnderstood(header, reason: error)
            }
        }
        while bodyEnd > bodyStart, c.bytes[bodyEnd - 1] == 0x20 || c.bytes[bodyEnd - 1] == 0x09 { bodyEnd -= 1 }
        guard bodyEnd > bodyStart else { return .notUnderstood(header, reason: "no relation after the header") }
        let body = Array(c.bytes[bodyStart..<bodyEnd])
        var bodyCursor = ByteCursor(body)
        let result: Result<(LogEquation, LogNumber?, DescriptionForm), BodyError>
        if bodyCursor.looksAt("H:") || bodyCursor.looksAt("V:") {
            result = readVisualFormat(&bodyCursor)
        } else {
            result = readAnchorForm(&bodyCursor)
        }
        switch result {
        case .failure(let e): return .notUnderstood(header, reason: e.reason)
        case .success(let (equation, priority, form)):
            return .understood(ConstraintDescription(header: header, equation: equation, priority: priority, form: form,
                                                     superview: superview, printedActive: active))
        }
    }

    /// `Class:0xADDR[@file#line]`, then any of `h=… v=…` and `'identifier'`.
    private mutating func readHeader() -> ConstraintHeader? {
        let classBytes = c.run(while: ByteCursor.isClassByte)
        guard !classBytes.isEmpty, c.take(":") else { return nil }
        c.skipSpaces()
        let address: String
        if c.looksAt("0x") {
            let start = c.i
            c.i += 2
            _ = c.run(while: ByteCursor.isHex)
            address = c.text(start..<c.i)
        } else {
            // Masonry's `mas_key` replaces the address (`MASLayoutConstraint:ConstantConstraint`).
            let start = c.i
            let key = c.run { ByteCursor.isLetter($0) || ByteCursor.isDigit($0) || $0 == UInt8(ascii: "_") }
            guard !key.isEmpty else { return nil }
            if c.peek == UInt8(ascii: "[") {
                c.i += 1
                _ = c.run(while: ByteCursor.isDigit)
                guard c.take("]") else { return nil }
            }
            address = c.text(start..<c.i)
        }
        var header = ConstraintHeader(className: String(decoding: classBytes, as: UTF8.self),
                                      address: address.hasPrefix("0x") ? address.lowercased() : address)
        if c.peek == UInt8(ascii: "@") {
            // SnapKit: `@path#line`, the path possibly with spaces; it ends at `#digits `.
            let start = c.i + 1
            var k = start
            while k < c.bytes.count {
                if c.bytes[k] == UInt8(ascii: "#"), k + 1 < c.bytes.count, ByteCursor.isDigit(c.bytes[k + 1]) {
                    var e = k + 1
                    while e < c.bytes.count, ByteCursor.isDigit(c.bytes[e]) { e += 1 }
                    if e == c.bytes.count || c.bytes[e] == 0x20 {
                        header.snapKitSource = c.text(start..<e)
                        c.i = e
                        break
                    }
                }
                k += 1
            }
            if header.snapKitSource == nil { return nil }
        }
        while true {
            c.skipSpaces()
            if c.looksAt("h="), let codes = readAutoresizingCodes() {
                header.autoresizing = codes
            } else if c.peek == UInt8(ascii: "'") {
                // The identifier ends at the first quote followed by a space (the body follows).
                let start = c.i + 1
                var k = start
                while k < c.bytes.count, !(c.bytes[k] == UInt8(ascii: "'") && k + 1 < c.bytes.count && c.bytes[k + 1] == 0x20) {
                    k += 1
                }
                guard k < c.bytes.count else { return header }
                header.identifier = c.text(start..<k)
                c.i = k + 1
            } else {
                return header
            }
        }
    }

    private mutating func readAutoresizingCodes() -> AutoresizingCodes? {
        let save = c.i
        func codes() -> String? {
            let start = c.i
            for _ in 0..<3 {
                guard let b = c.peek, b == UInt8(ascii: "-") || b == UInt8(ascii: "&") else { return nil }
                c.i += 1
            }
            return c.text(start..<c.i)
        }
        guard c.take("h="), let h = codes(), c.take(" v="), let v = codes() else { c.i = save; return nil }
        return AutoresizingCodes(horizontal: h, vertical: v)
    }

    /// The trailing `(active)`, `(active, names: …)` or `(Names: …)`: where it starts, and the
    /// names list's text.
    private func findTail(from start: Int) -> (start: Int, active: Bool, names: Range<Int>?)? {
        let candidates = ["(active", "(inactive", "(Names: ", "(names: "]
        var best: Int?
        for k in candidates {
            if let p = ByteCursor.findLast(k, in: c.bytes), p >= start, best == nil || p > best! { best = p }
        }
        guard let open = best else { return nil }
        var close = c.bytes.count
        while close > open, c.bytes[close - 1] != UInt8(ascii: ")") { close -= 1 }
        guard close > open + 1 else { return nil }
        let inner = open + 1..<(close - 1)
        let active = ByteCursor.matches(c.bytes, "active".utf8, at: open + 1)
        var names: Range<Int>?
        for marker in ["names: ", "Names: "] {
            if let p = ByteCursor.find(marker, in: c.bytes, from: inner.lowerBound, to: inner.upperBound) {
                names = (p + marker.utf8.count)..<inner.upperBound
                break
            }
        }
        return (open, active, names)
    }

    /// Reads `NAME:0xADDR, '|':Class:0xADDR …` into `named` and `superview`; an error message
    /// when the list is malformed.
    private mutating func readNames(_ range: Range<Int>) -> String? {
        var end = range.upperBound
        while end > range.lowerBound, c.bytes[end - 1] == 0x20 { end -= 1 }
        var i = range.lowerBound
        var entries: [(name: [UInt8], item: LogItem)] = []
        var bar: LogItem?
        while i < end {
            while i < end, c.bytes[i] == 0x20 { i += 1 }
            if ByteCursor.matches(c.bytes, "'|':".utf8, at: i) {
                var item = ByteCursor(Array(c.bytes[(i + 4)..<end]))
                guard let read = readPlainItem(&item, closingQuote: { b, k in k + 1 >= b.count || b[k + 1] == UInt8(ascii: ",") || b[k + 1] == 0x20 })
                else { return "a names list entry '|' that is not an item" }
                bar = read
                i += 4 + item.i
            } else {
                // `NAME:0xHEX` where NAME may hold anything: the entry ends at the first
                // `:0x…` followed by `, ` or the end of the list.
                var k = i
                var found: (colon: Int, end: Int)?
                while k < end {
                    if c.bytes[k] == UInt8(ascii: ":"), ByteCursor.matches(c.bytes, "0x".utf8, at: k + 1) {
                        var e = k + 3
                        while e < end, ByteCursor.isHex(c.bytes[e]) { e += 1 }
                        if e == end || ByteCursor.matches(c.bytes, ", ".utf8, at: e) { found = (k, e); break }
                    }
                    k += 1
                }
                guard let f = found, f.colon > i else { return "a names list entry without an address" }
                let name = Array(c.bytes[i..<f.colon])
                let address = c.text((f.colon + 1)..<f.end)
                entries.append((name, LogItem(className: nil, address: address, name: String(decoding: name, as: UTF8.self))))
                i = f.end
            }
            while i < end, c.bytes[i] == 0x20 { i += 1 }
            if i < end {
                guard c.bytes[i] == UInt8(ascii: ",") else { return "an unexpected character in the names list" }
                i += 1
            }
        }
        named = entries.sorted { $0.name.count > $1.name.count }
        if let b = bar {
            // `'|':BackButton:0x…` names an item the list also names: the same item.
            superview = entries.first { $0.item.address != nil && $0.item.address == b.address }?.item ?? b
        }
        return nil
    }
}

/// Why a body was not read.
struct BodyError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
