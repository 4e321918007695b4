import LayoutSource
import LayoutSyntax

/// A declared view or metric under the cursor that can be renamed, with every occurrence.
public struct RenameTarget: Sendable {
    /// Its name.
    public var name: String
    /// The occurrence under the cursor.
    public var range: SourceRange
    /// Every occurrence (declarations included), in source order.
    public var occurrences: [SymbolIndex.Occurrence]
}

/// Why a rename is refused (the editor shows the message).
public struct RenameError: Error, Sendable {
    /// One line, readable on its own.
    public var message: String
}

extension DocumentAnalysis {
    /// The declarations of the view or metric at `offset` (every definition of a metric, the
    /// unconditional one first); empty when there is none there.
    public func definition(at offset: Int) -> [SourceRange] {
        guard let occurrence = index.occurrence(at: offset) else { return [] }
        return index.declarations(of: occurrence)
    }

    /// The declared view or metric at `offset`, with its occurrences; `nil` on anything else
    /// (a keyword, a built-in name, `superview`).
    public func renameTarget(at offset: Int) -> RenameTarget? {
        let index = self.index
        guard let o = index.occurrence(at: offset), o.name != Vocabulary.superview else { return nil }
        let kind = index.resolvedKind(of: o)
        guard index.isDeclared(o.name, as: kind) else { return nil }
        return RenameTarget(name: o.name, range: o.range, occurrences: index.occurrences(of: o.name, kind: kind))
    }

    /// Every use of the view or metric at `offset` (and its declaration when
    /// `includeDeclaration`); empty on anything that cannot be renamed.
    public func references(at offset: Int, includeDeclaration: Bool) -> [SourceRange] {
        guard let target = renameTarget(at: offset) else { return [] }
        return target.occurrences.filter { includeDeclaration || !$0.isDeclaration }.map(\.range)
    }

    /// The edits renaming the view or metric at `offset` to `newName` at its declaration(s)
    /// and every use, or why not.
    public func rename(at offset: Int, to newName: String) -> Result<[TextEdit], RenameError> {
        guard let target = renameTarget(at: offset) else {
            return .failure(RenameError(message: "only a declared view or metric can be renamed"))
        }
        guard Self.isIdentifier(newName) else {
            return .failure(RenameError(message: "'\(newName)' is not a name: a name is a letter or `_` followed by letters, digits and `_`"))
        }
        // A built-in name would not be refused by the parser, but it would change the file's
        // meaning: a view named `readable` hides the root's readable guide wherever the file
        // writes `readable.leading` (docs/language.md §15), a metric named `standard` the
        // built-in spacing.
        if let meaning = BuiltinWords.reservedMeaning(newName) {
            return .failure(RenameError(message: "'\(newName)' is \(meaning): renaming '\(target.name)' to it would change what the file means"))
        }
        if newName != target.name, index.isDeclared(newName, as: .view) || index.isDeclared(newName, as: .metric) {
            let what = index.isDeclared(newName, as: .view) ? "a view" : "a metric"
            return .failure(RenameError(message: "'\(newName)' is already declared in this file (\(what)): renaming '\(target.name)' to it would merge the two"))
        }
        return .success(target.occurrences.map { TextEdit(range: $0.range, replacement: newName) })
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, the lexer's identifiers.
    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, first == UInt8(ascii: "_") || (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else {
            return false
        }
        return s.utf8.allSatisfy { $0 == UInt8(ascii: "_") || ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39 }
    }
}
