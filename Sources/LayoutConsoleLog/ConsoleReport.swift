/// One constraint of a report's list as printed, and its reading.
public struct PrintedConstraint: Sendable {
    /// The description as printed, with its `<` `>` (escapes and HTML entities of the paste
    /// undone, a wrapped description joined into one line).
    public var text: String
    /// The 1-based input line where it starts.
    public var line: Int
    /// False when the description was cut off (no closing `>`).
    public var complete: Bool
    /// What it says, or why it was not read.
    public var parse: DescriptionParse

    public init(text: String, line: Int, complete: Bool, parse: DescriptionParse) {
        self.text = text; self.line = line; self.complete = complete; self.parse = parse
    }

    /// Whether it was read completely.
    public var understood: Bool { parse.description != nil }
}

/// Which framework printed a report.
public enum ReportPlatform: String, Sendable {
    /// iOS, tvOS, Mac Catalyst: `Unable to simultaneously satisfy constraints.`
    case uikit
    /// macOS: `Unable to simultaneously satisfy constraints:` / `Conflicting constraints detected`.
    case appkit
    /// The header was not pasted.
    case unknown
}

/// One "Unable to simultaneously satisfy constraints" report found in console text.
public struct ConsoleReport: Sendable {
    /// The 1-based input line where it starts (the header's, or the first line of what was
    /// pasted of it).
    public var line: Int
    public var platform: ReportPlatform
    /// Whether the header line was there.
    public var hasHeader: Bool
    /// UIKit's list, in its order.
    public var constraints: [PrintedConstraint]
    /// "Will attempt to recover by breaking constraint …".
    public var broken: PrintedConstraint?
    /// Whether the "Will attempt to recover" line was there (with or without its constraint).
    public var hasBreakingLine: Bool
    /// The list was shortened by whoever pasted it (`...` in place of constraints) or the
    /// system (`<private>`): it does not hold every constraint UIKit printed.
    public var elided: Bool

    public init(line: Int, platform: ReportPlatform, hasHeader: Bool) {
        self.line = line; self.platform = platform; self.hasHeader = hasHeader
        constraints = []; broken = nil; hasBreakingLine = false; elided = false
    }
}
