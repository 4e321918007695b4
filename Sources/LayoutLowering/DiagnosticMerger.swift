import LayoutSource

/// Merges the diagnostics of several variants: the same finding (id, range, message, notes)
/// is reported once, with the variants it holds in, or none when it holds in all of them.
struct DiagnosticMerger {
    private let variants: [String]
    private var order: [Diagnostic] = []
    private var holdsIn: [Diagnostic: [String]] = [:]

    init(variants: [String]) {
        var seen = Set<String>()
        self.variants = variants.filter { seen.insert($0).inserted }
    }

    mutating func add(_ diagnostics: [Diagnostic], variant: String) {
        for d in diagnostics {
            if holdsIn[d] == nil { order.append(d); holdsIn[d] = [] }
            if !holdsIn[d]!.contains(variant) { holdsIn[d]!.append(variant) }
        }
    }

    func merged() -> [Diagnostic] {
        order.map { d in
            var out = d
            let found = Set(holdsIn[d] ?? [])
            out.traits = found.count == variants.count ? [] : variants.filter { found.contains($0) }
            return out
        }
    }
}
