import LayoutLowering
import LayoutSyntax

/// What the words the language gives a meaning to mean, for editors: hovers explain them and
/// rename refuses them as new names (a view named `readable` would take the place of the
/// root's readable guide everywhere the file writes `readable.leading`). Which words exist is
/// `Vocabulary`'s; the wording is the editor's.
enum BuiltinWords {
    /// The UIKit class of each view kind (docs/language.md §2, §16, §17).
    static func uikitClass(_ kind: ViewKind) -> String {
        switch kind {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .image: return "UIImageView"
        case .field: return "UITextField"
        case .stack: return "UIStackView"
        case .guide: return "UILayoutGuide"
        case .scroll: return "UIScrollView"
        case .switch: return "UISwitch"
        case .slider: return "UISlider"
        case .segmented: return "UISegmentedControl"
        case .stepper: return "UIStepper"
        case .pages: return "UIPageControl"
        case .progress: return "UIProgressView"
        case .activity: return "UIActivityIndicatorView"
        case .text: return "UITextView"
        case .picker: return "UIPickerView"
        case .date: return "UIDatePicker"
        case .table: return "UITableView"
        case .collection: return "UICollectionView"
        }
    }

    /// The kind's own intrinsic size and content priorities, as lowering gives them
    /// (`ControlDefaults`, docs/language.md §17), in a sentence.
    static func intrinsicBehaviour(_ kind: ViewKind) -> String {
        let d = ControlDefaults(kind)
        let n = HoverText.number
        let hug = "hugging \(n(d.hug.horizontal)) horizontally, \(n(d.hug.vertical)) vertically"
        switch (d.width, d.height) {
        case let (w?, h?):
            let fixed = d.hug.horizontal >= 750 ? ", fixed" : ""
            return "Intrinsic size \(n(w)) × \(n(h)) pt\(fixed) (\(hug)); a declared `intrinsic` replaces it."
        case (nil, let h?):
            return "Intrinsic height \(n(h)) pt and no intrinsic width: write `intrinsic W×_` or constrain the width (\(hug))."
        default:
            switch kind {
            case .label, .button, .image, .field:
                return "Its intrinsic size is its content's: write it with `intrinsic W×H` (\(hug))."
            default:
                return "No intrinsic size (`UIView.noIntrinsicMetric`): sized by its constraints (\(hug))."
            }
        }
    }

    /// The meaning of a format option (`NSLayoutConstraint.FormatOptions`, docs/language.md §18).
    static func formatOption(_ option: VFLFormatOption) -> String {
        switch option.group {
        case .alignment:
            let attribute = String(option.rawValue.dropFirst("alignAll".count))
            let name = attribute.prefix(1).lowercased() + attribute.dropFirst()
            let axis = option.alignsVertically == true ? "`H:` lines only" : "`V:` lines only"
            return "Aligns every view of the line on its `\(name)`: `previous.\(name) == next.\(name)` for each pair of "
                + "neighbours (required), after the line's own constraints (\(axis))."
        case .direction:
            switch option {
            case .directionLeftToRight: return "Arranges the views from left to right (`left`/`right`, never flipped in right to left)."
            case .directionRightToLeft: return "Arranges the views from right to left: the first view at the right edge."
            default: return "The default: views from leading to trailing, flipped in right to left (§13)."
            }
        case .spacing:
            return option == .spacingBaselineToBaseline
                ? "`V:` lines only: each space runs from the last baseline of the view above to the first baseline of the view below."
                : "The default: spaces run between the views' edges."
        }
    }

    /// Why `name` cannot be given to a view or metric: the meaning the language gives it, or
    /// `nil` for a free name.
    static func reservedMeaning(_ name: String) -> String? {
        if let kind = ViewKind(rawValue: name) { return "a view kind (\(uikitClass(kind)))" }
        if Vocabulary.statementKeywords.contains(name) { return "a keyword" }
        switch name {
        case "root": return "the built-in root view"
        case "safeArea": return "the root's safe area (built in)"
        case "margins": return "the built-in layout margins guide of every view"
        case Vocabulary.superview: return "the enclosing view of a block"
        case "readable": return "the root's readable content guide (`readableContentGuide`), built in"
        case "keyboard": return "the root's keyboard layout guide (`keyboardLayoutGuide`), built in"
        case "content": return "a scroll view's content layout guide (`contentLayoutGuide`)"
        case "frame": return "a scroll view's frame layout guide (`frameLayoutGuide`)"
        case Vocabulary.cellKeyword: return "the keyword of a cell file's header"
        case Vocabulary.cellEstimated: return "the estimated height of a cell header"
        case Vocabulary.formatOptionsKeyword: return "the keyword of a visual-format line's options"
        case Vocabulary.alternative: return "a keyword of `when` conditions"
        default: break
        }
        if let metric = Vocabulary.builtinMetric(named: name) { return "a built-in metric (\(HoverText.number(metric)) pt)" }
        if let priority = Vocabulary.priority(named: name) { return "a named priority (\(HoverText.number(priority)))" }
        if Vocabulary.propertyNames.contains(name) { return "a property keyword" }
        if Vocabulary.traitTerms.contains(name) { return "a size-class term" }
        if Vocabulary.orientations.contains(name) { return "a visual-format orientation" }
        if VFLFormatOption(rawValue: name) != nil { return "a visual-format option" }
        return nil
    }
}
