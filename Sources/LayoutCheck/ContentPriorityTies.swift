import LayoutSource
import LayoutLowering

/// The content-priority ties among the reported ambiguities on one axis: views whose free
/// sizes trade space (`AmbiguityReporter.coupledGroups`) and whose intrinsic sizes are
/// stretched (or squeezed) at equal hugging (compression-resistance) priority. Grouped once,
/// so each message costs only its own names, however many views tie.
struct ContentPriorityTies {
    private let ir: LayoutIR
    private let axis: LayoutAxis
    /// For each coupled group with a tie: whether its views are stretched (else squeezed).
    private var stretchedGroup: [Int: Bool] = [:]
    /// Views of each (group, priority), in view order.
    private var members: [Key: [ViewID]] = [:]
    private let group: [Int]

    private struct Key: Hashable { var group: Int; var priority: Double }

    /// At most this many views are named in one message; the rest are counted.
    static let namedLimit = 5

    init(reporter: AmbiguityReporter, axis: LayoutAxis, found: [AxisAmbiguity]) {
        ir = reporter.ir
        self.axis = axis
        group = found.contains { $0.axis == axis && $0.sizeFree } ? reporter.coupledGroups(axis) : []
        guard !group.isEmpty else { return }
        var candidates: [Int: [ViewID]] = [:]
        var stretched: [Int: Bool] = [:], squeezed: [Int: Bool] = [:]
        for a in found where a.axis == axis && a.sizeFree {
            guard let i = intrinsic(a.view) else { continue }
            let g = group[a.view.index]
            candidates[g, default: []].append(a.view)
            // Stretched views tie on hugging, squeezed ones on compression resistance.
            let s = reporter.values[IRVariable(a.view, axis.size).index]
            if s > i + 1e-6 { stretched[g] = true }
            if s < i - 1e-6 { squeezed[g] = true }
        }
        for (g, views) in candidates {
            let st = stretched[g] ?? false
            guard st != (squeezed[g] ?? false) else { continue }
            stretchedGroup[g] = st
            for v in views { members[Key(group: g, priority: priority(v, stretched: st)), default: []].append(v) }
        }
    }

    private func intrinsic(_ v: ViewID) -> Double? {
        axis == .horizontal ? ir.views[v.index].intrinsicWidth : ir.views[v.index].intrinsicHeight
    }

    private func priority(_ v: ViewID, stretched: Bool) -> Double {
        let view = ir.views[v.index]
        let pair = stretched ? view.hug : view.resist
        return axis == .horizontal ? pair.horizontal : pair.vertical
    }

    /// "content priority ambiguity: `a` and `b` have equal … priority (250); …" when `a`'s free
    /// size is such a tie; nil otherwise.
    func message(for a: AxisAmbiguity) -> String? {
        guard a.axis == axis, a.sizeFree, intrinsic(a.view) != nil, !group.isEmpty,
              let stretched = stretchedGroup[group[a.view.index]] else { return nil }
        let p = priority(a.view, stretched: stretched)
        guard let tied = members[Key(group: group[a.view.index], priority: p)], tied.count > 1 else { return nil }
        guard tied.count > Self.namedLimit else {
            return DiagnosticMessage.contentPriorityTie(tied.sorted().map { ir.views[$0.index].name }, total: nil, axis: axis,
                                                        stretched: stretched, priority: p)
        }
        // Name this view and a few partners; listing all would make the output quadratic.
        let others = tied.filter { $0 != a.view }.sorted().prefix(Self.namedLimit - 1).map { ir.views[$0.index].name }
        return DiagnosticMessage.contentPriorityTie([ir.views[a.view.index].name] + others, total: tied.count, axis: axis,
                                                    stretched: stretched, priority: p)
    }
}
