import LayoutConsoleLog
import LayoutSource

/// What `Explainer.explain` found in one input.
public struct ExplainResult: Sendable {
    /// The input's name (a path, or `-`).
    public var file: String
    public var reports: [ExplainedReport]

    /// `vflc explain`'s exit status for this input: 0 when no report was found, 1 when some
    /// were (usage and I/O errors, 2, are the command's own).
    public var exitStatus: Int32 { reports.isEmpty ? 0 : 1 }
}

/// One report, explained.
public struct ExplainedReport: Sendable {
    /// The input it was found in.
    public var file: String
    /// The 1-based input line where it starts.
    public var line: Int
    public var platform: ReportPlatform
    /// UIKit's list, in order.
    public var constraints: [ExplainedConstraint]
    /// The minimal conflicting subset: indices into `constraints`, ascending; empty when the
    /// printed list does not determine a conflict.
    public var minimal: [Int]
    /// The implicit facts the conflict relies on (only with a non-empty `minimal`).
    public var facts: [ImplicitFact]
    /// The constraint UIKit broke, as an index into `constraints`; nil when none was printed or
    /// it is not in the list.
    public var broken: Int?
    /// The broken constraint as printed (also when it is not in the list).
    public var brokenText: String?
    /// Whether the broken constraint is one of `minimal` (nil without both).
    public var brokenInMinimal: Bool?
    public var cause: Cause
    /// The explanation in plain words.
    public var explanation: String
    /// The fix.
    public var fix: String
    /// Views and their margins guides as the report ties them (part of the system `facts` and
    /// equations describe, for an independent checker).
    public var marginsGuides: [(view: LogItem, guide: LogItem)]
}

/// One printed constraint, explained.
public struct ExplainedConstraint: Sendable {
    /// 0-based position in UIKit's printed list.
    public var index: Int
    /// As printed.
    public var text: String
    /// The 1-based input line where it is printed.
    public var line: Int
    /// Whether it was read.
    public var understood: Bool
    /// Why not, when it was not.
    public var reason: String?
    public var header: ConstraintHeader?
    public var origin: ConstraintOrigin
    /// The item printed `'|'` (resolved), when there is one.
    public var superview: LogItem?
    /// Its relation, items resolved (nil when not understood).
    public var equation: LogEquation?
    /// Whether it must hold (no priority below 1000 printed).
    public var required: Bool
    /// The identifier as printed when it is a source position (`card.layout:12:5`, SnapKit's
    /// `File.swift#42`).
    public var source: String?
    /// That position found in the `.layout` (or Swift) sources, when it was.
    public var location: SourceLink?
}

/// A constraint's source position, found.
public struct SourceLink: Sendable {
    /// The file found for the identifier's path.
    public var path: String
    public var line: Int
    public var column: Int?
    /// The generated code's role word after the position (`width-hugging`), if any.
    public var role: String?
    /// The file (for quoting its line).
    public var source: SourceFile
    /// What `vflc check` reports at that position (for a `.layout` file), or the error of the
    /// file's `.vflc.json` that stops `check`.
    public var check: [Diagnostic]
    /// Whether the file is a `.layout` file that was checked.
    public var checked: Bool
    /// The `.vflc.json` whose error `check` holds, for quoting its line.
    public var configurationSource: SourceFile?

    public init(path: String, line: Int, column: Int?, role: String?, source: SourceFile, check: [Diagnostic], checked: Bool,
                configurationSource: SourceFile? = nil) {
        self.path = path; self.line = line; self.column = column; self.role = role; self.source = source
        self.check = check; self.checked = checked; self.configurationSource = configurationSource
    }
}
