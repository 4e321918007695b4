import InterfaceBuilderDocument
/// Intrinsic content sizes and baselines, which Interface Builder does not store
/// (docs/interface-builder.md, "Intrinsic sizes").
///
/// A view with content (a label's text, a button's title, an image view's image, a field, a
/// switch, a slider's track, …) has the intrinsic size UIKit computes from it at run time;
/// the document holds only the frame IB gave it, which for a view its constraints do not size
/// *is* that intrinsic size as IB measured it on the document's device. So: the side of the
/// stored frame on each axis where the class has an intrinsic size, unless the document gives
/// a placeholder (`placeholderIntrinsicWidth/Height`, "None" written `infinite`). What this
/// cannot know: text set at run time, fonts IB substitutes, content that depends on the width
/// (a multi-line label placed in a narrower variant keeps its design-time height).
enum IntrinsicRule {
    /// The intrinsic size of `v` (either side `nil`: none), or `nil` when it has none.
    static func size(of v: IBView) -> (width: Double?, height: Double?)? {
        var width: Double?, height: Double?
        if let stored = v.frame {
            // The intrinsic size is the alignment rectangle's.
            let f = IBElementKind.alignmentRect(stored, element: v.elementName)
            let sides = IBElementKind.table[v.elementName]?.intrinsic ?? .none
            switch sides {
            case .both: width = f.width; height = f.height
            case .heightOnly: height = f.height
            case .ifImage: if v.image != nil { width = f.width; height = f.height }
            case .ifNotScrolling: if !v.scrollEnabled { width = f.width; height = f.height }
            case .none: break
            }
        }
        if let w = v.placeholderWidth { width = w }
        if let h = v.placeholderHeight { height = h }
        if width == nil && height == nil { return nil }
        // A size is never negative (an empty frame less an alignment inset, a frame IB wrote negative).
        return (width.map { max(0, clean($0)) }, height.map { max(0, clean($0)) })
    }

    /// A size as the frame stores it, with float noise below 1/1000 pt removed
    /// (`20.333333333333332` stays, `50.000000000000007` is 50).
    static func clean(_ d: Double) -> Double {
        let r = (d * 1000).rounded() / 1000
        return abs(r - d) < 1e-9 ? r : d
    }

    /// San Francisco's ascender and line height per point of font size (UIFont.systemFont:
    /// `ascender` 0.952 × size, `lineHeight` 1.193 × size).
    static let ascender = 0.952, lineHeight = 1.193

    /// First and last baselines from the top of a text view's stored frame: its lines of
    /// the stored font, centred vertically as UILabel, UIButton and UITextField draw them.
    static func baselines(of v: IBView) -> (first: Double, last: Double)? {
        // Without a `fontDescription` the class's default font: UILabel 17 pt, a button's
        // title 15 pt, UITextField 14 pt (what Interface Builder shows for a new one).
        let defaultSize: Double = v.elementName == "button" ? 15 : v.elementName == "textField" ? 14 : 17
        let p = v.pointSize ?? defaultSize
        guard p > 0, let f = v.frame else { return nil }
        let line = lineHeight * p
        var lines = 1
        if v.elementName == "label" {
            lines = max(1, Int((f.height + 0.5 * line * 0.25) / line))
            if let n = v.numberOfLines, n > 0 { lines = min(lines, n) }
        }
        // A one-line label's stored height is its line as IB measured it (its font may be a
        // substitute, its size a text style's): the baseline is at that line's ascender.
        if v.elementName == "label", lines == 1, abs(f.height - line) < 0.25 * line {
            let b = (f.height * ascender / lineHeight * 1000).rounded() / 1000
            return (b, b)
        }
        let top = max(0, (f.height - Double(lines) * line) / 2)
        let first = top + ascender * p
        // Estimates: kept to 1/1000 pt, the precision of every number vflc prints.
        func rounded(_ d: Double) -> Double { (d * 1000).rounded() / 1000 }
        return (rounded(first), rounded(first + Double(lines - 1) * line))
    }
}
