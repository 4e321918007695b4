import LayoutSource

/// The `//` comments of a `.layout` file, found by a byte scan that skips `/* … */` comments
/// (the language has no string literals, so `//` elsewhere always starts a comment).
struct LineComments {
    /// One `//` comment.
    struct Comment {
        /// Its 1-based line.
        var line: Int
        /// Nothing but blanks precedes it on its line.
        var ownLine: Bool
        /// The text after `//` and leading blanks, without trailing blanks.
        var text: String
        /// Byte offset where `text` starts.
        var textOffset: Int
        /// Byte offset where `text` ends.
        var endOffset: Int
    }

    /// Every `//` comment, in order.
    static func find(in source: SourceFile) -> [Comment] {
        scan(source).comments
    }

    /// The lines holding anything but blanks and comments, ascending.
    static func codeLines(in source: SourceFile) -> [Int] {
        scan(source).code
    }

    private static func scan(_ source: SourceFile) -> (comments: [Comment], code: [Int]) {
        let b = source.bytes
        var comments: [Comment] = []
        var code: [Int] = []
        var line = 1
        var lineHasCode = false
        var inBlock = false
        var i = 0
        func endLine() {
            if lineHasCode { code.append(line) }
            line += 1
            lineHasCode = false
        }
        while i < b.count {
            let c = b[i]
            if c == 0x0A { endLine(); i += 1; continue }
            if inBlock {
                if c == 0x2A && i + 1 < b.count && b[i + 1] == 0x2F { inBlock = false; i += 2 } else { i += 1 }
                continue
            }
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2A { inBlock = true; i += 2; continue }
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2F {
                var start = i + 2
                while start < b.count, b[start] == 0x20 || b[start] == 0x09 { start += 1 }
                var end = start
                while end < b.count, b[end] != 0x0A { end += 1 }
                var trimmed = end
                while trimmed > start, b[trimmed - 1] == 0x20 || b[trimmed - 1] == 0x09 || b[trimmed - 1] == 0x0D { trimmed -= 1 }
                comments.append(Comment(line: line, ownLine: !lineHasCode, text: String(decoding: b[start..<trimmed], as: UTF8.self),
                                        textOffset: start, endOffset: trimmed))
                i = end
                continue
            }
            if c != 0x20 && c != 0x09 && c != 0x0D { lineHasCode = true }
            i += 1
        }
        if lineHasCode { code.append(line) }
        return (comments, code)
    }
}
