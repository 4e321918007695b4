/// A size class: `compact` or `regular`.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular

    /// `C` or `R`, as in `wC hR`.
    public var letter: String { self == .compact ? "C" : "R" }
}

/// A trait variant: a horizontal and a vertical size class, written `wC hR` (spec §7).
public struct TraitVariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The horizontal (width) size class.
    public var width: SizeClass
    /// The vertical (height) size class.
    public var height: SizeClass

    /// Creates a variant.
    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// The four variants in the spec's order (§8 table): `wC hR`, `wC hC`, `wR hC`, `wR hR`.
    public static let all: [TraitVariant] = [
        TraitVariant(width: .compact, height: .regular),
        TraitVariant(width: .compact, height: .compact),
        TraitVariant(width: .regular, height: .compact),
        TraitVariant(width: .regular, height: .regular),
    ]

    /// Position in `all`, used for ordering.
    public var index: Int { TraitVariant.all.firstIndex(of: self)! }

    /// `wC hR` and so on.
    public var description: String { "w\(width.letter) h\(height.letter)" }

    public static func < (a: TraitVariant, b: TraitVariant) -> Bool { a.index < b.index }

    /// Parses `compact,regular`, `wC,hR`, `C,R` or `wC hR`; `nil` if it is none of these.
    public static func parse(_ text: String) -> TraitVariant? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
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
        return TraitVariant(width: w, height: h)
    }
}
