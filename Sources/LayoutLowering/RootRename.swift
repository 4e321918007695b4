import LayoutSource
import LayoutSyntax

extension ViewTable {
    /// `view root`: in Apple's VFL a view name is only a key of the views dictionary, so
    /// shipping strings say `|[root]|`; in a `.layout` file `root` is the canvas view, which
    /// every top-level `|` and `root.ATTR` already mean. Shadowing it would change what those
    /// mean elsewhere in the file, so the declaration is an error whose fix renames the view
    /// and every use of the name in the file (the author who declared `root` meant theirs).
    static func rootDeclaration(_ decl: ViewDecl, source: SourceFile) -> Diagnostic {
        let tokens = Lexer.tokenize(source).tokens
        let uses = tokens.filter { $0.kind == .identifier && source.text(in: $0.range) == "root" }
        let taken = Set(tokens.filter { $0.kind == .identifier }.map { source.text(in: $0.range) })
        var replacement = "rootView"
        var n = 2
        while taken.contains(replacement) { replacement = "rootView\(n)"; n += 1 }
        let fix = DiagnosticFix(title: "Rename the view to '\(replacement)'",
                                edits: uses.map { TextEdit(range: $0.range, replacement: replacement) })
        return Diagnostic(.rootDeclared(renamingTo: replacement), in: source, at: decl.name.range, fixes: [fix])
    }
}
