import LayoutSource
import LayoutSyntax

/// Structure-aware mutation of `.layout` text (the `layout-structure` target's
/// `LLVMFuzzerCustomMutator`): edits by tokens and lines, as people edit, instead of by bytes,
/// so that most results still parse far enough to reach lowering, the solver and the checker.
/// Each call does one edit picked by `seed` (the same seed, the same edit); `bytes` edits the
/// bytes of one token (libFuzzer's own mutator, passed in), so byte-level surprises stay possible.
public enum LayoutMutator {
    /// One edit of `data` (read as UTF-8, invalid bytes replaced), at most `maxSize` bytes long.
    public static func mutate(_ data: [UInt8], maxSize: Int, seed: UInt32, bytes: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var random = Xorshift(seed)
        let text = String(decoding: data, as: UTF8.self)
        let source = SourceFile(path: "m.layout", text: text)
        let utf8 = source.bytes
        let tokens = Lexer.tokenize(source).tokens.filter { $0.kind != .endOfFile && $0.kind != .newline }
        var out: [UInt8]
        if tokens.isEmpty || random.below(16) == 0 {
            out = lineEdit(utf8, &random) ?? bytes(utf8)
        } else if random.below(3) == 0 {
            out = lineEdit(utf8, &random) ?? tokenEdit(utf8, tokens, &random, bytes)
        } else {
            out = tokenEdit(utf8, tokens, &random, bytes)
        }
        if out.count > maxSize { out.removeLast(out.count - maxSize) }
        return out
    }

    /// Lines of `a` and `b` spliced (libFuzzer's `LLVMFuzzerCustomCrossOver`): a head of one, a tail of the other.
    public static func crossOver(_ a: [UInt8], _ b: [UInt8], maxSize: Int, seed: UInt32) -> [UInt8] {
        var random = Xorshift(seed)
        let la = lines(a), lb = lines(b)
        var out = Array(la[0..<random.below(la.count + 1)].joined()) + Array(lb[random.below(lb.count + 1)...].joined())
        if out.count > maxSize { out.removeLast(out.count - maxSize) }
        return out
    }

    private static func tokenEdit(_ text: [UInt8], _ tokens: [Token], _ random: inout Xorshift,
                                  _ bytes: ([UInt8]) -> [UInt8]) -> [UInt8] {
        let ti = random.below(tokens.count), t = tokens[ti]
        let range = Int(t.offset)..<Int(t.endOffset)
        func replaced(_ new: [UInt8]) -> [UInt8] { Array(text[..<range.lowerBound]) + new + Array(text[range.upperBound...]) }
        switch random.below(9) {
        case 0: return replaced(Array(random.pick(LayoutWords.words).utf8))
        case 1: return replaced(Array(random.pick(LayoutWords.operators).utf8))
        case 2: return replaced(Array(random.pick(LayoutWords.numbers).utf8))
        case 3:  // another token of the file in its place
            let other = tokens[random.below(tokens.count)]
            return replaced(Array(text[Int(other.offset)..<Int(other.endOffset)]))
        case 4:  // a run of tokens removed
            let last = tokens[min(tokens.count - 1, ti + random.below(4))]
            return Array(text[..<range.lowerBound]) + Array(text[Int(last.endOffset)...])
        case 5:  // a run of tokens repeated
            let last = tokens[min(tokens.count - 1, ti + random.below(6))]
            let run = Array(text[range.lowerBound..<Int(last.endOffset)])
            return Array(text[..<Int(last.endOffset)]) + Array(" ".utf8) + run + Array(text[Int(last.endOffset)...])
        case 6:  // a word inserted before the token
            return Array(text[..<range.lowerBound]) + Array((random.pick(LayoutWords.words) + " ").utf8) + Array(text[range.lowerBound...])
        case 7 where t.kind == .identifier:  // every use of a name renamed, to another name of the file or a built-in
            let name = Array(text[range])
            let names = tokens.filter { $0.kind == .identifier }.map { Array(text[Int($0.offset)..<Int($0.endOffset)]) }
            let new = random.below(3) == 0 ? Array(random.pick(Vocabulary.builtinViews + Vocabulary.viewGuides).utf8) : random.pick(names)
            var out: [UInt8] = []
            var at = 0
            for u in tokens where u.kind == .identifier && Array(text[Int(u.offset)..<Int(u.endOffset)]) == name {
                out += text[at..<Int(u.offset)] + new
                at = Int(u.endOffset)
            }
            return out + text[at...]
        default:  // the token's own bytes mutated by libFuzzer
            return replaced(bytes(Array(text[range])))
        }
    }

    private static func lineEdit(_ text: [UInt8], _ random: inout Xorshift) -> [UInt8]? {
        var ls = lines(text)
        let i = random.below(ls.count + 1)
        switch random.below(6) {
        case 0: ls.insert(Array(random.pick(LayoutWords.snippets).utf8)[...], at: i)
        case 1 where !ls.isEmpty: ls.remove(at: min(i, ls.count - 1))
        case 2 where !ls.isEmpty: ls.insert(ls[random.below(ls.count)], at: i)
        case 3 where ls.count > 1: ls.swapAt(min(i, ls.count - 1), random.below(ls.count))
        case 4 where !ls.isEmpty:  // lines wrapped in a block
            let end = min(ls.count, i + 1 + random.below(4))
            let open = random.pick(["when wC {\n", "when hR or wR {\n", "when size >= AX1 {\n", "view box {\n", "stack s {\n", "scroll sv {\n"])
            ls.insert(Array("}\n".utf8)[...], at: end)
            ls.insert(Array(open.utf8)[...], at: min(i, end))
        case 5 where !ls.isEmpty:  // a line's indentation or line break changed
            let j = min(i, ls.count - 1)
            ls[j] = random.below(2) == 0 ? Array("\t".utf8)[...] + ls[j] : ls[j].filter { $0 != 0x0A }[...]
        default: return nil
        }
        return Array(ls.joined())
    }

    /// `text` cut after each `\n` (the last piece may lack one).
    private static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in text.enumerated() where b == 0x0A {
            out.append(text[start...i])
            start = i + 1
        }
        if start < text.count { out.append(text[start...]) }
        return out
    }
}

/// A small seeded generator (xorshift32): the mutator's choices follow libFuzzer's seed.
struct Xorshift {
    private var state: UInt32

    init(_ seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }

    mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    /// A number in `0..<n` (`n > 0`).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt32(n)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
