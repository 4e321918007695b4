/// One description's text in a line: where it ends, whether it is whole, and — when it was
/// wrapped onto the next lines — those lines joined to it.
struct ItemText {
    /// From the class name to the end of the segment it may occupy (the next part of the line).
    private(set) var segment: [UInt8]
    let bracketed: Bool
    private(set) var complete = false
    private(set) var closesList = false
    private var text: [UInt8] = []
    private var parse: DescriptionParse = .notUnderstood(nil, reason: "")

    init(line: [UInt8], start: Int, end: Int, bracketed: Bool) {
        segment = Array(line[start..<end])
        self.bracketed = bracketed
        resolve()
    }

    /// Bytes that may follow a description's closing `>`: quotes, commas, a list's closing
    /// bracket, bold markers, a period.
    private static func isJunk(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0D || b == UInt8(ascii: "\"") || b == UInt8(ascii: ",") || b == UInt8(ascii: "*")
            || b == UInt8(ascii: "\\") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: ".")
            || b == UInt8(ascii: ";")
    }

    private mutating func resolve() {
        if !bracketed {
            var e = segment.count
            while e > 0, ItemText.isJunk(segment[e - 1]), segment[e - 1] != UInt8(ascii: ")") && segment[e - 1] != UInt8(ascii: "]") { e -= 1 }
            // A bare description may end with `)` (its names list) or `]` (a visual format):
            // keep those, drop only quotes and commas.
            text = Array(segment[..<e])
            complete = true
            parse = DescriptionParser.parse(String(decoding: text, as: UTF8.self))
            return
        }
        // Candidates for the closing `>`: not `>=`, and only junk (or a `//` comment) after it.
        var candidates: [Int] = []
        for (k, b) in segment.enumerated() where b == UInt8(ascii: ">") {
            if k + 1 < segment.count, segment[k + 1] == UInt8(ascii: "=") { continue }
            candidates.append(k)
        }
        if let last = candidates.last, tailIsJunk(after: last) {
            finish(at: last)
            return
        }
        // A `>` inside the description (an identifier like `…<Down>.vertical`) followed by more
        // text: the first candidate whose text reads is the end (a few tried: a line of
        // thousands of `>` must not cost a parse each).
        for k in candidates.prefix(8) {
            let t = String(decoding: segment[..<k], as: UTF8.self)
            if case .understood = DescriptionParser.parse(t) { finish(at: k); return }
        }
        complete = false
        text = segment
        while let l = text.last, l == 0x20 || l == 0x09 { text.removeLast() }
        parse = DescriptionParser.parse(String(decoding: text, as: UTF8.self))
    }

    private func tailIsJunk(after k: Int) -> Bool {
        var i = k + 1
        while i < segment.count {
            if ItemText.isJunk(segment[i]) { i += 1; continue }
            return ByteCursor.matches(segment, "//".utf8, at: i)
        }
        return true
    }

    private mutating func finish(at k: Int) {
        text = Array(segment[..<k])
        complete = true
        closesList = segment[(k + 1)...].contains { $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "]") }
            && !segment[(k + 1)...].contains(UInt8(ascii: "/"))
        parse = DescriptionParser.parse(String(decoding: text, as: UTF8.self))
    }

    /// Joins the lines after `from` while the description is not closed and they continue it
    /// (not blank, not a bracket, no report part of their own); returns the first line not used.
    mutating func continueOnto(lines: [Range<Int>], bytes: [UInt8], from: Int) -> Int {
        var k = from
        while !complete, k < lines.count, k - from < 6 {
            let line = PastedText.unescape(bytes[lines[k]])
            let core = PastedText.core(line)
            if core.isEmpty { break }
            let c = line[core]
            if c.elementsEqual(")".utf8) || c.elementsEqual("]".utf8) { break }
            if LineEvents.contains(line, "onstraint"), !LineEvents.find(in: line).isEmpty { break }
            segment.append(0x20)
            segment += line[core]
            resolve()
            k += 1
        }
        return k
    }

    /// The description as a list entry.
    func printed(lineNumber: Int) -> PrintedConstraint {
        let body = String(decoding: text, as: UTF8.self)
        var parse = self.parse
        if !complete, case .notUnderstood(let header, _) = parse {
            parse = .notUnderstood(header, reason: "the description is cut off (no closing >)")
        } else if !complete, case .understood(let d) = parse {
            parse = .notUnderstood(d.header, reason: "the description is cut off (no closing >)")
        }
        return PrintedConstraint(text: bracketed ? "<" + body + (complete ? ">" : "") : body, line: lineNumber,
                                 complete: complete, parse: parse)
    }
}
