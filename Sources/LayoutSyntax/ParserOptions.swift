import LayoutSource

/// The format options of a visual-format line (`… options alignAllCenterY, directionLeftToRight`)
/// and a cell file's header (`cell table estimated 80`), docs/language.md §16–§18.
extension SyntaxParser {
    /// `options NAME {, NAME}` after the last item of a line, at `options`. Apple's rules on
    /// which options go together are checked here, because they need nothing but the line
    /// (NSLayoutConstraint.h: "choose only one" direction and spacing; an alignment on the line's
    /// own axis raises). A bad option is reported and left out; the line keeps the others.
    mutating func parseFormatOptions(into line: inout VFLLine) {
        let keyword = advance()
        line.optionsKeyword = keyword.range
        var after = "'options'"
        while true {
            let t = tokens[pos]
            guard t.kind == .identifier else {
                _ = error(.formatOptionExpected(after: after, found: describe(t)), at: t.errorRange)
                skipToStatementEnd()
                return
            }
            after = "','"
            advance()
            let word = text(t)
            if let option = VFLFormatOption(rawValue: word) {
                if let problem = formatOptionProblem(option, line: line) {
                    _ = error(.formatOptionRefused(problem), at: t.range)
                } else {
                    line.options.append(VFLOptionSyntax(option: option, range: t.range))
                }
            } else {
                reportUnknownOption(word, at: t.range)
            }
            guard tokens[pos].kind == .comma else { return }
            advance()
            skipNewlines()
        }
    }

    /// Skips to (not past) the end of the statement after an error that keeps the statement.
    private mutating func skipToStatementEnd() {
        while true {
            switch tokens[pos].kind {
            case .newline, .semicolon, .rightBrace, .endOfFile: return
            case .leftBrace: skipBalancedBlock()
            default: advance()
            }
        }
    }

    private mutating func reportUnknownOption(_ word: String, at range: SourceRange) {
        // NS_SWIFT_UNAVAILABLE("Use 'alignAllLastBaseline' instead") in NSLayoutConstraint.h.
        if word == "alignAllBaseline" {
            _ = error(.objectiveCBaselineOption, at: range)
            return
        }
        let suggestion = NameSuggestion.closest(to: word, in: Vocabulary.formatOptions)
        _ = error(.unknownFormatOption(word, suggesting: suggestion), at: range)
    }

    /// Why `option` cannot join the options already on `line`, or `nil`.
    private func formatOptionProblem(_ option: VFLFormatOption, line: VFLLine) -> String? {
        if line.options.contains(where: { $0.option == option }) {
            return "'\(option.rawValue)' is already given on this line"
        }
        switch option.group {
        case .direction:
            if let other = line.options.first(where: { $0.option.group == .direction }) {
                return "a line has one direction: '\(other.option.rawValue)' is already given, so '\(option.rawValue)' cannot be (NSLayoutConstraint.FormatOptions: choose only one of the three)"
            }
        case .spacing:
            if let other = line.options.first(where: { $0.option.group == .spacing }) {
                return "a line has one spacing option: '\(other.option.rawValue)' is already given, so '\(option.rawValue)' cannot be"
            }
            if option == .spacingBaselineToBaseline && line.axis == .horizontal {
                return "'spacingBaselineToBaseline' measures vertical spaces between baselines, so it is valid only on a V: line"
            }
        case .alignment:
            // A line of one view makes no alignment constraint, and UIKit accepts any option
            // there (shipping code passes `.alignAllCenterY` with "V:|[view]|").
            guard line.views.count > 1, let vertical = option.alignsVertically else { return nil }
            if vertical && line.axis == .vertical {
                return "'\(option.rawValue)' aligns the views vertically, which a V: line cannot do: it already places them one below another (UIKit: \"Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical\"); align a V: line's views by left, right, leading, trailing or centerX"
            }
            if !vertical && line.axis == .horizontal {
                return "'\(option.rawValue)' aligns the views horizontally, which an H: line cannot do: it already places them side by side (UIKit: \"Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal\"); align an H: line's views by top, bottom, centerY or a baseline"
            }
        }
        return nil
    }

    // MARK: - Cell header

    /// `cell table|collection [estimated N]`, at `cell`, as a file's first statement.
    @inline(never)
    mutating func parseCellHeader() throws -> CellHeader {
        let keyword = advance()
        let kindToken = advance()
        guard let kind = CellKind(rawValue: text(kindToken)) else {
            let suggestion = NameSuggestion.closest(to: text(kindToken), in: Vocabulary.cellKinds)
            throw error(.cellKindExpected(found: describe(kindToken), suggesting: suggestion), at: kindToken.range)
        }
        var estimated: Double?
        var estimatedRange: SourceRange?
        if isWord(tokens[pos], "estimated") {
            let word = advance()
            let t = tokens[pos]
            guard t.kind == .number else {
                throw error(.estimatedHeightExpected(found: describe(t)), at: t.errorRange)
            }
            advance()
            let value = numberValue(t)
            // UITableView.estimatedRowHeight: "If your table uses self-sizing cells, the value of
            // this property must not be 0."
            guard value > 0 else {
                throw error(.estimatedHeightNotPositive, at: t.range)
            }
            estimated = value
            estimatedRange = range(from: word.start)
        }
        return CellHeader(kind: kind, keywordRange: keyword.range, kindRange: kindToken.range, estimatedHeight: estimated,
                          estimatedRange: estimatedRange, range: range(from: keyword.start))
    }
}
