import LayoutCheck
import LayoutLowering
import LayoutSource
import LayoutSyntax

/// The Markdown shown when hovering a view: its kind and its solved frame in each variant.
enum HoverText {
    static func view(named name: String, declaration: ViewDecl?, solutions: [VariantSolution]) -> String {
        var out = "**\(name)**"
        if let declaration { out += " — `\(declaration.kind.rawValue)`" }
        guard !solutions.isEmpty else {
            return out + "\n\nNo frames: the file has errors that stop it from being solved."
        }
        out += "\n\n| variant | canvas | x | y | width | height |\n|---|---|--:|--:|--:|--:|"
        for solution in solutions {
            let ir = solution.ir
            let traits = ir.target.variant.description
            let canvas = ir.target.canvas
            var place = canvas.deviceName ?? ""
            if let w = canvas.width, let h = canvas.height { place += (place.isEmpty ? "" : " ") + "\(number(w))×\(number(h))" }
            guard let view = ir.views.first(where: { $0.name == name }) else {
                out += "\n| \(traits) | \(place) | — | — | — | — |"
                continue
            }
            let f = solution.frame(of: view.id)
            var notes: [String] = []
            if view.hidden { notes.append("hidden") }
            if !solution.isSatisfiable { notes.append("unsatisfiable") }
            let label = notes.isEmpty ? traits : "\(traits) (\(notes.joined(separator: ", ")))"
            out += "\n| \(label) | \(place) | \(number(f.x)) | \(number(f.y)) | \(number(f.width)) | \(number(f.height)) |"
        }
        out += "\n\nFrames are in the canvas's coordinates (points)."
        return out
    }

    /// Points to two decimals at most, without a trailing `.0`.
    static func number(_ d: Double) -> String {
        let r = (d * 100).rounded() / 100
        if r == r.rounded() { return String(Int64(r)) }
        return String(format: "%.2f", r).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}
