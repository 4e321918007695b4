import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutBackends
import LayoutPipeline
import LayoutCheck

/// The front end and the whole pipeline on generated `.layout` files:
/// - `parse-lower`: lexing, parsing and lowering a file of N views for all four variants
///   (issue 2: 10,000 views under 100 ms);
/// - `render-svg`: `Pipeline.compile` (solve and full check of all four variants) plus the SVG
///   writer on a file of N views (issue 5: 1,000 views under 200 ms).
enum PipelineWorkload {
    static let parseLower = Workload(name: "parse-lower", summary: "rows of labels .layout: parse + lower, 4 variants",
                                     defaultSizes: [1_000, 10_000]) { n in
        let source = SourceFile(path: "rows-\(n).layout", text: rows(n))
        return PreparedCase(constraints: n, run: {
            let parsed = Parser.parse(source)
            let lowered = Lowering.lower(parsed.file, source: source, targets: TargetResolver.defaultTargets)
            let errors = (parsed.diagnostics + lowered.diagnostics).filter { $0.severity == .error }.count
            return errors == 0 ? Double(lowered.variants.reduce(0) { $0 + $1.constraints.count }) : .nan
        }, system: nil)
    }

    static let renderSVG = Workload(name: "render-svg", summary: "rows of labels .layout: compile + check 4 variants + SVG",
                                    defaultSizes: [100, 1_000]) { n in
        let source = SourceFile(path: "rows-\(n).layout", text: rows(n))
        return PreparedCase(constraints: n, run: {
            let compiled = Pipeline.compile(source, targets: TargetResolver.defaultTargets)
            guard !compiled.hasErrors else { return .nan }
            return Double(SVGWriter.write(RenderModelBuilder.document(compiled)).utf8.count)
        }, system: nil)
    }

    static var all: [Workload] { [parseLower, renderSVG, parseOnly, lowerOne, metricEdit, structureEdit, distinctEdit] }

    /// About N views: rows of ten labels with equal widths, each row a container view, the
    /// rows stacked from the top. Fully determined and clean under `vflc check`.
    static func rows(_ n: Int) -> String {
        let perRow = 10
        let rowCount = max(1, n / (perRow + 1))
        var out = "metrics { gap = 4 }\n"
        for r in 0..<rowCount {
            out += "view row\(r) {\n"
            for c in 0..<perRow { out += "  label r\(r)c\(c) intrinsic 40x14\n" }
            out += "  H:|-gap-[r\(r)c0]"
            for c in 1..<perRow { out += "-gap-[r\(r)c\(c)(==r\(r)c0)]" }
            out += "-gap-|\n"
            for c in 0..<perRow { out += "  V:|-2-[r\(r)c\(c)]-2-|\n" }
            out += "}\n"
            out += "H:|[row\(r)]|\n"
            out += r == 0 ? "V:|[row0(20)]\n" : "V:[row\(r - 1)][row\(r)(20)]\n"
        }
        return out
    }
}

extension PipelineWorkload {
    /// Parsing alone, and lowering for one variant, to see where `parse-lower` spends its time.
    static let parseOnly = Workload(name: "parse", summary: "rows of labels .layout: parse only",
                                    defaultSizes: [10_000]) { n in
        let source = SourceFile(path: "rows-\(n).layout", text: rows(n))
        return PreparedCase(constraints: n, run: {
            Double(Parser.parse(source).file.statements.count)
        }, system: nil)
    }

    static let lowerOne = Workload(name: "lower-one", summary: "rows of labels .layout: lower for wC hR only (parsed untimed)",
                                   defaultSizes: [10_000]) { n in
        let source = SourceFile(path: "rows-\(n).layout", text: rows(n))
        let parsed = Parser.parse(source)
        return PreparedCase(constraints: n, run: {
            let lowered = Lowering.lower(parsed.file, source: source, targets: [TargetResolver.defaultTargets[0]])
            return Double(lowered.variants[0].constraints.count)
        }, system: nil)
    }
}

extension PipelineWorkload {
    /// The language server's re-check after a one-character edit of a metric every container
    /// uses (issue 8): parse, lower and incrementally check all four variants, alternating the
    /// file between two versions so every run is an edit.
    static let metricEdit = Workload(name: "lsp-metric-edit", summary: "cards .layout: re-check after editing a shared metric",
                                     defaultSizes: [250]) { n in
        alternating(cards(n, gap: 8), cards(n, gap: 9), constraints: n * 4)
    }

    /// The same after a one-character edit that changes the system's structure: the middle
    /// card's `(>=gap)` becomes `(<=gap)` and back (its constraint is replaced, not edited, so
    /// the solver regroups all components, and re-solves the one that changed).
    static let structureEdit = Workload(name: "lsp-structure-edit", summary: "cards .layout: re-check after flipping one card's relation",
                                        defaultSizes: [250]) { n in
        alternating(cards(n, gap: 8), cards(n, gap: 8, atMost: n / 2), constraints: n * 4)
    }

    /// The shared-metric edit when no two cards are alike (each title a little wider than the
    /// last), so that no part of the layout can share another's solve.
    static let distinctEdit = Workload(name: "lsp-distinct-edit", summary: "cards .layout, no two alike: re-check after editing a shared metric",
                                       defaultSizes: [250]) { n in
        alternating(cards(n, gap: 8, distinct: true), cards(n, gap: 9, distinct: true), constraints: n * 4)
    }

    /// Parse, lower and incrementally check all four variants, alternating the file between
    /// two versions so that every run is an edit.
    private static func alternating(_ a: String, _ b: String, constraints: Int) -> PreparedCase {
        let versions = [a, b].map { SourceFile(path: "cards.layout", text: $0) }
        let checker = IncrementalChecker()
        var turn = 0
        func check(_ source: SourceFile) -> CheckResult {
            let lowered = Lowering.lower(Parser.parse(source).file, source: source, targets: TargetResolver.defaultTargets)
            return checker.check(lowered.variants, source: source)
        }
        // The first timed run must be an edit too: it checks versions[1] after versions[0]
        // (checking the prepared text again would re-solve nothing and win "best of").
        _ = check(versions[0])
        return PreparedCase(constraints: constraints, run: {
            turn += 1
            return Double(check(versions[turn % 2]).diagnostics.count)
        }, system: nil)
    }

    /// N cards of a container and three subviews (the language server benchmark's file);
    /// card `atMost` spaces its detail at most `gap` from its title instead of at least.
    static func cards(_ n: Int, gap: Int, atMost: Int = -1, distinct: Bool = false) -> String {
        var out = "metrics {\n  pad = 16\n  gap = \(gap)\n}\n"
        for r in 0..<n {
            out += """
            view row\(r) {
              label title\(r) intrinsic \(distinct ? NumberText.format(120 + Double(r) / 10) : "120")x22
              label detail\(r) intrinsic 80x17
              image icon\(r) intrinsic 24x24
              H:|-pad-[icon\(r)]-gap-[title\(r)]-(\(r == atMost ? "<=" : ">=")gap)-[detail\(r)]-pad-|
              V:|-4-[title\(r)]-4-|
              icon\(r).centerY == title\(r).centerY
              detail\(r).centerY == title\(r).centerY
            }
            H:|[row\(r)]|
            V:|-(\(r % 12 * 30))-[row\(r)]

            """
        }
        return out
    }
}
