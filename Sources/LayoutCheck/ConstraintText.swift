import LayoutSource
import LayoutLowering

/// Wording shared by the reporters: numbers, quoted constraints, and sentences for the
/// constraints that have no source text (canvas and guides).
enum ConstraintText {
    /// A number for a message: rounded to 1/1000 pt so float noise never reaches the user.
    static func number(_ d: Double) -> String {
        // The frames' formatter, so a value reads the same in a message and in `render`
        // (they once rounded 50.2875 differently: 50.287 here, 50.288 there).
        NumberText.format(d)
    }

    /// `` `a.width == 100` `` with its priority when it is not required.
    static func quote(_ c: IRConstraint) -> String {
        let text = c.origin.description
        if c.isRequired || text.contains("@") { return "`\(text)`" }
        return "`\(text) @\(number(c.priority))`"
    }

    /// The variant and its device, e.g. `wC hR (iPhone 15)`.
    static func variantName(_ ir: LayoutIR) -> String {
        let v = ir.target.label
        if let d = ir.target.canvas.deviceName { return "\(v) (\(d))" }
        return v
    }

    /// A readable sentence for a canvas or guide constraint, which has no range to point at.
    static func unlocatedSentence(_ c: IRConstraint, in ir: LayoutIR) -> String {
        let variant = variantName(ir)
        let canvas = ir.target.canvas
        if c.origin.kind == .canvas {
            let touched = Set(c.terms.map(\.variable.component))
            if touched == [.width], let w = canvas.width {
                return "the canvas is \(number(w)) pt wide in \(variant)"
            }
            if touched == [.height], let h = canvas.height {
                return "the canvas is \(number(h)) pt tall in \(variant)"
            }
            if touched == [.width] || touched == [.height] {
                return "the canvas's fitting size is minimised in \(variant) (`\(c.origin.description)`)"
            }
            return "the canvas's origin is fixed at 0 in \(variant) (`\(c.origin.description)`)"
        }
        let guide = c.terms.map(\.variable.view).first { $0 != .root }.map { ir.views[$0.index].name } ?? "guide"
        let name = guide == "safeArea" ? "the safe area" : guide == "margins" ? "the margins guide" : "`\(guide)`"
        return "\(name) is fixed by the device in \(variant) (`\(c.origin.description)`)"
    }
}
