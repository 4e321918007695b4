// The kinds of "Reading and syntax" (docs/diagnostics.md). The ids are what JSON, SARIF (`ruleId`) and
// the docs use, so they never change once published; the prose is the docs' prose.

extension DiagnosticKind {
    /// The file's bytes are not valid UTF-8.
    public static let invalidUTF8 = DiagnosticKind(
        id: "invalid-utf8", severity: .error, family: .readingAndSyntax,
        summary: "The file's bytes are not valid UTF-8.",
        explanation: "The file's bytes are not valid UTF-8. The location is the first byte that cannot be decoded; nothing after it is read.",
        fix: "Save the file as UTF-8 (a Latin-1 editor setting is the usual cause) or remove the byte.")
    /// A file too large to address with the compact token positions (2 GiB or more).
    public static let fileTooLarge = DiagnosticKind(
        id: "file-too-large", severity: .error, family: .readingAndSyntax,
        summary: "A file too large to address with the compact token positions (2 GiB or more).",
        explanation: "The file is 2 GiB or larger, too large for the compact token positions the lexer keeps.",
        fix: "Split the layout into smaller files. (No example file: it would need 2 GiB.)")
    /// Any grammar violation: a token that cannot appear where it is.
    public static let syntax = DiagnosticKind(
        id: "syntax", severity: .error, family: .readingAndSyntax,
        summary: "Any grammar violation: a token that cannot appear where it is.",
        explanation: "A token that cannot appear where it is: a visual-format line missing a `]`, a constraint without a relation, a stray `)`. The parser recovers at the next line, so one file can report several.",
        fix: "Read the message: it says what was expected and what was found, at the caret.")
    /// A byte sequence that starts no token (NUL, `#`, non-ASCII outside comments, …).
    public static let invalidCharacter = DiagnosticKind(
        id: "invalid-character", severity: .error, family: .readingAndSyntax,
        summary: "A byte sequence that starts no token (NUL, `#`, non-ASCII outside comments, …).",
        explanation: "A character that starts no token, such as `#` or `$`, or non-ASCII text outside a comment.",
        fix: "Remove it; comments start with `//` or `/*`.")
    /// `/*` without a matching `*/`.
    public static let unterminatedComment = DiagnosticKind(
        id: "unterminated-comment", severity: .error, family: .readingAndSyntax,
        summary: "`/*` without a matching `*/`.",
        explanation: "A `/*` comment has no closing `*/`, so it swallows the rest of the file.",
        fix: "Close the comment, or use `//` line comments.")
    /// A `{` whose `}` never comes.
    public static let unterminatedBlock = DiagnosticKind(
        id: "unterminated-block", severity: .error, family: .readingAndSyntax,
        summary: "A `{` whose `}` never comes.",
        explanation: "A `{` (of a view, a `when` block or `metrics`) whose `}` never comes. The caret is on the opening brace.",
        fix: "Add the missing `}` where the block should end.")
    /// A malformed or unrepresentable number (`1e`, `1e999`).
    public static let invalidNumber = DiagnosticKind(
        id: "invalid-number", severity: .error, family: .readingAndSyntax,
        summary: "A malformed or unrepresentable number (`1e`, `1e999`).",
        explanation: "A malformed number (`1e`, an exponent without digits) or one too large to represent (`1e999`).",
        fix: "Write the number out in full: `12`, `12.5`, `.5`, `1e3`.")
    /// Blocks, parentheses or operators nested too deeply to parse.
    public static let nestingTooDeep = DiagnosticKind(
        id: "nesting-too-deep", severity: .error, family: .readingAndSyntax,
        summary: "Blocks, parentheses or operators nested too deeply to parse.",
        explanation: "Blocks, parentheses and operators nested more than 256 levels deep. Only generated files get there; the limit keeps the recursive-descent parser off the end of the stack.",
        fix: "Flatten the expression: introduce metrics for sub-expressions.")
    /// A property keyword that does not exist (`set a hiden`).
    public static let unknownProperty = DiagnosticKind(
        id: "unknown-property", severity: .error, family: .readingAndSyntax,
        summary: "A property keyword that does not exist (`set a hiden`).",
        explanation: "A word after a view's name (or in a `set` line) that is not a property: `intrinsic`, `hug`, `resist`, `hidden`, `visible`, `style` and the stack properties `axis`, `distribution`, `alignment`, `spacing`, `spacingAfter`. Only the word (and any value after it) is dropped: the view keeps its name and its other properties, so later lines that use it still resolve.",
        fix: "Fix the spelling; the message suggests the closest property.")
    /// A content size category that does not exist (`when size >= AX6`).
    public static let unknownContentSize = DiagnosticKind(
        id: "unknown-content-size", severity: .error, family: .readingAndSyntax,
        summary: "A content size category that does not exist (`when size >= AX6`).",
        explanation: "The category in a `size` condition is not one of the twelve content size categories: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL` and the accessibility sizes `AX1` … `AX5` (UIKit's and SwiftUI's long names are accepted too).",
        fix: "Fix the name; the message suggests the closest category.")
    /// A text style that does not exist (`style bodyy`, `scaled(16, bdy)`).
    public static let unknownTextStyle = DiagnosticKind(
        id: "unknown-text-style", severity: .error, family: .readingAndSyntax,
        summary: "A text style that does not exist (`style bodyy`, `scaled(16, bdy)`).",
        explanation: "The name after `style`, or the second argument of `scaled(…)`, is not one of UIKit's eleven text styles: `largeTitle`, `title1`, `title2`, `title3`, `headline`, `subheadline`, `body`, `callout`, `footnote`, `caption1`, `caption2`.",
        fix: "Fix the name; the message suggests the closest style.")
    /// A visual-format option that does not exist or that Apple's rules forbid on its line.
    public static let formatOption = DiagnosticKind(
        id: "format-option", severity: .error, family: .readingAndSyntax,
        summary: "A visual-format option that does not exist or that Apple's rules forbid on its line.",
        explanation: "The `options` at the end of a visual-format line are Apple's `NSLayoutConstraint.FormatOptions` by their Swift names. The name is unknown (`alignAllBaseline` is Objective-C only: Swift spells it `alignAllLastBaseline`), written twice, or not allowed on the line: an alignment on the line's own axis (`alignAllLeading` on an `H:` line, `alignAllTop` on a `V:` line: UIKit raises \"Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal\"), a second direction or a second spacing option (\"choose only one\", NSLayoutConstraint.h), or `spacingBaselineToBaseline` on a horizontal line (\"valid only for vertical layouts\"). The option is left out; the line's other constraints are kept. A line of one view makes no alignment constraint, so UIKit accepts any alignment there, and so does vflc.",
        fix: "Remove the option, or use one for the other axis (`alignAllCenterY` on an `H:` line, `alignAllLeading` on a `V:` line).")
}

extension DiagnosticID {
    /// `invalid-utf8`: the file's bytes are not valid UTF-8.
    public static let invalidUTF8 = DiagnosticKind.invalidUTF8.id
    /// `file-too-large`: a file too large to address with the compact token positions (2 GiB or more).
    public static let fileTooLarge = DiagnosticKind.fileTooLarge.id
    /// `syntax`: any grammar violation: a token that cannot appear where it is.
    public static let syntax = DiagnosticKind.syntax.id
    /// `invalid-character`: a byte sequence that starts no token (NUL, `#`, non-ASCII outside comments, …).
    public static let invalidCharacter = DiagnosticKind.invalidCharacter.id
    /// `unterminated-comment`: `/*` without a matching `*/`.
    public static let unterminatedComment = DiagnosticKind.unterminatedComment.id
    /// `unterminated-block`: a `{` whose `}` never comes.
    public static let unterminatedBlock = DiagnosticKind.unterminatedBlock.id
    /// `invalid-number`: a malformed or unrepresentable number (`1e`, `1e999`).
    public static let invalidNumber = DiagnosticKind.invalidNumber.id
    /// `nesting-too-deep`: blocks or parentheses nested deeper than `Parser.maximumDepth`.
    public static let nestingTooDeep = DiagnosticKind.nestingTooDeep.id
    /// `unknown-property`: a property keyword that does not exist (`set a hiden`).
    public static let unknownProperty = DiagnosticKind.unknownProperty.id
    /// `unknown-content-size`: a content size category that does not exist (`when size >= AX6`).
    public static let unknownContentSize = DiagnosticKind.unknownContentSize.id
    /// `unknown-text-style`: a text style that does not exist (`style bodyy`).
    public static let unknownTextStyle = DiagnosticKind.unknownTextStyle.id
    /// `format-option`: a visual-format option that does not exist or is not allowed on its line.
    public static let formatOption = DiagnosticKind.formatOption.id
}
