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

    /// A fix that adds `text` on a line of its own after the whole declaration of `view` (after
    /// its body's `}`), indented like the declaration, where the names of an explicit constraint
    /// resolve as anywhere else. Not offered when the declaration's last line opens a block
    /// comment (the new line would be inside it).
    static func insertLine(_ text: String, after view: IRView, source: SourceFile) -> DiagnosticFix? {
        guard let whole = view.declarationRange else { return nil }
        let first = whole.start.line, last = whole.end.line
        guard first >= 1, last >= first, last <= source.lineCount else { return nil }
        let end = declarationLine(last, source: source)
        let bytes = source.bytes
        var i = source.lineStarts[last - 1]
        while i + 1 < end.end.offset {
            if bytes[i] == 0x2F && bytes[i + 1] == 0x2A { return nil } // /*
            i += 1
        }
        let indentation = declarationLine(first, source: source).indentation
        return DiagnosticFix(title: "Add '\(text)'",
                             edits: [TextEdit(range: SourceRange(at: end.end), replacement: "\n" + indentation + text)])
    }

    /// A fix that adds `text` as the file's last line (top level, where `|` is the root).
    static func appendLine(_ text: String, to source: SourceFile) -> DiagnosticFix {
        let end = source.location(at: source.bytes.count)
        let endsWithBreak = source.bytes.last == 0x0A
        return DiagnosticFix(title: "Add '\(text)'",
                             edits: [TextEdit(range: SourceRange(at: end), replacement: endsWithBreak ? text + "\n" : "\n" + text)])
    }

    /// The edit that gives a required constraint written in the file the priority 999: ` @999`
    /// after an explicit constraint, `@999` after a size predicate, and in a visual-format
    /// spacing the same form with the priority (`-12-` → `-12@999-`, `-(>=8)-` → `-(>=8@999)-`,
    /// `-` → `-standard@999-`, nothing between `][` → `-0@999-`). `nil` for anything else: a
    /// priority already written, a spacing of several predicates, constraints made by stacks,
    /// intrinsic sizes, format options or the canvas.
    static func priorityEdit(_ c: IRConstraint, in ir: LayoutIR, source: SourceFile) -> TextEdit? {
        guard c.isRequired, let range = c.origin.range else { return nil }
        let text = source.text(in: range)
        guard !text.contains("@") else { return nil }
        switch c.origin.kind {
        case .explicit: return TextEdit(range: SourceRange(at: range.end), replacement: " @999")
        case .vflPredicate: return TextEdit(range: SourceRange(at: range.end), replacement: "@999")
        case .vflConnection: break
        default: return nil
        }
        if text.isEmpty { return TextEdit(range: range, replacement: "-0@999-") }
        if text == "-" {
            return TextEdit(range: range, replacement: "-\(isEdgeSpacing(c, in: ir) ? "standardEdge" : "standard")@999-")
        }
        guard text.hasPrefix("-"), text.hasSuffix("-"), text.count >= 3 else { return nil }
        let inner = text.dropFirst().dropLast()
        let bytes = Array(text.utf8)
        if inner.hasPrefix("(") {
            guard inner.hasSuffix(")"), !inner.contains(",") else { return nil }
            // Before the `)`: the last two bytes are `)-`.
            return TextEdit(range: SourceRange(at: source.location(at: range.end.offset - 2)), replacement: "@999")
        }
        guard bytes.count >= 3 else { return nil }
        return TextEdit(range: SourceRange(at: source.location(at: range.end.offset - 1)), replacement: "@999")
    }

    /// Whether a visual-format spacing is between a view and its superview's edge (whose
    /// standard space is `standardEdge`) rather than between two views or to a margins guide.
    private static func isEdgeSpacing(_ c: IRConstraint, in ir: LayoutIR) -> Bool {
        guard let a = c.anchor, let b = a.second else { return false }
        func owner(_ v: ViewID) -> (view: ViewID, margins: Bool) {
            let view = ir.views[v.index]
            guard let guide = view.guide, let parent = view.parent else { return (v, false) }
            return (parent, guide == .margins)
        }
        let x = owner(a.first), y = owner(b)
        if x.margins || y.margins { return false }
        return ir.views[x.view.index].parent == y.view || ir.views[y.view.index].parent == x.view
    }

    /// The fix for a conflict: `@999` on the breaking constraint.
    static func lowerPriority(_ c: IRConstraint, source: SourceFile) -> DiagnosticFix? {
        guard c.origin.kind == .explicit || c.origin.kind == .vflPredicate, let range = c.origin.range,
              !source.text(in: range).contains("@") else { return nil }
        return DiagnosticFix(title: "Lower its priority to 999", edits: [TextEdit(range: SourceRange(at: range.end), replacement: c.origin.kind == .explicit ? " @999" : "@999")])
    }
}
