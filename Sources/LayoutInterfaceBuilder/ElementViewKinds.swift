import LayoutSyntax

/// The `.layout` view kind each UIKit element maps to: the document's model knows elements and
/// classes (`IBElementKind`), the syntax knows kinds; this is where the two meet.
enum ElementViewKinds {
    /// The elements whose kind is not a plain `view` (every other element, known or custom, is one).
    static let table: [String: ViewKind] = [
        "label": .label, "button": .button, "imageView": .image, "textField": .field, "textView": .text,
        "switch": .switch, "slider": .slider, "segmentedControl": .segmented, "stepper": .stepper,
        "pageControl": .pages, "progressView": .progress, "activityIndicatorView": .activity,
        "pickerView": .picker, "datePicker": .date, "tableView": .table, "collectionView": .collection,
        "scrollView": .scroll, "stackView": .stack, "searchTextField": .field,
    ]

    /// The kind element `name` maps to.
    static func kind(of name: String) -> ViewKind { table[name] ?? .view }

    /// The language's own defaults of a kind (docs/language.md §2, §17; lowering's
    /// `ControlDefaults`): which sides have an intrinsic size before the file says one (a
    /// declared side `_` keeps these), and the content hugging (horizontal, vertical).
    static func languageDefaults(_ kind: ViewKind) -> (width: Bool, height: Bool, hug: (Double, Double)) {
        switch kind {
        case .label, .button, .image: return (false, false, (251, 251))
        case .switch, .stepper, .activity: return (true, true, (750, 750))
        case .slider, .progress, .segmented, .pages: return (false, true, (250, 750))
        case .picker, .date: return (true, true, (250, 250))
        default: return (false, false, (250, 250))
        }
    }
}
