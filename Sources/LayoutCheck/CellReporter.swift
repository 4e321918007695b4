import LayoutSource
import LayoutLowering

/// The checks of a cell file (`cell table`, `cell collection`; docs/language.md §16), whose root
/// is a self-sizing cell's content view, fitted in height like `systemLayoutSizeFitting` with a
/// required width and `fittingSizeLevel` vertically:
///
/// - `cell-height-undetermined`: the fitting height is free or zero, because no chain of
///   constraints reaches from the top edge to the bottom. UIKit then logs "Detected a case where
///   constraints ambiguously suggest a height of zero for a table view cell's content view.
///   We're considering the collapse unintentional and using standard height instead."
/// - `cell-height-conflict`: before measuring a cell, UIKit lays it out at its estimated height,
///   held by the required `UIView-Encapsulated-Layout-Height`; required vertical constraints
///   that cannot hold at that height make the pass unsatisfiable ("Unable to simultaneously
///   satisfy constraints", Stack Overflow 25059443 and many more), and UIKit breaks one. The
///   usual fix, 999 on one constraint of the chain, is offered as a code action.
struct CellReporter {
    let ir: LayoutIR
    let cell: CellLayout
    let free: [Bool]
    let values: [Double]
    let source: SourceFile
    let options: CheckOptions

    func diagnostics() -> [Diagnostic] {
        let height = IRVariable(.root, .height).index
        if free[height] || values[height] <= 0.5 { return [undetermined()] }
        return firstPassConflict(fitted: values[height]).map { [$0] } ?? []
    }

    private var what: String { cell.kind == .table ? "table cell" : "collection cell" }

    private func estimate() -> String { "\(ConstraintText.number(cell.estimatedHeight)) pt" }

    // MARK: - Undetermined height

    private func undetermined() -> Diagnostic {
        var message = "the \(what)'s height is not determined by its content: no chain of constraints runs from the content "
            + "view's top edge to its bottom edge, so its fitting height collapses to 0 and UIKit shows the cell at its "
            + "estimated height (\(estimate())) instead"
        var fixes: [DiagnosticFix] = []
        var notes: [DiagnosticNote] = []
        if let lowest = lowestTopLevelView() {
            let line = "V:[\(lowest.name)]-|"
            message += "; pin the last view's bottom, as in `\(line)`"
            if let range = lowest.declaration {
                notes.append(DiagnosticNote("`\(lowest.name)` ends lowest, and nothing holds the content view's bottom below it", at: range))
            }
            fixes.append(CheckFixes.appendLine(line, to: source))
        } else {
            message += "; pin the bottom edge of its last view to the content view's (`V:[last]-|`)"
        }
        return Diagnostic(.cellHeightUndetermined, message, file: source.path, range: cell.range, notes: notes,
                          traits: [ir.target.label], axis: LayoutAxis.vertical.rawValue, fixes: fixes)
    }

    /// The visible top-level view whose bottom is lowest, when its vertical frame is fixed
    /// (then pinning its bottom fixes the height).
    private func lowestTopLevelView() -> IRView? {
        var best: (view: IRView, bottom: Double)?
        for view in ir.views where view.parent == .root && !view.isBuiltin && !view.hidden {
            let y = IRVariable(view.id, .y).index, h = IRVariable(view.id, .height).index
            guard !free[y], !free[h] else { continue }
            let bottom = values[y] + values[h]
            if best == nil || bottom > best!.bottom { best = (view, bottom) }
        }
        return best?.view
    }

    // MARK: - The first pass

    /// Solves the cell at its estimated height (the fitting objective replaced by the required
    /// `root.height == estimate`); an unsatisfiable pass is the warning.
    private func firstPassConflict(fitted: Double) -> Diagnostic? {
        var constraints = Array(ir.constraints)
        let heightVariable = IRVariable(.root, .height)
        guard let fitting = constraints.firstIndex(where: { c in
            c.origin.kind == .canvas && c.relation == .lessOrEqual && c.terms.count == 1 && c.terms[0].variable == heightVariable
        }) else { return nil }
        constraints[fitting] = IRConstraint(
            terms: [LinearTerm(heightVariable, 1)], constant: -cell.estimatedHeight, relation: .equal, priority: 1000,
            origin: ConstraintOrigin(kind: .canvas, range: nil,
                                     description: "root.height == \(ConstraintText.number(cell.estimatedHeight)) (UIView-Encapsulated-Layout-Height)"))
        let pass = LayoutIR(target: ir.target, views: ir.views, constraints: constraints)
        let solved = SolverAdapter.run(pass, analyse: false, maxConflicts: options.maxConflictsPerVariant)
        guard !solved.satisfiable, !solved.conflicts.isEmpty else { return nil }
        var edits: [TextEdit] = []
        var chosen: [Int] = []
        var notes: [DiagnosticNote] = []
        var listed = Set<Int>()
        for (k, members) in solved.conflicts.enumerated() {
            let located = members.filter { $0 != fitting && pass.constraints[$0].origin.range != nil }
            // The breaking member (the chain's last in the file, usually its bottom) when it can
            // take a priority, else the nearest one before it that can.
            let order = [solved.broken[k]] + located.sorted { pass.constraints[$0].origin.range! > pass.constraints[$1].origin.range! }
            if let pick = order.first(where: { CheckFixes.priorityEdit(pass.constraints[$0], in: pass, source: source) != nil }),
               let edit = CheckFixes.priorityEdit(pass.constraints[pick], in: pass, source: source) {
                if !edits.contains(where: { $0.range == edit.range }) { edits.append(edit); chosen.append(pick) }
            }
            for m in located.sorted(by: { pass.constraints[$0].origin.range! < pass.constraints[$1].origin.range! })
            where listed.insert(m).inserted {
                let c = pass.constraints[m]
                notes.append(DiagnosticNote("the required vertical chain includes \(ConstraintText.quote(c))", at: c.origin.range))
            }
        }
        var message = "in UIKit's first layout pass the \(what)'s content view is held at its estimated height, \(estimate()) "
            + "(`UIView-Encapsulated-Layout-Height`), where its required vertical constraints cannot hold (it fits at "
            + "\(ConstraintText.number(fitted)) pt): UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one"
        if let first = chosen.first {
            message += "; give \(ConstraintText.quote(pass.constraints[first])) the priority 999 so that it yields in that pass"
        } else {
            message += "; give one of them the priority 999 so that it yields in that pass"
        }
        let why = cell.estimatedHeight == CellLayout.defaultEstimate(cell.kind)
            ? "UIKit's default estimate for a \(what); `cell \(cell.kind.rawValue) estimated N` sets another"
            : "the header's `estimated`"
        notes.insert(DiagnosticNote("the content view is \(estimate()) tall during that pass (\(why))", at: cell.range), at: 0)
        let range = chosen.first.flatMap { pass.constraints[$0].origin.range } ?? cell.range
        let fixes = edits.isEmpty ? [] : [DiagnosticFix(title: edits.count == 1 ? "Lower its priority to 999" : "Lower their priorities to 999",
                                                        edits: edits)]
        return Diagnostic(.cellHeightConflict, message, file: source.path, range: range, notes: notes,
                          traits: [ir.target.label], axis: LayoutAxis.vertical.rawValue, fixes: fixes)
    }
}
