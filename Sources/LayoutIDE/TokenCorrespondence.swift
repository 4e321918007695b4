import LayoutSource
import LayoutSyntax

/// Two texts whose tokens are the same word for word, apart from where they are: an edit of
/// comments, blank lines or spacing. The solver sees nothing different, so the earlier
/// text's results stand, with their positions carried over token by token.
public struct TokenCorrespondence: Sendable {
    private let from: [Token]
    private let to: [Token]

    /// The correspondence when `new` means what `old` meant (every token of the same kind and
    /// spelling, line breaks counted as one token whatever comments they hold, and the same
    /// tokens touching on each line), else `nil`. Touching tokens are read together in two places
    /// (`intrinsic 120x22` is `120` `x22`, `!=` is `!` `=`): a space put between them is a
    /// different text.
    public init?(old: SourceFile, oldTokens: [Token], new: SourceFile, newTokens: [Token]) {
        guard oldTokens.count == newTokens.count else { return nil }
        let a = old.bytes, b = new.bytes
        for i in oldTokens.indices {
            let x = oldTokens[i], y = newTokens[i]
            guard x.kind == y.kind else { return nil }
            if i > 0, Self.mayTouch(x), Self.mayTouch(oldTokens[i - 1]),
               (oldTokens[i - 1].endOffset == x.offset) != (newTokens[i - 1].endOffset == y.offset) { return nil }
            // A line break token spans the comments between the lines: only its kind counts.
            if x.kind == .newline { continue }
            guard x.length == y.length else { return nil }
            var k = 0
            let n = x.length, xs = Int(x.offset), ys = Int(y.offset)
            while k < n, a[xs + k] == b[ys + k] { k += 1 }
            guard k == n else { return nil }
        }
        from = oldTokens
        to = newTokens
    }

    /// Whether the parser can read `t` together with a token it touches (a line break or the
    /// end of the file never is).
    static func mayTouch(_ t: Token) -> Bool { t.kind != .newline && t.kind != .endOfFile }

    /// The offset in the new text of `offset` in the old one: the same place in the same
    /// token; between tokens, as far from the token before (`startsRange: false`, a range's
    /// end) or the token after (`true`, a range's start) as before, within the new gap.
    public func newOffset(_ offset: Int, startsRange: Bool = true) -> Int { Self.map(offset, from, to, startsRange) }

    /// The offset in the old text of `offset` in the new one.
    public func oldOffset(_ offset: Int) -> Int { Self.map(offset, to, from, true) }

    private static func map(_ offset: Int, _ a: [Token], _ b: [Token], _ right: Bool) -> Int {
        // The last token starting at or before `offset`.
        var lo = 0, hi = a.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(a[mid].offset) <= offset { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return max(0, Int(b[0].offset) - (Int(a[0].offset) - offset)) }
        let i = lo - 1
        let start = Int(a[i].offset), end = Int(a[i].endOffset)
        // A range's end right after a token, where the next one (a line break) starts.
        if !right, offset == start, i > 0, Int(a[i - 1].endOffset) == offset { return Int(b[i - 1].endOffset) }
        if offset < end || offset == start {
            // Inside a line break's comments the texts differ: stay within the token.
            return min(Int(b[i].offset) + (offset - start), Int(b[i].endOffset))
        }
        if !right || i + 1 >= a.count {
            let after = Int(b[i].endOffset) + (offset - end)
            return i + 1 < b.count ? min(after, Int(b[i + 1].offset)) : after
        }
        let before = Int(b[i + 1].offset) - (Int(a[i + 1].offset) - offset)
        return max(before, Int(b[i].endOffset))
    }

    /// `range` of the old text in the new one (an empty range stays empty: a diagnostic's
    /// empty range is where the next token starts, a fix's insertion is after the token before,
    /// `insertion`).
    public func newRange(_ range: SourceRange, in new: SourceFile, insertion: Bool = false) -> SourceRange {
        let start = newOffset(range.start.offset, startsRange: !(insertion && range.end.offset == range.start.offset))
        let a = location(start, in: new)
        if range.end.offset == range.start.offset { return SourceRange(start: a, end: a) }
        return SourceRange(start: a, end: location(max(start, newOffset(range.end.offset, startsRange: false)), in: new))
    }

    /// `new.location(at: offset)`, read off the new text's token that starts or ends there (a
    /// diagnostic's range is a word's, a number's, a bracket's nearly always) instead of
    /// counting along the line: a comment edit carries a thousand diagnostics of a large file.
    /// Line breaks and the end of the file are counted (a line break's token ends on a later line).
    private func location(_ offset: Int, in new: SourceFile) -> SourceLocation {
        let off = max(0, min(offset, new.bytes.count))
        var lo = 0, hi = to.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(to[mid].offset) <= off { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 {
            let t = to[lo - 1]
            if Self.mayTouch(t), Int(t.offset) == off { return t.start }
            if Self.mayTouch(t), Int(t.endOffset) == off { return t.end }
        }
        return new.location(at: off)
    }

    /// `diagnostic` (of the old text) with its range and its notes' in the new text. Its
    /// fixes are dropped: a fix may depend on the text around it (an insertion at the end of
    /// a line is offered only when the line has no comment), which a carried-over analysis
    /// did not see; `AnalysisSession.analyze(_:carryOver: false)` gives them.
    public func carry(_ diagnostic: Diagnostic, to new: SourceFile) -> Diagnostic {
        var d = diagnostic
        d.file = new.path
        d.range = newRange(d.range, in: new)
        for k in d.notes.indices { d.notes[k].range = d.notes[k].range.map { newRange($0, in: new) } }
        d.fixes = []
        return d
    }
}
