import InterfaceBuilderDocument
import LayoutSyntax

/// Readable names for a unit's views: the outlet property that refers to the view, else its
/// `userLabel` (Xcode's "Label" in the Identity inspector), else its text or title followed by
/// its kind (`signInButton`), else its kind (`label`, `label2`, …). Every name is an ASCII
/// identifier, unique in the unit, and never a name the language gives a meaning to.
struct ViewNaming {
    /// Names the language reads on its own: built-in views and guides, `superview`, the
    /// visual-format orientations, metrics, priorities, condition words.
    static let reserved: Set<String> = Set(Vocabulary.builtinViews + [Vocabulary.superview] + Vocabulary.viewGuides
        + Vocabulary.rootGuideShorthands + Vocabulary.orientations + Vocabulary.builtinMetrics.map(\.name)
        + Vocabulary.priorityNames.map(\.name) + Vocabulary.traitTerms + Vocabulary.statementKeywords
        + [Vocabulary.alternative, "size", "scaled", "content", "frame"])

    private(set) var used: Set<String> = []
    /// The next number to try after each stem, so that naming n views `label` is linear.
    private var nextNumber: [Substring: Int] = [:]

    /// A fresh name from `candidates` (the first usable one), else from `fallback`.
    mutating func name(candidates: [String?], fallback: String) -> String {
        for candidate in candidates {
            guard let candidate, let base = Self.isIdentifier(candidate) ? candidate : Self.identifier(candidate) else { continue }
            return unique(base)
        }
        return unique(fallback)
    }

    /// Reserves `name` as taken (the scroll views' content guides).
    mutating func unique(_ base: String) -> String {
        var name = Self.reserved.contains(base) ? base + "View" : base
        if used.contains(name) {
            // `label2` taken: `label3`, not `label22`.
            var stem = Substring(name)
            while let last = stem.last, last.isASCII, last.isNumber, stem.count > 1 { stem.removeLast() }
            var k = nextNumber[stem] ?? 2
            while used.contains("\(stem)\(k)") { k += 1 }
            nextNumber[stem] = k + 1
            name = "\(stem)\(k)"
        }
        used.insert(name)
        return name
    }

    /// The candidates for view `v`: outlet, user label, text + kind.
    static func candidates(_ v: IBView) -> [String?] {
        let kind = kindName(v.elementName)
        let titled = v.text.flatMap { text -> String? in
            guard let words = identifier(text, maxWords: 3) else { return nil }
            return words + kind.prefix(1).uppercased() + kind.dropFirst()
        }
        let custom = v.customClass.flatMap { identifier($0) }
        return [v.outlet, v.userLabel.flatMap { identifier($0) }, titled, v.attributes["key"], custom]
    }

    /// The name used for an element of kind `element` with nothing better (`label`, `image`).
    static func kindName(_ element: String) -> String {
        switch element {
        case "imageView": return "image"
        case "textField": return "field"
        case "stackView": return "stack"
        case "switch": return "toggle"
        case "activityIndicatorView": return "spinner"
        case "visualEffectView": return "effectView"
        default: return element
        }
    }

    /// Whether `text` is already an ASCII identifier (an outlet's Swift name usually is).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.count <= 60 else { return false }
        func letter(_ u: Unicode.Scalar) -> Bool { (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || u == "_" }
        return letter(first) && text.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }

    /// `text` as a camel-cased ASCII identifier of at most `maxWords` words (`"Sign in!"` →
    /// `signIn`), or `nil` when it has no ASCII letter to start one with.
    static func identifier(_ text: String, maxWords: Int = 6) -> String? {
        var words: [String] = []
        var current = ""
        var previousLower = false
        func flush() { if !current.isEmpty { words.append(current); current = "" } }
        for u in text.unicodeScalars {
            let isLetter = (u >= "a" && u <= "z") || (u >= "A" && u <= "Z")
            let isDigit = u >= "0" && u <= "9"
            if isLetter || isDigit || u == "_" {
                // An existing camel-case boundary (`titleLabel`) is a word boundary.
                if u >= "A" && u <= "Z" && previousLower { flush() }
                current.unicodeScalars.append(u)
                previousLower = (u >= "a" && u <= "z") || isDigit
            } else {
                flush()
                previousLower = false
            }
        }
        flush()
        words = words.filter { !$0.allSatisfy { $0 == "_" } }
        guard let first = words.first, let lead = first.unicodeScalars.first,
              (lead >= "a" && lead <= "z") || (lead >= "A" && lead <= "Z") || lead == "_" else { return nil }
        var out = ""
        for (k, word) in words.prefix(maxWords).enumerated() {
            let lower = word.count > 1 && word == word.uppercased() && word.contains(where: \.isLetter) ? word.lowercased() : word
            if k == 0 {
                out += lower.prefix(1).lowercased() + lower.dropFirst()
            } else {
                out += lower.prefix(1).uppercased() + lower.dropFirst()
            }
        }
        return out.count > 40 ? String(out.prefix(40)) : out
    }
}
