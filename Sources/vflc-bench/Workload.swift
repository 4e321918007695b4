import LayoutSolver

/// A benchmark family, measured at several sizes. Register new families in `Workloads.all`.
struct Workload: Sendable {
    /// Name on the command line (`--workload NAME`).
    var name: String
    /// One line for `--list`.
    var summary: String
    /// Sizes measured when none is given.
    var defaultSizes: [Int]
    /// Builds the input for one size (not timed) and returns the step to time.
    var prepare: @Sendable (Int) -> PreparedCase
}

/// One size of a workload, ready to run.
struct PreparedCase {
    /// Number of constraints (or another size measure) printed beside the time.
    var constraints: Int
    /// The timed step; returns a short check value so the work cannot be optimised away.
    var run: () -> Double
    /// The solver-level system, when the workload has one (for `--dump` and kiwisolver).
    var system: BenchSystem?
    /// Checks the last run's result outside the timed step (nil: nothing to check).
    var verify: (() -> Bool)? = nil
}

extension Workload {
    /// A workload that times loading `build(size)` into a fresh `Solver` and solving it;
    /// with `analysis`, also the freedom of every variable and the redundancy check (what a
    /// full check asks of the solver).
    static func solver(_ name: String, _ summary: String, sizes: [Int], analysis: Bool = false,
                       build: @escaping @Sendable (Int) -> BenchSystem) -> Workload {
        Workload(name: name, summary: summary, defaultSizes: sizes) { size in
            let system = build(size)
            var last: (Solver, [Variable])?
            return PreparedCase(constraints: system.constraints.count, run: {
                let (solver, vars) = system.load()
                last = (solver, vars)
                guard solver.solve() == .optimal else { return .nan }
                var check = solver.value(of: vars[vars.count - 1])
                if analysis {
                    check += Double(solver.freeVariables(among: vars).count)
                    check += Double(solver.redundantRequiredEqualities().count)
                }
                return check
            }, system: system, verify: {
                // Every required constraint must hold to 1e-9 relative to the system's scale.
                guard let (solver, vars) = last else { return false }
                let values = vars.map { solver.value(of: $0) }
                var scale = 1.0
                for c in system.constraints { scale = max(scale, abs(c.constant)) }
                for v in values { scale = max(scale, abs(v)) }
                for c in system.constraints where c.priority >= 1000 {
                    var e = c.constant
                    for (v, k) in c.terms { e += k * values[v] }
                    let off: Double
                    switch c.relation {
                    case .equal: off = abs(e)
                    case .lessOrEqual: off = max(0, e)
                    case .greaterOrEqual: off = max(0, -e)
                    }
                    if !(off <= 1e-9 * scale) { return false }
                }
                return true
            })
        }
    }
}

/// The registry: every workload family `vflc-bench` knows.
enum Workloads {
    /// Width of the name column: the longest name, so that a listed name can be copied.
    static var nameWidth: Int { max(8, all.map(\.name.count).max() ?? 8) }

    static var all: [Workload] {
        [ChainWorkload.solve, GridWorkload.solve, SoftWorkload.solve, RandomSparseWorkload.solve,
         ChainWorkload.check, GridWorkload.check, SoftWorkload.check, RandomSparseWorkload.check,
         ChainWorkload.conflict]
            + CheckerWorkload.all + PipelineWorkload.all + LayoutFileWorkload.all + ContentSizeWorkload.all
            + SoftFamilyWorkload.all
    }

    static func named(_ name: String) -> Workload? { all.first { $0.name == name } }
}
