import Foundation
import LayoutFormat
import LayoutSource
import LayoutSyntax

/// The text without its comments: each `//` comment removed to its line's end, each `/* */`
/// replaced by its line breaks (or a blank), so the tokens and the statements stay the same.
enum CommentStripper {
    static func strip(_ text: String) -> String {
        let source = SourceFile(path: "t.layout", text: text)
        let bytes = source.bytes
        let tokens = Lexer.tokenize(source).tokens.filter { $0.kind != .newline && $0.kind != .endOfFile }
        var out: [UInt8] = []
        var at = 0
        func gap(_ end: Int) {
            var i = at
            while i < end {
                if bytes[i] == 0x2F, i + 1 < end, bytes[i + 1] == 0x2F {
                    while i < end, bytes[i] != 0x0A { i += 1 }
                } else if bytes[i] == 0x2F, i + 1 < end, bytes[i + 1] == 0x2A {
                    var breaks = 0
                    i += 2
                    while i < end, !(bytes[i] == 0x2A && i + 1 < end && bytes[i + 1] == 0x2F) {
                        if bytes[i] == 0x0A { breaks += 1 }
                        i += 1
                    }
                    i += 2
                    out += breaks == 0 ? [0x20] : [UInt8](repeating: 0x0A, count: breaks)
                } else {
                    out.append(bytes[i])
                    i += 1
                }
            }
        }
        for t in tokens {
            gap(Int(t.offset))
            out += bytes[Int(t.offset)..<Int(t.endOffset)]
            at = Int(t.endOffset)
        }
        gap(bytes.count)
        return String(decoding: out, as: UTF8.self)
    }
}

/// Formatted text with every number and keyword spelt as the printer spells it, written apart
/// from the printer: numbers by the shortest `%.Ne` that reads back (C's formatting, not
/// Swift's `description`), `hug`/`resist` priority names as numbers, content size categories
/// by their short names, `margins` of four equal values as one, and a visual-format spacing
/// bare exactly when it is one number or name without relation or priority (`-(8)-` → `-8-`,
/// `->=0-` → `-(>=0)-`). Works on `vflc fmt` output: one statement a line, visual-format
/// lines without blanks.
enum CanonicalSpelling {
    static func respell(_ text: String) -> String {
        guard let formatted = Formatter.format(SourceFile(path: "t.layout", text: text)).formatted else { return text }
        let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            let isVFL = trimmed.hasPrefix("[") || trimmed.hasPrefix("|") || trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:")
            var words = tokens(String(line))
            respellWords(&words)
            if isVFL { respellSpacings(&words) }
            return words.joined()
        }
        let joined = lines.joined(separator: "\n")
        return Formatter.format(SourceFile(path: "t.layout", text: joined)).formatted ?? joined
    }

    /// The line cut into its tokens' texts and the blanks between them.
    static func tokens(_ line: String) -> [String] {
        let source = SourceFile(path: "t.layout", text: line)
        var out: [String] = []
        var at = 0
        for t in Lexer.tokenize(source).tokens where t.kind != .endOfFile && t.kind != .newline {
            if Int(t.offset) > at { out.append(String(repeating: " ", count: Int(t.offset) - at)) }
            out.append(String(decoding: source.bytes[Int(t.offset)..<Int(t.endOffset)], as: UTF8.self))
            at = Int(t.endOffset)
        }
        return out
    }

    static func isNumber(_ w: String) -> Bool { Double(w) != nil && (w.first?.isNumber == true || w.first == ".") }
    static func isName(_ w: String) -> Bool { w.first.map { $0.isLetter || $0 == "_" } ?? false }

    static func respellWords(_ words: inout [String]) {
        var i = 0
        // The words before this one, blanks left out.
        var recent: [String] = []
        while i < words.count {
            let w = words[i]
            if w == "intrinsic", i + 2 < words.count {
                // `WxH` is touching tokens: the next blank-free run.
                var j = i + 2
                var run = ""
                while j < words.count, words[j].first != " " { run += words[j]; j += 1 }
                let sides = run.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
                let side = { (s: Substring, positional: Bool) in s == "_" ? "_" : number(Double(s)!, positional: positional) }
                words.replaceSubrange((i + 2)..<j, with: [side(sides[0], false) + "x" + side(sides[1], true)])
                recent.append(w)
                i += 3
                continue
            }
            let afterPriorityKeyword = ["hug", "resist"].contains(recent.last ?? "")
                || (recent.last == "," && recent.count >= 3 && ["hug", "resist"].contains(recent[recent.count - 3]))
            let afterSize = recent.suffix(2).first == "size" || recent.suffix(3) == ["size", "!", "="]
            if isNumber(w) {
                words[i] = number(Double(w)!, positional: false)
            } else if afterPriorityKeyword, let p = Vocabulary.priority(named: w) {
                words[i] = number(p, positional: false)
            } else if afterSize, isName(w), let c = ContentSizeCategory.parse(w) {
                words[i] = c.shortName
            }
            if w == "margins", i + 8 < words.count, words[i + 3] == ",", words[i + 5] == ",", words[i + 7] == ",",
               Set([2, 4, 6, 8].map { Double(words[i + $0]) }).count == 1 {
                words.removeSubrange((i + 3)...(i + 8))
            }
            if w.first != " " { recent.append(w) }
            i += 1
        }
    }

    /// Spacings outside brackets: `-` CONTENT `-`.
    static func respellSpacings(_ words: inout [String]) {
        var out: [String] = []
        var depth = 0
        var i = 0
        while i < words.count {
            let w = words[i]
            if w == "[" || w == "(" { depth += 1 } else if w == "]" || w == ")" { depth -= 1 }
            out.append(w)
            i += 1
            guard w == "-", depth == 0, i < words.count, words[i] != "[", words[i] != "|", words[i] != "||" else { continue }
            // The spacing's content runs to the next `-` at this depth.
            var j = i, level = 0
            while j < words.count, !(level == 0 && words[j] == "-" && j > i) {
                if words[j] == "(" { level += 1 } else if words[j] == ")" { level -= 1 }
                j += 1
            }
            var content = Array(words[i..<j])
            let single = content.count == 1 && (isNumber(content[0]) || isName(content[0]))
            if content.count == 3, content[0] == "(", isNumber(content[1]) || isName(content[1]), content[2] == ")" {
                content = [content[1]]
            } else if content.first != "(" && !single {
                content = ["("] + content + [")"]
            }
            out += content
            i = j
        }
        words = out
    }

    /// The shortest digits that read back, C's `%.Ne`; positional below 1e16 and from 1e-6, else
    /// `De±N` without `+` (`positional` for an intrinsic height: never a negative exponent).
    static func number(_ value: Double, positional: Bool) -> String {
        if value == 0 { return "0" }
        var scientific = ""
        for precision in 0...17 {
            scientific = String(format: "%.\(precision)e", value)
            if Double(scientific) == value { break }
        }
        let parts = scientific.split(separator: "e")
        let digits = parts[0].replacingOccurrences(of: ".", with: "")
            .replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
        let exponent = Int(parts[1])!
        if value >= 1e16 || (value < 1e-6 && !positional) {
            return String(digits.prefix(1)) + (digits.count > 1 ? "." + digits.dropFirst() : "") + "e\(exponent)"
        }
        if exponent < 0 { return "0." + String(repeating: "0", count: -exponent - 1) + digits }
        if digits.count <= exponent + 1 { return digits + String(repeating: "0", count: exponent + 1 - digits.count) }
        return String(digits.prefix(exponent + 1)) + "." + digits.dropFirst(exponent + 1)
    }
}
