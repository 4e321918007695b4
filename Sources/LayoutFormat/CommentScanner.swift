import LayoutSource
import LayoutSyntax

/// A comment found in the source, which the lexer skips.
struct Comment {
    /// Byte offsets `[start, end)`; a line comment ends before its line break.
    var start: Int
    var end: Int
    /// `//` (as opposed to `/* */`).
    var isLine: Bool
    /// Nothing but blanks precedes it on its line.
    var ownLine: Bool
}

/// Finds comments in the gaps between tokens: between two tokens of a file that parses there
/// is nothing but blanks, line breaks and comments.
enum CommentScanner {
    static func comments(in source: SourceFile, between tokens: [Token]) -> [Comment] {
        let b = source.bytes
        var out: [Comment] = []
        var gapStart = 0
        func scan(_ from: Int, _ to: Int) {
            var i = from
            while i + 1 < to {
                if b[i] == 0x2F && (b[i + 1] == 0x2F || b[i + 1] == 0x2A) {
                    let isLine = b[i + 1] == 0x2F
                    var end = i + 2
                    if isLine {
                        while end < to, b[end] != 0x0A { end += 1 }
                        while end > i + 2, b[end - 1] == 0x20 || b[end - 1] == 0x09 || b[end - 1] == 0x0D { end -= 1 }
                    } else {
                        while end + 1 < to, !(b[end] == 0x2A && b[end + 1] == 0x2F) { end += 1 }
                        end = min(to, end + 2)
                    }
                    out.append(Comment(start: i, end: end, isLine: isLine, ownLine: onlyBlanksBefore(i, in: b)))
                    i = end
                } else {
                    i += 1
                }
            }
        }
        for t in tokens {
            scan(gapStart, Int(t.offset))
            gapStart = Int(t.endOffset)
        }
        scan(gapStart, b.count)
        return out
    }

    static func onlyBlanksBefore(_ offset: Int, in b: [UInt8]) -> Bool {
        var i = offset - 1
        while i >= 0, b[i] != 0x0A {
            if b[i] != 0x20 && b[i] != 0x09 && b[i] != 0x0D { return false }
            i -= 1
        }
        return true
    }
}
