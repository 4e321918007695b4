import LayoutSource
import LayoutLowering

/// The fixes the checker offers (`Diagnostic.fixes`, code actions in an editor). Each is
/// offered only when it is the one obvious edit, so that applying it never surprises:
///
/// - `ambiguous`: a view whose axis no constraint mentions at all (position and size both
///   free) gets `H:|[v]|` / `V:|[v]|`, filling its superview on that axis; a view whose size
///   on the axis is fixed but whose position no constraint mentions gets `H:|[v]` / `V:|[v]`,
///   pinned to the superview's leading / top edge. Any other ambiguity (a position pinned and
///   a size missing, a chain of views, a content-priority tie) has several reasonable fixes,
///   and none is offered. Not offered either for an arranged view of a stack (the stack places
///   it), nor when the declaration's line opens or closes a block (the new line would land in
///   the wrong block): the line is inserted after the declaration's, with its indentation,
///   where `|` is the view's superview.
/// - `unsatisfiable`: the breaking constraint, when it is an explicit constraint or a
///   visual-format predicate written without a priority, gets `@999`, so that Auto Layout
///   may break it (UIKit: a priority below `required` is optional).
enum CheckFixes {
    /// What an added line needs of the declaration's line: whether a line may go after it, its
    /// indentation and where it ends. Found once per line and kept for the next ambiguity
    /// (views declared on one long line share it: scanning the line for each would be
    /// quadratic in its length).
    struct DeclarationLine {
        var number: Int
        var insertable: Bool
        var indentation: String
        var end: SourceLocation
    }

    /// The fix for an ambiguity; `touching` are the constraints that mention the view's
    /// variables on the axis; `line` keeps the last declaration line looked at.
    static func addConstraint(_ a: AxisAmbiguity, touching: [Int], ir: LayoutIR, source: SourceFile,
                              line cached: inout DeclarationLine?) -> DiagnosticFix? {
        let view = ir.views[a.view.index]
        guard let declaration = view.declaration, let parent = view.parent,
              ir.views[parent.index].kind != .stack else { return nil }
        let positionComponent: FrameComponent = a.axis == .horizontal ? .x : .y
        let line: String
        if a.positionFree && a.sizeFree && touching.isEmpty {
            line = "\(a.axis == .horizontal ? "H" : "V"):|[\(view.name)]|"
        } else if a.positionFree && !a.sizeFree, !touching.contains(where: { ci in
            ir.constraints[ci].terms.contains { $0.variable.view == a.view && $0.variable.component == positionComponent }
        }) {
            line = "\(a.axis == .horizontal ? "H" : "V"):|[\(view.name)]"
        } else {
            return nil
        }
        let number = declaration.end.line
        guard number >= 1, number <= source.lineCount else { return nil }
        if cached?.number != number { cached = declarationLine(number, source: source) }
        guard let facts = cached, facts.insertable else { return nil }
        return DiagnosticFix(title: "Add '\(line)'", edits: [TextEdit(range: SourceRange(at: facts.end), replacement: "\n" + facts.indentation + line)])
    }

    /// The facts of 1-based line `number`: not insertable when it holds `{`, `}`, `//` or `/*`
    /// (the new line would land in the wrong block or in a comment). One pass over its bytes.
    static func declarationLine(_ number: Int, source: SourceFile) -> DeclarationLine {
        let bytes = source.bytes
        let start = source.lineStarts[number - 1]
        var end = number < source.lineCount ? source.lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var insertable = true
        var indent = start
        while indent < end, bytes[indent] == 0x20 || bytes[indent] == 0x09 { indent += 1 }
        var i = start
        while i < end {
            let b = bytes[i]
            if b == 0x7B || b == 0x7D { insertable = false; break }                     // { }
            if b == 0x2F, i + 1 < end, bytes[i + 1] == 0x2F || bytes[i + 1] == 0x2A { insertable = false; break } // // /*
            i += 1
        }
        return DeclarationLine(number: number, insertable: insertable,
                               indentation: String(decoding: bytes[start..<indent], as: UTF8.self),
                               end: source.location(at: end))
    }

    /// The fix for a conflict: `@999` on the breaking constraint.
    static func lowerPriority(_ c: IRConstraint, source: SourceFile) -> DiagnosticFix? {
        guard c.origin.kind == .explicit || c.origin.kind == .vflPredicate, let range = c.origin.range,
              !source.text(in: range).contains("@") else { return nil }
        return DiagnosticFix(title: "Lower its priority to 999", edits: [TextEdit(range: SourceRange(at: range.end), replacement: c.origin.kind == .explicit ? " @999" : "@999")])
    }
}
