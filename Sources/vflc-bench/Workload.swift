import LayoutSolver

/// A benchmark family, measured at several sizes. Register new families in `Workloads.all`.
struct Workload {
    /// Name on the command line (`--workload NAME`).
    var name: String
    /// One line for `--list`.
    var summary: String
    /// Sizes measured when none is given.
    var defaultSizes: [Int]
    /// Builds the input for one size (not timed) and returns the step to time.
    var prepare: (Int) -> PreparedCase
}

/// One size of a workload, ready to run.
struct PreparedCase {
    /// Number of constraints (or another size measure) printed beside the time.
    var constraints: Int
    /// The timed step; returns a short check value so the work cannot be optimised away.
    var run: () -> Double
    /// The solver-level system, when the workload has one (for `--dump` and kiwisolver).
    var system: BenchSystem?
}

extension Workload {
    /// A workload that times loading `build(size)` into a fresh `Solver` and solving it;
    /// with `analysis`, also the freedom of every variable and the redundancy check (what a
    /// full check asks of the solver).
    static func solver(_ name: String, _ summary: String, sizes: [Int], analysis: Bool = false,
                       build: @escaping (Int) -> BenchSystem) -> Workload {
        Workload(name: name, summary: summary, defaultSizes: sizes) { size in
            let system = build(size)
            return PreparedCase(constraints: system.constraints.count, run: {
                let (solver, vars) = system.load()
                guard solver.solve() == .optimal else { return .nan }
                var check = solver.value(of: vars[vars.count - 1])
                if analysis {
                    check += Double(solver.freeVariables(among: vars).count)
                    check += Double(solver.redundantRequiredEqualities().count)
                }
                return check
            }, system: system)
        }
    }
}

/// The registry: every workload family `vflc-bench` knows.
enum Workloads {
    static var all: [Workload] {
        [ChainWorkload.solve, GridWorkload.solve, SoftWorkload.solve, RandomSparseWorkload.solve,
         ChainWorkload.check, GridWorkload.check, SoftWorkload.check, RandomSparseWorkload.check]
            + CheckerWorkload.all
    }

    static func named(_ name: String) -> Workload? { all.first { $0.name == name } }
}
