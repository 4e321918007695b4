import LayoutSource

// The messages of the syntax that issue 25 added — format options, cell headers, custom classes
// (docs/language.md §16–§18) — one constructor per situation, beside the parser that reports them
// (the rest of the parser's are in SyntaxMessages.swift).

extension DiagnosticMessage {
    /// Something other than a name where a format option must be (`after` is `'options'` or `','`).
    static func formatOptionExpected(after: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.formatOption,
            "expected a format option after \(after) (\(Vocabulary.formatOptions.joined(separator: ", "))), found \(found)")
    }

    /// An option that cannot join the line's others (`reason` says why).
    static func formatOptionRefused(_ reason: String) -> DiagnosticMessage { DiagnosticMessage(.formatOption, reason) }

    /// `alignAllBaseline`, unavailable in Swift (NSLayoutConstraint.h: NS_SWIFT_UNAVAILABLE("Use
    /// 'alignAllLastBaseline' instead")); the fix writes the Swift name.
    static let objectiveCBaselineOption = DiagnosticMessage(.formatOption,
        text: "'alignAllBaseline' is the Objective-C name; Swift spells it 'alignAllLastBaseline'",
        replacement: "alignAllLastBaseline")

    /// A word that is no format option; with a close one, did you mean it.
    static func unknownFormatOption(_ word: String, suggesting suggestion: String?) -> DiagnosticMessage {
        let list = suggestion == nil ? "; expected one of \(Vocabulary.formatOptions.joined(separator: ", "))" : ""
        return DiagnosticMessage(.formatOption, "unknown format option '\(word)'\(list)", suggesting: suggestion)
    }

    /// `cell` followed by something other than `table` or `collection`.
    static func cellKindExpected(found: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected 'table' or 'collection' after 'cell', found \(found)", suggesting: suggestion)
    }

    /// `estimated` without a number after it.
    static func estimatedHeightExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a height in points after 'estimated' (for example estimated 80), found \(found)")
    }

    /// `estimated 0` or less (UITableView.estimatedRowHeight: with self-sizing cells "the value of
    /// this property must not be 0").
    static let estimatedHeightNotPositive = DiagnosticMessage(.syntax,
        "an estimated height must be more than 0 (UIKit: with self-sizing cells it \"must not be 0\")")

    /// A `cell` header that is not the file's first statement.
    static func cellHeaderNotFirst(_ kind: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax,
            "'cell \(kind)' must be the first statement of the file: it says the whole file is a cell's content view")
    }

    /// `:` after a declaration's name without a class name.
    static func classNameExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a class name after ':' (for example view chart: ChartView), found \(found)")
    }
}
