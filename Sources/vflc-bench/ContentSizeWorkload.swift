import Foundation
import LayoutSource
import LayoutPipeline
import LayoutSyntax

/// Checking a file at several content size categories (issue 15): `content-size-1` checks a
/// file of N views whose labels have text styles at the default category only (the four size
/// classes), `content-size-12` at all twelve categories (48 variants). The target is
/// `content-size-12` ≤ 4 × `content-size-1`: variants that lower to the same system share one
/// lowering and one solve, and the parts of a system that one category changes are re-solved
/// from the previous category's solver (docs/performance.md, "Content size categories").
enum ContentSizeWorkload {
    static let one = Workload(name: "content-size-1", summary: "styled cards .layout: check 4 variants at L",
                              defaultSizes: [1_000]) { n in
        run(n, [.large])
    }

    static let twelve = Workload(name: "content-size-12", summary: "styled cards .layout: check 4 variants × 12 categories",
                                 defaultSizes: [1_000]) { n in
        run(n, ContentSizeCategory.allCases)
    }

    static let conditionsOne = Workload(name: "content-size-cond-1", summary: "cards with a size condition, no styles: check 4 variants at L",
                                        defaultSizes: [1_000]) { n in
        run(n, [.large], styled: false)
    }

    static let conditionsTwelve = Workload(name: "content-size-cond-12", summary: "cards with a size condition, no styles: 4 variants × 12 categories",
                                           defaultSizes: [1_000]) { n in
        run(n, ContentSizeCategory.allCases, styled: false)
    }

    static var all: [Workload] { [one, twelve, conditionsOne, conditionsTwelve] }

    /// The file a workload of this family checks (`--write-layout`, for timing `vflc check
    /// --content-size all` against `--content-size L` as a process); nil for other names.
    static func text(named name: String) -> ((Int) -> String)? {
        guard all.contains(where: { $0.name == name }) else { return nil }
        return { text($0, styled: !name.contains("-cond-")) }
    }

    private static func text(_ n: Int, styled: Bool) -> String {
        var text = cards(n)
        if !styled {
            // The same cards with fixed sizes: only the `when size` switch depends on the category.
            for style in ["headline", "body", "footnote"] { text = text.replacingOccurrences(of: " style \(style)", with: "") }
            text = text.replacingOccurrences(of: "scaled(8, body)", with: "8")
        }
        return text
    }

    private static func run(_ n: Int, _ categories: [ContentSizeCategory], styled: Bool = true) -> PreparedCase {
        let text = text(n, styled: styled)
        let source = SourceFile(path: "cards-\(n).layout", text: text)
        return PreparedCase(constraints: n, run: {
            let compiled = Pipeline.compile(source, targets: TargetResolver.defaultTargets, contentSizes: .categories(categories))
            guard !compiled.hasErrors, compiled.solutions.count == 4 * categories.count else { return .nan }
            return Double(compiled.diagnostics.count)
        }, system: nil)
    }

    /// About N views: cards of a container and three styled labels (headline, body, footnote),
    /// stacked from the top; at accessibility sizes each card's title and subtitle switch from
    /// side by side to one above the other, as teams do (`when size >= AX1`).
    static func cards(_ n: Int) -> String {
        let count = max(1, n / 4)
        // The cards are the content of a scroll view (`list`), taller than the screen.
        var out = "metrics { gap = scaled(8, body) }\nview list {\n"
        for k in 0..<count {
            out += """
            view card\(k) {
              label t\(k) style headline intrinsic 80x22 hug 252
              label s\(k) style body intrinsic 70x17
              label f\(k) style footnote intrinsic 60x13 resist 760
              V:|-gap-[f\(k)]-(>=gap)-|
              H:[f\(k)]-gap-|
              when size < AX1 {
                H:|-gap-[t\(k)]-gap-[s\(k)]-(>=gap)-[f\(k)]
                V:|-gap-[t\(k)]-gap-|
                V:|-gap-[s\(k)]-(>=gap)-|
              } else {
                H:|-gap-[t\(k)]-(>=gap)-[f\(k)]
                H:|-gap-[s\(k)]-(>=gap)-[f\(k)]
                V:|-gap-[t\(k)]-gap-[s\(k)]-gap-|
              }
            }
            H:|[card\(k)]|

            """
            out += k == 0 ? "V:|[card0]\n" : "V:[card\(k - 1)][card\(k)]\n"
        }
        return out + "V:[card\(count - 1)]|\n}\nH:|[list]|\nV:|[list]\n"
    }
}
