import LayoutSource
import LayoutLowering

/// Which variants can share the findings that do not read the canvas (issue 13).
///
/// The four default variants of a file without `when` blocks differ only in the canvas: the
/// same unused views, the same ambiguous views with the same notes, the same unsatisfied soft
/// constraints. Built per variant and merged, a file of 20,000 unconstrained views made
/// 240,000 diagnostics to print 60,000. Instead, variants whose inputs to those reports are
/// equal form a group, and `Checker.sharedDiagnostics` runs once per group with the group's
/// variants as the findings' `traits`: exactly what merging the copies gives.
///
/// What those reports read, and what is compared (everything else they read is the file's
/// or the options', the same for every variant):
/// - the solve: satisfiable or not, the free and relatively free variables, every
///   constraint's violation, the redundant constraints;
/// - the views: names, kinds, superviews, declarations, hidden, intrinsic sizes and content
///   priorities;
/// - the constraints, index by index: terms, constant, relation, priority, origin kind and
///   ranges, and the description of every constraint a finding may quote (violated, redundant,
///   or touching an ambiguous view). Canvas and guide constraints over the built-in views only
///   are skipped: no shared finding reads them (built-in views are never reported, and an
///   unused-view or tie never passes through one);
/// - the sizes of the ambiguous views (a content-priority tie reads whether each is
///   stretched or squeezed).
///
/// A variant unlike every earlier group's first starts a group of its own: comparing costs one
/// pass over arrays the checker has already made, far less than one variant's report.
enum ReportSharing {
    /// The groups of `variants` (indices, in order; each group's first is its lowest).
    static func groups(_ variants: [LayoutIR], _ solved: [SolvedVariant]) -> [[Int]] {
        var groups: [[Int]] = []
        for j in variants.indices {
            if let g = groups.firstIndex(where: { sameReport(variants[$0[0]], solved[$0[0]], variants[j], solved[j]) }) {
                groups[g].append(j)
            } else {
                groups.append([j])
            }
        }
        return groups
    }

    /// Whether the shared reports of `(a, sa)` and `(b, sb)` are equal apart from `traits`.
    static func sameReport(_ a: LayoutIR, _ sa: SolvedVariant, _ b: LayoutIR, _ sb: SolvedVariant) -> Bool {
        guard sa.satisfiable == sb.satisfiable, sa.free == sb.free, sa.relativeFree == sb.relativeFree,
              sa.violations == sb.violations, sa.redundant == sb.redundant,
              a.views.count == b.views.count, a.constraints.count == b.constraints.count,
              sameViews(a.views, b.views) else { return false }
        // The views a finding is about, whose constraints an ambiguity note may quote.
        var reported = [Bool](repeating: false, count: a.views.count)
        var anyReported = false
        for (k, view) in a.views.enumerated() where !view.isBuiltin {
            for axis in LayoutAxis.allCases {
                let x = IRVariable(view.id, axis.position).index, s = IRVariable(view.id, axis.size).index
                let positionFree = x < sa.relativeFree.count && sa.relativeFree[x]
                let sizeFree = s < sa.free.count && sa.free[s]
                guard positionFree || sizeFree else { continue }
                reported[k] = true
                anyReported = true
                // A tie's message reads whether the size is stretched or squeezed.
                if sizeFree, s < sa.values.count, sa.values[s].bitPattern != sb.values[s].bitPattern { return false }
            }
        }
        var redundant = [Bool](repeating: false, count: a.constraints.count)
        for i in sa.redundant where i >= 0 && i < redundant.count { redundant[i] = true }
        // Read in place, field by field: binding `let x = a.constraints[k]`, or passing the
        // constraint whole, copied every constraint of both variants (a retain and release of
        // each of its parts), most of this function's time.
        return a.constraints.withUnsafeBufferPointer { ca in
            b.constraints.withUnsafeBufferPointer { cb in
                for k in ca.indices {
                    let violated = k < sa.violations.count && sa.violations[k] > 1e-6
                    guard sameConstraint(k, ca, a.views, cb, b.views, violated: violated, redundant: redundant[k],
                                         reported: anyReported ? reported : nil) else { return false }
                }
                return true
            }
        }
    }

    /// Whether constraint `k` of a variant (`ca`, with views `aViews`) reads the same in the
    /// reports as in another (`cb`, `bViews`): both fixed by the target, or equal, with equal
    /// descriptions where a report quotes it (violated, redundant, or about a view in `reported`).
    private static func sameConstraint(_ k: Int, _ ca: IRConstraintList.UnsafeBuffer, _ aViews: [IRView],
                                       _ cb: IRConstraintList.UnsafeBuffer, _ bViews: [IRView],
                                       violated: Bool, redundant: Bool, reported: [Bool]?) -> Bool {
        let xTerms = ca[k].terms, yTerms = cb[k].terms
        if fixedByTarget(ca[k].origin.kind, xTerms, aViews) && fixedByTarget(cb[k].origin.kind, yTerms, bViews) { return true }
        guard ca[k].constant.bitPattern == cb[k].constant.bitPattern, ca[k].priority.bitPattern == cb[k].priority.bitPattern,
              ca[k].relation == cb[k].relation, sameTerms(xTerms, yTerms),
              ca[k].origin.kind == cb[k].origin.kind, ca[k].origin.range == cb[k].origin.range,
              ca[k].origin.related == cb[k].origin.related else { return false }
        let quoted = violated || redundant || (reported.map { r in xTerms.contains { r[$0.variable.view.index] } } ?? false)
        return !quoted || ca[k].origin.description == cb[k].origin.description
    }

    /// A canvas or guide constraint over built-in views only: what the target sets.
    private static func fixedByTarget(_ kind: ConstraintOriginKind, _ terms: [LinearTerm], _ views: [IRView]) -> Bool {
        (kind == .canvas || kind == .guide) && terms.allSatisfy { views[$0.variable.view.index].isBuiltin }
    }

    /// The same terms, coefficients bit for bit.
    private static func sameTerms(_ x: [LinearTerm], _ y: [LinearTerm]) -> Bool {
        guard x.count == y.count else { return false }
        for t in x.indices where x[t].variable != y[t].variable || x[t].coefficient.bitPattern != y[t].coefficient.bitPattern {
            return false
        }
        return true
    }

    /// Whether the views are the same to the reports (lowering shares one array between the
    /// variants that select the same `when` bodies: then nothing is compared).
    private static func sameViews(_ a: [IRView], _ b: [IRView]) -> Bool {
        let shared = a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
        if shared { return true }
        for k in a.indices {
            let x = a[k], y = b[k]
            guard x.name == y.name, x.kind == y.kind, x.parent == y.parent, x.declaration == y.declaration,
                  x.hidden == y.hidden, x.isBuiltin == y.isBuiltin,
                  x.intrinsicWidth?.bitPattern == y.intrinsicWidth?.bitPattern,
                  x.intrinsicHeight?.bitPattern == y.intrinsicHeight?.bitPattern,
                  x.hug.horizontal.bitPattern == y.hug.horizontal.bitPattern,
                  x.hug.vertical.bitPattern == y.hug.vertical.bitPattern,
                  x.resist.horizontal.bitPattern == y.resist.horizontal.bitPattern,
                  x.resist.vertical.bitPattern == y.resist.vertical.bitPattern else { return false }
        }
        return true
    }
}
