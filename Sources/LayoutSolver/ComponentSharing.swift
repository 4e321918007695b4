/// Solving the systems of several solvers together, each distinct independent component once
/// (behind `Solver.solveTogether(_:on:)`, which runs the steps below).
///
/// The variants of one file (size classes, content size categories) differ in a few
/// constants (the canvas, scaled sizes) and share most of their independent parts exactly: a
/// component whose local content is the same in two solvers has the same solution, freedom
/// and redundancy in both (`ComponentContent`). Used in steps, so that a caller can run the
/// per-solver and per-component steps in parallel (this target has no parallel loop of its
/// own; the caller's `ConcurrentLoop` runs them):
///
/// 1. `Solver.sharingPlan()` for each solver (each on its own solver, in parallel),
/// 2. `ComponentSharing(plans)` finds the distinct pending components (sequential),
/// 3. `solve(k, after:)` for every job `k` of each of `waves` in turn (the jobs of a wave are
///    independent of each other, in parallel; a job of a later wave may start from the
///    elimination of an earlier wave's, see `Engine+Warm`),
/// 4. `install(solved, into: solvers[i], plan: i)` for each solver (in parallel).
///
/// Thread safety: an engine's lazy analyses are not thread-safe, so `solve(k)` settles its
/// engine (solution and freedom computed) before any solver sees it; after that the solvers
/// only read it, and a component whose engine other solvers also use keeps anything that
/// would change an engine (a range search) to an engine of its own (`Partition.Component`).
/// Each job has its own statistics, added to the solver that uses it first.
final class ComponentSharing {
    /// One solver's plan: its reused and pending components (nil when already solved).
    struct Plan {
        let plan: Partition.Plan?
        let options: SolverOptions
    }

    /// One solved distinct component, for `install`.
    final class Solved {
        let engine: Engine
        let context: SolverContext

        init(engine: Engine, context: SolverContext) {
            self.engine = engine
            self.context = context
        }
    }

    private struct JobKey: Hashable {
        let content: ComponentContent
        let options: SolverOptions
    }

    private struct StructureKey: Hashable {
        let structure: ComponentStructure
        let options: SolverOptions
    }

    private let plans: [Plan]
    /// The distinct pending components: where each first appears (plan, pending index).
    private var jobs: [(plan: Int, pending: Int)] = []
    /// For each plan and each of its pending components: the job that solves it.
    private var jobOf: [[Int]] = []
    /// How many pending components each job serves.
    private var users: [Int] = []
    /// For each job: the first-wave job of the same structure (all but the constants equal,
    /// e.g. the vertical part of one layout at two canvases), whose elimination it starts
    /// from; -1: none (it starts from nothing or from its solver's previous solve).
    private var baseJob: [Int] = []

    /// Gathers the pending components of `plans` (plan `i` of solver `i`), equal contents
    /// under equal options into one job.
    init(_ plans: [Plan]) {
        self.plans = plans
        var index: [JobKey: Int] = [:]
        var firstOfStructure: [StructureKey: Int] = [:]
        var planOf: [ObjectIdentifier: Int] = [:]
        for (i, p) in plans.enumerated() {
            guard let plan = p.plan else { jobOf.append([]); continue }
            planOf[ObjectIdentifier(plan.token)] = i
            // A plan derived from an earlier one (`Solver.copyForVariant`) under the same options
            // pairs its unchanged components with that one's jobs directly.
            var template: Int?
            if let from = plan.derivedFrom, let t = planOf[ObjectIdentifier(from)], plans[t].options == p.options {
                template = t
            }
            var mine: [Int] = []
            mine.reserveCapacity(plan.pending.count)
            for (k, pending) in plan.pending.enumerated() {
                if let template, plan.origins[k] >= 0 {
                    let j = jobOf[template][plan.origins[k]]
                    users[j] += 1
                    mine.append(j)
                    continue
                }
                let key = JobKey(content: pending.component.content, options: p.options)
                if let j = index[key] {
                    users[j] += 1
                    mine.append(j)
                } else {
                    index[key] = jobs.count
                    mine.append(jobs.count)
                    jobs.append((i, k))
                    users.append(1)
                    let structure = StructureKey(structure: pending.component.content.structure, options: p.options)
                    if pending.component.warmStart == nil, let base = firstOfStructure[structure] {
                        baseJob.append(base)
                    } else {
                        baseJob.append(-1)
                        if firstOfStructure[structure] == nil { firstOfStructure[structure] = jobs.count - 1 }
                    }
                }
            }
            jobOf.append(mine)
        }
    }

    /// Number of distinct components to solve.
    var jobCount: Int { jobs.count }

    /// The jobs in the order they may run: first those that start from nothing or from a
    /// previous solve, then those that start from a first-wave job's elimination. Whatever
    /// the order, each result is that of a fresh solve (`Engine+Warm`).
    var waves: [[Int]] {
        let first = jobs.indices.filter { baseJob[$0] < 0 }, second = jobs.indices.filter { baseJob[$0] >= 0 }
        return second.isEmpty ? [first] : [first, second]
    }

    /// Solves and settles job `k`, given the jobs of earlier waves in `earlier` (by job; the
    /// others nil); reads only this object's (immutable) plans and the earlier jobs' settled
    /// engines, so the jobs of one wave may run at the same time.
    func solve(_ k: Int, after earlier: [Solved?]) -> Solved {
        let (i, p) = jobs[k]
        let component = plans[i].plan!.pending[p].component
        let context = SolverContext(options: plans[i].options)
        let start = component.warmStart ?? (baseJob[k] >= 0 ? earlier[baseJob[k]]?.engine.reuse.warmStart : nil)
        let engine = Engine.solved(variableCount: component.variables.count, constraints: component.constraints,
                                   context: context, warmFrom: start)
        // Settle every lazy analysis the solvers read, while this thread owns the engine.
        _ = engine.userValues()
        _ = engine.freeUserColumns()
        return Solved(engine: engine, context: context)
    }

    /// Makes `solver`'s solution the one of plan `i` with the jobs' engines (`solved[k]` from
    /// `solve(k)`); touches only `solver`, so distinct solvers may be installed at once.
    func install(_ solved: [Solved], into solver: Solver, plan i: Int) {
        guard let plan = plans[i].plan else { return }
        let mine = jobOf[i]
        let p = Partition(plan, engines: mine.map { solved[$0].engine }, shared: mine.map { users[$0] > 1 })
        for (k, j) in mine.enumerated() where jobs[j] == (i, k) { solver.absorb(solved[j].context.statistics) }
        solver.install(p)
    }
}

/// A loop over `0..<count` whose iterations may run at the same time, with the results in
/// index order: the caller's thread pool (this target has none of its own). Each iteration
/// `Solver.solveTogether(_:on:)` hands it touches only its own solver or component.
public protocol ConcurrentLoop {
    /// `body(0) … body(count - 1)`, in any order or at once; the results by index.
    func map<T>(_ count: Int, _ body: (Int) -> T) -> [T]
}

extension Solver {
    /// Solves every solver of `solvers` (one per variant of a file, none used by another
    /// thread meanwhile), each distinct independent component once between them: the
    /// variants of a file differ in a few constants, and the parts those do not reach are the
    /// same problem in every variant. The per-solver steps run on `loop` by solver, the
    /// solves by component; each solver's result is what its own `solve()` gives, bit for bit
    /// (`ComponentSharingTests`).
    public static func solveTogether(_ solvers: [Solver], on loop: some ConcurrentLoop) {
        let plans = loop.map(solvers.count) { solvers[$0].sharingPlan() }
        let sharing = ComponentSharing(plans)
        // A later wave starts from the eliminations of an earlier one (`ComponentSharing.waves`).
        var done = [ComponentSharing.Solved?](repeating: nil, count: sharing.jobCount)
        for wave in sharing.waves {
            let earlier = done
            let results = loop.map(wave.count) { sharing.solve(wave[$0], after: earlier) }
            for (k, job) in wave.enumerated() { done[job] = results[k] }
        }
        let solved = done.map { $0! }
        _ = loop.map(solvers.count) { sharing.install(solved, into: solvers[$0], plan: $0) }
    }

    /// Makes the plan that `copyForVariant()` derives its copies' plans from (the grouping of
    /// this solver's system, done once for all copies). Call it before copying from several
    /// threads: copying only reads this solver.
    public func prepareVariantCopies() {
        _ = plannedSharingPlan()
    }

    /// What `solve()` would start from, for solving with other solvers (`ComponentSharing`).
    func sharingPlan() -> ComponentSharing.Plan {
        ComponentSharing.Plan(plan: plannedSharingPlan(), options: context.options)
    }
}
