/// Every word the language gives a meaning to, in one place: the parser, lowering, the
/// language server's completion, highlighting and name index all read these lists, so a new
/// keyword or built-in is added once (docs/language.md lists the same words).
public enum Vocabulary {
    /// Words that start a statement besides the view kinds (`ViewKind`).
    public static let statementKeywords = ["metrics", "when", "else", "set"]

    /// Every statement-starting word: the view kinds, then `metrics`, `when`, `else`, `set`.
    public static let declarationKeywords = ViewKind.allCases.map(\.rawValue) + statementKeywords

    /// The view property keywords (spec §3); `visible` is `hidden false`.
    public static let propertyNames = ["intrinsic", "hug", "resist", "hidden", "visible", "axis",
                                       "distribution", "alignment", "spacing", "spacingAfter", "style", "direction",
                                       "baseline", "baselineRelative",
                                       "margins", "marginsRelative", "uninstalled", "installed"]

    /// The named priorities and their values (spec §5; UILayoutPriority's required,
    /// defaultHigh, defaultLow and fittingSizeLevel).
    public static let priorityNames: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fitting", 50),
    ]

    /// The value of a named priority, if `name` is one.
    public static func priority(named name: String) -> Double? {
        for p in priorityNames where p.name == name { return p.value }
        return nil
    }

    /// Built-in metrics and their default values (spec §4).
    public static let builtinMetrics: [(name: String, value: Double)] = [("standard", 8), ("standardEdge", 20)]

    /// The value of a built-in metric, if `name` is one.
    public static func builtinMetric(named name: String) -> Double? {
        for m in builtinMetrics where m.name == name { return m.value }
        return nil
    }

    /// The views every file has: the canvas and its two layout guides.
    public static let builtinViews = ["root", "safeArea", "margins"]

    /// The layout guides every view has, written `VIEW.GUIDE.ATTRIBUTE`: `margins` (UIKit's
    /// `layoutMarginsGuide`) and `readable` (`readableContentGuide`); the root also has
    /// `keyboard` (`keyboardLayoutGuide`). `margins`, `readable` and `keyboard` alone (when no
    /// view of that name is declared) are the root's.
    public static let viewGuides = ["margins", "readable", "keyboard"]

    /// The root's guides besides `safeArea` and `margins`, usable without `root.`; a declared
    /// view of the same name wins (the names were free before these guides existed).
    public static let rootGuideShorthands = ["readable", "keyboard"]

    /// The name that means the enclosing view inside a view's block (and `root` outside).
    public static let superview = "superview"

    /// Whether `name` is a built-in view or `superview`, and so cannot be declared.
    /// Four comparisons of short strings: cheaper than hashing (lowering asks for every name).
    public static func isReservedViewName(_ name: String) -> Bool {
        name == "root" || name == "safeArea" || name == "margins" || name == "superview"
    }

    /// The size-class terms of `when` conditions.
    public static let traitTerms = ["wC", "wR", "hC", "hR"]

    /// The word joining a condition's alternatives (`when hC or wR`).
    public static let alternative = "or"

    /// The visual-format orientations (`H:`, `V:`).
    public static let orientations = ["H", "V"]

    /// The word that starts a cell file's first statement (`cell table`, `cell collection`).
    public static let cellKeyword = "cell"

    /// What may follow `cell`: `table`, `collection`.
    public static let cellKinds = CellKind.allCases.map(\.rawValue)

    /// The property of a cell header: `estimated N`, the first pass's height.
    public static let cellEstimated = "estimated"

    /// The word after a visual-format line that starts its format options.
    public static let formatOptionsKeyword = "options"

    /// Apple's visual-format options by their Swift names (`NSLayoutConstraint.FormatOptions`).
    public static let formatOptions = VFLFormatOption.allCases.map(\.rawValue)

    /// The layout guides only a scroll view has: `content` (UIScrollView's
    /// `contentLayoutGuide`) and `frame` (`frameLayoutGuide`).
    public static let scrollGuides = ["content", "frame"]
}
