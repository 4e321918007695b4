/// What pasting does to console text, undone: HTML entities of web pages (`&lt;`, `&#39;`,
/// `&nbsp;`), Markdown's escapes (`\<`, `\>`) and mangling (`~~` for `-`), the escaped quotes
/// Xcode prints inside an array's description (`\"`), and the wrappers around pasted lines
/// (`> ` quotes, `//` and `/* */` comments, `**` bold, code fences).
enum PastedText {
    /// `line` with entities decoded and escapes undone (only what never occurs in a description
    /// on its own: `\n` and `\U5403` in label text stay as printed).
    static func unescape(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var i = line.startIndex
        let end = line.endIndex
        while i < end {
            let b = line[i]
            if b == UInt8(ascii: "&"), let (decoded, length) = entity(line, at: i) {
                out += decoded
                i += length
                continue
            }
            if b == UInt8(ascii: "\\"), i + 1 < end {
                let n = line[i + 1]
                if n == UInt8(ascii: "<") || n == UInt8(ascii: ">") || n == UInt8(ascii: "\"") {
                    out.append(n)
                    i += 2
                    continue
                }
            }
            if b == UInt8(ascii: "~"), i + 1 < end, line[i + 1] == UInt8(ascii: "~") {
                out.append(UInt8(ascii: "-"))
                i += 2
                continue
            }
            if b == 0x0D, i + 1 == end { i += 1; continue }
            out.append(b)
            i += 1
        }
        return out
    }

    private static let named: [(String, [UInt8])] = [
        ("&lt;", [0x3C]), ("&gt;", [0x3E]), ("&amp;", [0x26]), ("&quot;", [0x22]), ("&apos;", [0x27]),
        ("&nbsp;", [0x20]), ("&#39;", [0x27]),
    ]

    /// An HTML entity at `i`: its UTF-8 and its length.
    private static func entity(_ line: ArraySlice<UInt8>, at i: Int) -> ([UInt8], Int)? {
        for (name, value) in named where matches(line, name, at: i) { return (value, name.utf8.count) }
        // `&#NNN;` and `&#xHH;`.
        guard i + 3 < line.endIndex, line[i + 1] == UInt8(ascii: "#") else { return nil }
        var k = i + 2
        let hex = line[k] == UInt8(ascii: "x") || line[k] == UInt8(ascii: "X")
        if hex { k += 1 }
        var value: UInt32 = 0
        let digitsStart = k
        while k < line.endIndex, k - digitsStart < 7 {
            let d = line[k]
            if ByteCursor.isDigit(d) { value = value * (hex ? 16 : 10) + UInt32(d - 0x30) }
            else if hex, ByteCursor.isHex(d) { value = value * 16 + UInt32((d | 0x20) - 0x61 + 10) }
            else { break }
            k += 1
        }
        guard k > digitsStart, k < line.endIndex, line[k] == UInt8(ascii: ";"), let scalar = Unicode.Scalar(value) else { return nil }
        return (Array(String(Character(scalar)).utf8), k + 1 - i)
    }

    static func matches(_ line: ArraySlice<UInt8>, _ literal: String, at i: Int) -> Bool {
        var k = i
        for b in literal.utf8 {
            guard k < line.endIndex, line[k] == b else { return false }
            k += 1
        }
        return true
    }

    /// Whitespace as pastes have it: spaces, tabs, and the no-break space of `&nbsp;`.
    static func isSpace(_ b: [UInt8], _ i: Int) -> Int {
        if b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D { return 1 }
        if b[i] == 0xC2, i + 1 < b.count, b[i + 1] == 0xA0 { return 2 }
        return 0
    }

    /// The line without its wrappers: leading `> ` quotes, `//`, `/*`, `*/`, `*` and `**`,
    /// code fences and quotes; trailing `*/`, `**`, fences, quotes and commas.
    static func core(_ b: [UInt8]) -> Range<Int> {
        var s = 0, e = b.count
        var changed = true
        while changed && s < e {
            changed = false
            while s < e, isSpace(b, s) > 0 { s += isSpace(b, s) }
            guard s < e else { break }
            if b[s] == UInt8(ascii: ">"), s + 1 == e || b[s + 1] == 0x20 || b[s + 1] == 0x09 || b[s + 1] == UInt8(ascii: ">") {
                s += 1; changed = true
            } else if ByteCursor.matches(b, "//".utf8, at: s) || ByteCursor.matches(b, "/*".utf8, at: s)
                        || ByteCursor.matches(b, "*/".utf8, at: s) {
                s += 2; changed = true
            } else if ByteCursor.matches(b, "```".utf8, at: s) {
                s += 3; changed = true
            } else if b[s] == UInt8(ascii: "*") {
                s += 1; changed = true
            }
        }
        changed = true
        while changed && e > s {
            changed = false
            while e > s, b[e - 1] == 0x20 || b[e - 1] == 0x09 || b[e - 1] == 0x0D { e -= 1 }
            if e - s >= 2, ByteCursor.matches(b, "*/".utf8, at: e - 2) { e -= 2; changed = true }
            else if e - s >= 3, ByteCursor.matches(b, "```".utf8, at: e - 3) { e -= 3; changed = true }
            else if e > s, b[e - 1] == UInt8(ascii: "*") || b[e - 1] == UInt8(ascii: ",") { e -= 1; changed = true }
        }
        return s..<e
    }
}
