import LayoutSource

// The messages of the "Reading and syntax" kinds (`LayoutSource`'s SyntaxDiagnosticKinds.swift)
// that the lexer and the parser report, one constructor per situation. They are called with what
// was found (`found` is the parser's `describe` of the token: `'foo'`, `number '3'`, `end of
// line`); the wording, and any did-you-mean fix, are decided here, beside the stage.

extension DiagnosticMessage {
    // MARK: The lexer

    /// A file of 2 GiB or more.
    static let fileTooLarge = DiagnosticMessage(.fileTooLarge, "file is too large to compile (2 GiB or more)")

    /// A name with a non-ASCII letter in it.
    static func invalidCharacterInName(_ word: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidCharacter, "invalid character in name '\(word)': names may contain only ASCII letters, digits and '_'")
    }

    /// A run of characters that start no token (`shown` spells control characters as `U+…`).
    static func invalidCharacters(_ shown: String, count: Int) -> DiagnosticMessage {
        DiagnosticMessage(.invalidCharacter, count == 1 ? "invalid character '\(shown)' in source" : "invalid characters '\(shown)' in source")
    }

    /// `1e`, `1e+`: an exponent without digits.
    static func missingExponentDigits(_ literal: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidNumber, "expected digits in the exponent of '\(literal)'")
    }

    /// A literal too large to be a finite double (`1e999`).
    static func numberLiteralTooLarge(_ literal: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidNumber, "number '\(literal)' is too large")
    }

    /// `/*` without `*/`.
    static let unterminatedComment = DiagnosticMessage(.unterminatedComment,
        "unterminated '/*' comment; expected '*/' before the end of the file")

    // MARK: Blocks and nesting

    /// A construct nested deeper than `limit`.
    static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
        DiagnosticMessage(.nestingTooDeep, "nesting is too deep: more than \(limit) levels of blocks, parentheses and operators")
    }

    /// A `{` whose `}` never comes (at the `{`).
    static let unterminatedBlock = DiagnosticMessage(.unterminatedBlock,
        "unterminated block: expected '}' to match this '{' before the end of the file")

    /// A `}` at the top level.
    static let unmatchedClosingBrace = DiagnosticMessage(.syntax, "unexpected '}' without a matching '{'")

    // MARK: Statements

    /// Something after a complete statement on its line.
    static func unexpectedAfterStatement(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "unexpected \(found) after the end of the statement; statements end at a new line or ';'")
    }

    /// A line that starts no statement.
    static func statementExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a declaration, a constraint or a visual-format line, found \(found)")
    }

    /// `X:` other than `H:` and `V:`.
    static func unknownOrientation(_ word: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "unknown orientation '\(word)'; a visual-format line starts with 'H:', 'V:' or nothing")
    }

    /// `H: a.height == 200`: `H:` and `V:` begin visual-format lines.
    static func reservedConstraintName(_ word: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "'\(word)' cannot name a constraint: 'H:' and 'V:' begin visual-format lines; choose another name")
    }

    /// `H|…` or `V[…`: the colon forgotten.
    static func orientationColonExpected(_ word: String, horizontal: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected ':' after '\(word)' to specify \(horizontal ? "horizontal" : "vertical") arrangement")
    }

    /// A view kind keyword without a name after it.
    static func nameExpected(after kind: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a name after '\(kind)', found \(found)")
    }

    /// `set` without a view name.
    static func setViewExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a view name after 'set', found \(found)")
    }

    /// `metrics` without its `{`.
    static func metricsBraceExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected '{' after 'metrics', found \(found)")
    }

    /// An `else` that follows no `when` block.
    static let elseWithoutWhen = DiagnosticMessage(.syntax, "'else' must follow the '}' of a 'when' block")

    /// Two names at the start of a line, the first no keyword (`veiw a`).
    static func unknownDeclaration(_ word: String, kinds: [String], suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "unknown declaration '\(word)'; expected a view kind (\(kinds.joined(separator: ", ")))",
                          suggesting: suggestion)
    }

    /// A metric definition that does not start with a name.
    static func metricDefinitionExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a metric definition 'NAME = VALUE', found \(found)")
    }

    /// A metric name without `=` (`==` gets a hint).
    static func metricEqualsExpected(after name: String, found: String, foundDoubleEquals: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected '=' after the metric name '\(name)', found \(found)"
                          + (foundDoubleEquals ? "; a metric is defined with a single '='" : ""))
    }

    // MARK: Properties

    /// `set a` without a property.
    static func propertyExpected(afterSet view: String, properties: [String], found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a property after 'set \(view)' (\(properties.joined(separator: ", "))), found \(found)")
    }

    /// A word that is no property keyword; without a suggestion the keywords are listed.
    static func unknownProperty(_ word: String, properties: [String], suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.unknownProperty, "unknown property '\(word)'"
                          + (suggestion == nil ? "; expected one of \(properties.joined(separator: ", "))" : ""),
                          suggesting: suggestion)
    }

    private static let marginsUsage =
        "expected 'margins TOP,LEADING,BOTTOM,TRAILING' or one value for all four (for example margins 8,16,8,16 or margins 12)"

    /// `margins` followed by something other than a number.
    static func marginsExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, marginsUsage + ", found \(found)")
    }

    /// `margins` with neither one nor four values.
    static func marginsCount(_ count: Int) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, marginsUsage + "; found \(count) values")
    }

    /// `intrinsic` without a `WxH` after it (`found` nil: a malformed `WxH`).
    static func intrinsicSizeExpected(found: String?) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected an intrinsic size 'WxH' after 'intrinsic' (for example 120x22, or _ for no size: 120x_)"
                          + (found.map { ", found \($0)" } ?? ""))
    }

    /// `hug`/`resist` without a priority.
    static func contentPriorityExpected(after word: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a priority after '\(word)' (a number, required, high, low or fitting), found \(found)")
    }

    /// `style` (or `scaled(…,`) without a name.
    static func textStyleExpected(after word: String, styles: [String], found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a text style after '\(word)' (\(styles.joined(separator: ", "))), found \(found)")
    }

    /// A text style that does not exist; the suggestion comes before the list of styles.
    static func unknownTextStyle(_ name: String, styles: [String], suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.unknownTextStyle, text: "unknown text style '\(name)'" + NameSuggestion.suffix(suggestion)
                          + " (expected \(styles.joined(separator: ", ")))", replacement: suggestion)
    }

    /// `baseline` without a distance.
    static func offsetExpected(after word: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a distance in points after '\(word)' (for example \(word) 17 or \(word) 17,38), found \(found)")
    }

    /// A keyword property (`axis`, `alignment`, …) without one of its values.
    static func valueExpected(_ values: [String], after word: String, found: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected \(values.joined(separator: ", ")) after '\(word)', found \(found)", suggesting: suggestion)
    }

    // MARK: Expressions and constraints

    /// A `(` whose `)` is missing (`found`: what is there instead).
    static func parenthesisNotClosed(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected ')' to close the parenthesis, found \(found)")
    }

    /// `view.` without an attribute.
    static func attributeExpected(after view: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected an attribute name after '\(view).' (such as width, leading or top), found \(found)")
    }

    /// `view.guide.` without an attribute.
    static func attributeExpected(after view: String, guide: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected an attribute name after '\(view).\(guide).' (such as leading or top), found \(found)")
    }

    /// Something that starts no expression.
    static func expressionExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected an expression (a number, a metric or VIEW.ATTRIBUTE), found \(found)")
    }

    /// `scaled(VALUE` without `, STYLE`.
    static func scaledStyleExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected ',' and a text style in 'scaled(VALUE, STYLE)' (such as scaled(16, body)), found \(found)")
    }

    /// `=`, `<`, `>` or `!` where a relation belongs.
    static let unknownRelation = DiagnosticMessage(.syntax, "unknown relation; must be ==, >=, or <=")

    /// A constraint's expression without a relation after it.
    static func relationExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a relation (==, <=, >=) after the expression, found \(found)")
    }

    /// `@` without a priority.
    static func priorityExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a priority after '@' (a number in 1…1000, required, high, low, fitting or a metric), found \(found)")
    }

    // MARK: Visual-format lines

    /// `|` right after the leading `|`.
    static let viewExpectedAfterSuperview = DiagnosticMessage(.syntax, "expected a view '[name]' after the superview '|', found '|'")

    /// A connection or view after the closing `|`.
    static func unexpectedAfterClosingSuperview(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "unexpected \(found) after the closing superview '|'; it must be the last item of a visual-format line")
    }

    /// A `-` with nothing it could connect to.
    static let danglingConnection = DiagnosticMessage(.syntax, "'-' must be followed by a view '[name]', the superview '|', or a spacing")

    /// A `-` followed by something that is no view, superview or spacing.
    static func connectionExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a view '[name]', the superview '|', or a spacing after '-', found \(found)")
    }

    /// `->=` without a number or metric.
    static func spacingObjectExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a number or a metric after the relation in the spacing, found \(found); "
                          + "write an expression in parentheses: -(>=expr)-")
    }

    /// A spacing (`spacing`: `'8'` or `predicate`) without its closing `-`.
    static func closingDashExpected(after spacing: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected '-' after the spacing \(spacing), found \(found)")
    }

    /// A spacing's closing `-` followed by no view or superview.
    static let viewExpectedAfterSpacing = DiagnosticMessage(.syntax, "'-' must be followed by a view '[name]' or the superview '|'")

    /// Something other than `[` where a view belongs.
    static func bracketedViewExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a view '[name]', found \(found)")
    }

    /// `[` without a name.
    static func viewNameExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a view name after '[', found \(found)")
    }

    /// `[name` without `]`.
    static func closingBracketExpected(after name: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected ']' after the view name '\(name)', found \(found)")
    }

    /// A view's predicate list or the view left open.
    static let viewPredicateNotClosed = DiagnosticMessage(.syntax,
        "a predicate on a view's size must end with ')' and the view must end with ']'")

    /// A spacing's predicate list left open.
    static let spacingPredicateNotClosed = DiagnosticMessage(.syntax,
        "a predicate on a spacing must end with ')' and be followed by '-'")

    /// A predicate without its object.
    static func predicateObjectExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a number, a metric or a view name in the predicate, found \(found)")
    }

    // MARK: when

    /// `else` followed by neither `{` nor `when`.
    static func elseBodyExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected '{' or 'when' after 'else', found \(found)")
    }

    /// A condition without its `{`.
    static func whenBodyExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected '{' after the condition of 'when', found \(found)")
    }

    /// `or` with no term before it.
    static let termExpectedBeforeOr = DiagnosticMessage(.syntax,
        "expected a size-class term (wC, wR, hC, hR) before 'or' (or a content size such as 'size >= AX1')")

    /// A word in a condition that is no term.
    static func unknownSizeClassTerm(_ word: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "unknown size-class term '\(word)'; expected wC, wR, hC, hR or 'size >= CATEGORY'",
                          suggesting: suggestion)
    }

    /// Two terms of one dimension in one alternative (`wC wR`).
    static func conflictingTerms(_ term: String, _ earlier: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "'\(term)' conflicts with '\(earlier)': an alternative names each dimension at most once; "
                          + "use 'or' between alternatives")
    }

    /// `when` with no condition.
    static func conditionExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a size-class condition after 'when' (such as wC, hR, wC hC or size >= AX1), found \(found)")
    }

    /// `or` with no term after it.
    static func termExpectedAfterOr(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a size-class term (wC, wR, hC, hR) after 'or' (or a content size such as 'size >= AX1'), found \(found)")
    }

    /// `size` without a comparison.
    static func sizeComparisonExpected(found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a comparison after 'size' (==, !=, <, <=, > or >=, as in 'size >= AX1'), found \(found)")
    }

    /// `size >=` without a category.
    static func contentSizeExpected(after relation: String, found: String) -> DiagnosticMessage {
        DiagnosticMessage(.syntax, "expected a content size category after 'size \(relation)' (XS, S, M, L, XL, XXL, XXXL, AX1 … AX5), found \(found)")
    }

    /// `unknown content size category 'AX6'; did you mean 'AX5'? (expected XS, S, …)`: the
    /// suggestion (a category's short name) is named in the text; no fix is attached.
    static func unknownContentSize(_ word: String) -> DiagnosticMessage {
        var message = "unknown content size category '\(word)'"
        if let s = ContentSizeCategory.suggestion(for: word)
            ?? NameSuggestion.closest(to: word, in: ContentSizeCategory.allNames).flatMap(ContentSizeCategory.parse) {
            message += "; did you mean '\(s.shortName)'?"
        }
        return DiagnosticMessage(.unknownContentSize, message + " (expected XS, S, M, L, XL, XXL, XXXL or AX1 … AX5)")
    }
}
