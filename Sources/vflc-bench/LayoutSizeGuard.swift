/// What `--size N` means for the workloads that write `.layout` text, and the refusal of a
/// size whose text would be absurdly large: `-w lgrid -n 10000` is a 10,000 × 10,000 grid,
/// 10⁸ views and about 7 GB of text, not 10,000 views. A usage error (exit 2) says what `N`
/// is for that workload and the largest `N` that fits, instead of filling the disk.
enum LayoutSizeGuard {
    /// The most `.layout` text a case may write (a temporary file, or standard output with
    /// `--write-layout`): 256 MiB, far above every documented case and an eighth of the
    /// largest file `vflc` reads (2 GiB, `file-too-large`).
    static let limit = 256 << 20

    /// How a workload's size grows its text: by `N` views, or by an `N × N` grid.
    enum Growth { case linear, square }

    /// The layout text generator, growth and meaning of `N` for workloads that write a
    /// `.layout` file; nil for the solver-only workloads (their size is not text).
    static func shape(of workload: String) -> (text: @Sendable (Int) -> String, growth: Growth, meaning: String)? {
        switch workload {
        case "lgrid", "lgrid-solve", "lgrid-check":
            return (LayoutFileWorkload.grid, .square, "the side of the grid: N × N views")
        case "lchain", "lchain-solve", "lchain-check":
            return (LayoutFileWorkload.chain, .linear, "the number of views in the chain")
        case "lsoft": return (LayoutFileWorkload.soft, .linear, "the number of views")
        case "lrandom": return (LayoutFileWorkload.random, .linear, "the number of views")
        case "lundeclared": return (LayoutFileWorkload.undeclared, .linear, "the number of uses of the undeclared name")
        case "lconflicts": return (LayoutFileWorkload.conflicts, .linear, "the number of conflicting views")
        case "lunconstrained": return (LayoutFileWorkload.unconstrained, .linear, "the number of views")
        default: return SoftFamilyWorkload.shape(of: workload)
        }
    }

    /// The usage error for `workload` at `size`, or nil when its text stays under `limit`.
    /// The estimate is a lower bound (the bytes per unit of a small case; names only grow
    /// longer with N), computed without writing the text.
    static func refusal(workload: String, size: Int) -> String? {
        guard let shape = shape(of: workload) else { return nil }
        let sample = 20
        func units(_ n: Int) -> Double { shape.growth == .square ? Double(n) * Double(n) : Double(n) }
        let perUnit = Double(shape.text(sample).utf8.count) / units(sample)
        let estimate = perUnit * units(size)
        guard estimate > Double(limit) else { return nil }
        let largest = shape.growth == .square ? Int((Double(limit) / perUnit).squareRoot()) : Int(Double(limit) / perUnit)
        return "vflc-bench: --size \(size) for \(workload) would write at least \(megabytes(estimate)) of .layout text "
            + "(the limit is \(limit >> 20) MiB): for \(workload), N is \(shape.meaning); at most about N = \(largest)"
    }

    private static func megabytes(_ bytes: Double) -> String {
        bytes >= 1e9 ? "\((bytes / 1e8).rounded() / 10) GB" : "\(Int((bytes / 1e6).rounded())) MB"
    }
}
