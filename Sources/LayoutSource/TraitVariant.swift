/// A size class: `compact` or `regular`.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular

    /// `C` or `R`, as in `wC hR`.
    public var letter: String { self == .compact ? "C" : "R" }
}

/// A trait variant: a horizontal and a vertical size class, written `wC hR` (spec §7), and
/// a content size category, written after them (`wC hR AX5`) when one was chosen.
public struct TraitVariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The horizontal (width) size class.
    public var width: SizeClass
    /// The vertical (height) size class.
    public var height: SizeClass
    /// The content size category when one was named (on the command line, or by the rule that
    /// checks a file using text styles or size conditions at L and AX5); `nil` is the default,
    /// `L`, unnamed: such a variant prints as before (`wC hR`).
    public var contentSize: ContentSizeCategory?

    /// Creates a variant.
    public init(width: SizeClass, height: SizeClass, contentSize: ContentSizeCategory? = nil) {
        self.width = width
        self.height = height
        self.contentSize = contentSize
    }

    /// The category in effect: the one named, else `L`.
    public var effectiveContentSize: ContentSizeCategory { contentSize ?? .defaultCategory }

    /// This variant at `category`.
    public func at(_ category: ContentSizeCategory?) -> TraitVariant {
        TraitVariant(width: width, height: height, contentSize: category)
    }

    /// The size classes alone (no category).
    public var sizeClasses: TraitVariant { TraitVariant(width: width, height: height) }

    /// The four variants in the spec's order (§8 table): `wC hR`, `wC hC`, `wR hC`, `wR hR`.
    public static let all: [TraitVariant] = [
        TraitVariant(width: .compact, height: .regular),
        TraitVariant(width: .compact, height: .compact),
        TraitVariant(width: .regular, height: .compact),
        TraitVariant(width: .regular, height: .regular),
    ]

    /// The descriptions of `all` (`wC hR`, …).
    private static let plainNames: Set<String> = Set(all.map(\.description))

    /// Whether `label` is the description of one of `all` (`wC hR`, no category): what the
    /// writers can decide without parsing it.
    public static func isSizeClassesOnly(_ label: String) -> Bool { plainNames.contains(label) }

    /// Position of the size classes in `all`, used for ordering.
    public var index: Int { TraitVariant.all.firstIndex(of: sizeClasses)! }

    /// `wC hR`, or `wC hR AX5` with a category.
    public var description: String {
        "w\(width.letter) h\(height.letter)" + (contentSize.map { " " + $0.shortName } ?? "")
    }

    /// Size classes in `all` order, then the category (unnamed first, then by size).
    public static func < (a: TraitVariant, b: TraitVariant) -> Bool {
        if a.index != b.index { return a.index < b.index }
        return (a.contentSize.map { $0.rawValue + 1 } ?? 0) < (b.contentSize.map { $0.rawValue + 1 } ?? 0)
    }

    /// Parses `compact,regular`, `wC,hR`, `C,R` or `wC hR`, optionally followed by a content
    /// size category (`wC hR AX5`); `nil` if it is none of these.
    public static func parse(_ text: String) -> TraitVariant? {
        var parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var category: ContentSizeCategory?
        if parts.count == 3 {
            guard let c = ContentSizeCategory.parse(parts[2]) else { return nil }
            category = c
            parts.removeLast()
        }
        guard parts.count == 2 else { return nil }
        func cls(_ s: String, prefix: Character) -> SizeClass? {
            var t = s.lowercased()
            if t.count == 2, t.first == prefix { t.removeFirst() }
            switch t {
            case "c", "compact": return .compact
            case "r", "regular": return .regular
            default: return nil
            }
        }
        guard let w = cls(parts[0], prefix: "w"), let h = cls(parts[1], prefix: "h") else { return nil }
        return TraitVariant(width: w, height: h, contentSize: category)
    }

    /// The `[in …]` text of a diagnostic whose `traits` are these variant names, or `nil` when
    /// it needs none (it holds in all four size classes at the default, unnamed category).
    /// Categories are grouped: `wC hR, wC hC at AX5`, `every size class at AX5`,
    /// `wC hR at L, AX5`.
    public static func holdingText(_ traits: [String]) -> String? {
        guard !traits.isEmpty else { return nil }
        // The checker's own traits are the size classes' descriptions: decided without parsing
        // (this runs once per diagnostic written).
        if traits.allSatisfy({ plainNames.contains($0) }) {
            var distinct = 0
            for (k, t) in traits.enumerated() where !traits[..<k].contains(t) { distinct += 1 }
            return distinct < all.count ? "in " + traits.joined(separator: ", ") : nil
        }
        let parsed = traits.compactMap(parse)
        guard parsed.count == traits.count else { return "in " + traits.joined(separator: ", ") }
        let named = parsed.contains { $0.contentSize != nil }
        if !named {
            return Set(parsed).count < all.count ? "in " + traits.joined(separator: ", ") : nil
        }
        // Size classes per category, and whether every category has the same ones.
        var categories: [ContentSizeCategory?] = []
        var classes: [ContentSizeCategory?: Set<TraitVariant>] = [:]
        for v in parsed.sorted() {
            if classes[v.contentSize] == nil { categories.append(v.contentSize) }
            classes[v.contentSize, default: []].insert(v.sizeClasses)
        }
        categories.sort { ($0.map { $0.rawValue + 1 } ?? 0) < ($1.map { $0.rawValue + 1 } ?? 0) }
        func names(_ set: Set<TraitVariant>) -> String {
            set.count == all.count ? "every size class" : set.sorted().map(\.description).joined(separator: ", ")
        }
        func category(_ c: ContentSizeCategory?) -> String { (c ?? .defaultCategory).shortName }
        let first = classes[categories[0]]!
        if categories.allSatisfy({ classes[$0] == first }) {
            return "in " + names(first) + " at " + categories.map(category).joined(separator: ", ")
        }
        return "in " + categories.map { names(classes[$0]!) + " at " + category($0) }.joined(separator: "; ")
    }
}
