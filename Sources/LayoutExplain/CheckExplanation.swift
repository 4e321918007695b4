import LayoutPipeline
import LayoutSource

/// The one place `vflc explain` runs the compiler's pipeline: what `vflc check` reports for a
/// `.layout` file at its default targets, so a generated constraint's explanation can quote it.
/// (Kept in one small file: the driver's pipeline moves to its own module.)
enum CheckExplanation {
    /// Every diagnostic of `source` at vflc's default targets (the four size classes).
    static func diagnostics(_ source: SourceFile) -> [Diagnostic] {
        Pipeline.compile(source, targets: TargetResolver.defaultTargets).diagnostics
    }

    /// The diagnostics among `all` that concern the position `line`:`column`: whose range or one
    /// of whose notes' ranges starts there or covers it.
    static func at(line: Int, column: Int, in all: [Diagnostic]) -> [Diagnostic] {
        func covers(_ r: SourceRange) -> Bool {
            let p = (line, column)
            let s = (r.start.line, r.start.column), e = (r.end.line, r.end.column)
            return (s <= p && p < e) || s == p
        }
        return all.filter { d in covers(d.range) || d.notes.contains { $0.range.map(covers) ?? false } }
    }
}
