import LayoutSource
import LayoutSyntax

/// Whether a new text parses as the text before it did, token for token, so that what the
/// editor reads off the syntax tree — each token's highlighting, where each view is declared —
/// is the earlier text's at the same token indices, with no new index built: a metric's value
/// or a relation edited in a large file, after which the editor asks for every token's
/// highlighting and every view's frame hint again.
enum ParseShape {
    /// The same tokens, touching where they touch (`TokenCorrespondence`), each spelt the same
    /// except numbers, and relations (`==`, `<=`, `>=`) of any of the three kinds; and both
    /// texts parsed without a syntax error. The parser reads a number's value and a relation's
    /// kind into the tree and branches on neither except to report an error (an estimated
    /// height of 0, a size word that is not one), so two texts that both parse cleanly took
    /// the same path: the same statements with the same names at the same tokens.
    static func same(old: SourceFile, oldTokens: [Token], oldParsedCleanly: Bool,
                     new: SourceFile, newTokens: [Token], newParsedCleanly: Bool) -> Bool {
        guard oldParsedCleanly, newParsedCleanly, oldTokens.count == newTokens.count else { return false }
        return old.bytes.withUnsafeBufferPointer { a in
            new.bytes.withUnsafeBufferPointer { b in
                for i in oldTokens.indices {
                    let x = oldTokens[i], y = newTokens[i]
                    if i > 0, TokenCorrespondence.mayTouch(x), TokenCorrespondence.mayTouch(oldTokens[i - 1]),
                       (oldTokens[i - 1].endOffset == x.offset) != (newTokens[i - 1].endOffset == y.offset) { return false }
                    if isRelation(x.kind), isRelation(y.kind) { continue }
                    guard x.kind == y.kind else { return false }
                    if x.kind == .newline || x.kind == .number { continue }
                    guard x.length == y.length else { return false }
                    let xs = Int(x.offset), ys = Int(y.offset)
                    for k in 0..<x.length where a[xs + k] != b[ys + k] { return false }
                }
                return true
            }
        }
    }

    private static func isRelation(_ kind: TokenKind) -> Bool {
        kind == .equalEqual || kind == .lessEqual || kind == .greaterEqual
    }
}
