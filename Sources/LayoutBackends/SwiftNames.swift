// Names in generated Swift: the class named after a file, and the names a view may not have.

/// Swift identifiers for generated code.
public enum SwiftNames {
    /// `UpperCamelCase(base name) + "Layout"`: `order-screen.layout` → `OrderScreenLayout`.
    /// The base name is split at `-`, `_`, `.` and spaces, and each part's first letter is
    /// capitalised (the rest is kept). `nil` when that is not a Swift identifier of ASCII
    /// letters and digits starting with a letter (`2fa.layout`, `écran.layout`).
    public static func className(forPath path: String) -> String? {
        var base = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        var name = ""
        for part in base.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." || $0 == " " }) {
            name += part.prefix(1).uppercased() + part.dropFirst()
        }
        guard let first = name.unicodeScalars.first, isASCIILetter(first),
              name.unicodeScalars.allSatisfy({ isASCIILetter($0) || ("0"..."9").contains($0) }) else { return nil }
        return name + "Layout"
    }

    /// Whether `prefix` can begin a Swift class name (empty, or ASCII letters, digits and `_`
    /// starting with a letter or `_`).
    public static func isPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first else { return true }
        return (isASCIILetter(first) || first == "_")
            && prefix.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    private static func isASCIILetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure: Keywords and
    /// Punctuation"): none can be a stored property's name without backquotes.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// The UIKit types the generated code names, which a property of the same name would hide.
    public static let uikitTypes: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UIStackView", "UILayoutGuide",
        "NSLayoutConstraint", "UILayoutPriority", "UITraitCollection", "UIFont", "UIFontMetrics", "UIContentSizeCategory",
        "NSDirectionalEdgeInsets", "UIScrollView", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
        "UIProgressView", "UIActivityIndicatorView", "UITextView", "UIPickerView", "UIDatePicker", "UITableView",
        "UICollectionView", "UICollectionViewFlowLayout",
    ]
}
