import LayoutSource

/// Merges the diagnostics of several variants: the same finding (id, range, message, notes)
/// is reported once, with the variants it holds in, or none when it holds in all of them.
struct DiagnosticMerger {
    private let variants: [String]
    private var order: [Diagnostic] = []
    /// Position in `order` of each finding, and the variants each holds in: one hash per
    /// diagnostic (a file with 50,000 errors adds 50,000 per variant).
    private var index: [Diagnostic: Int] = [:]
    private var holdsIn: [[String]] = []

    init(variants: [String]) {
        var seen = Set<String>()
        self.variants = variants.filter { seen.insert($0).inserted }
    }

    mutating func add(_ diagnostics: [Diagnostic], variant: String) {
        for d in diagnostics {
            if let i = index[d] {
                if !holdsIn[i].contains(variant) { holdsIn[i].append(variant) }
            } else {
                index[d] = order.count
                order.append(d)
                holdsIn.append([variant])
            }
        }
    }

    func merged() -> [Diagnostic] {
        order.enumerated().map { i, d in
            var out = d
            let found = Set(holdsIn[i])
            out.traits = found.count == variants.count ? [] : variants.filter { found.contains($0) }
            return out
        }
    }
}
