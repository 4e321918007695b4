import LayoutPipeline
import LayoutSource
import LayoutSyntax

/// `// vflc-canvas: wC hR 393x852 safe-area 59,0,34,0 margin 16 device iPhone 15 Pro (retina6_12)`:
/// a canvas a `.layout` file asks to be checked on in one size-class variant, instead of the
/// variant's default device (docs/configuration.md, "Canvases of a file"). `vflc import` writes
/// one per variant, the canvases of the Interface Builder unit the file was imported from, so
/// that the file is checked as the document is. They are the file's own canvases, as an
/// Interface Builder document's are its own: `--trait` chooses among them, `--device`, `--size`
/// and a configuration's `devices` replace them.
public enum CanvasComments {
    static let marker = "vflc-canvas:"

    /// The comment's text for `c` (without `// `).
    public static func comment(_ c: UnitCanvas) -> String {
        func n(_ d: Double?) -> String { d.map(NumberSpelling.canonical) ?? "auto" }
        var out = marker + " \(c.variant) \(n(c.width))x\(n(c.height))"
        let s = c.safeArea
        if s != (0, 0, 0, 0) { out += " safe-area " + [s.top, s.left, s.bottom, s.right].map(NumberSpelling.canonical).joined(separator: ",") }
        if let m = c.rootMargin { out += " margin " + NumberSpelling.canonical(m) }
        if let name = c.deviceName { out += " device " + name }
        return out
    }

    /// The canvases `source`'s comments name, in order, and a warning for each one that cannot
    /// be read (`invalid-canvas`).
    public static func scan(_ source: SourceFile) -> (canvases: [UnitCanvas], diagnostics: [Diagnostic]) {
        let marker = Array(Self.marker.utf8)
        guard source.bytes.count >= marker.count, contains(source.bytes, marker) else { return ([], []) }
        var canvases: [UnitCanvas] = []
        var diagnostics: [Diagnostic] = []
        for c in LineComments.find(in: source) where c.text.hasPrefix(Self.marker) {
            let range = source.range(c.textOffset, c.endOffset)
            switch parse(c.text.dropFirst(Self.marker.count)) {
            case .success(let canvas):
                if canvases.contains(where: { $0.variant == canvas.variant }) {
                    diagnostics.append(Diagnostic(.invalidCanvas, "a second canvas for \(canvas.variant); the first applies",
                                                  in: source, at: range))
                } else {
                    canvases.append(canvas)
                }
            case .failure(let problem):
                diagnostics.append(Diagnostic(.invalidCanvas, "unreadable canvas comment: \(problem.message); it is ignored",
                                              in: source, at: range))
            }
        }
        return (canvases, diagnostics)
    }

    struct Problem: Error { var message: String }

    /// `wC hR 393x852 [safe-area T,L,B,R] [margin M] [device NAME…]`.
    static func parse(_ text: Substring) -> Result<UnitCanvas, Problem> {
        var words = text.split(separator: " ", omittingEmptySubsequences: true)[...]
        guard words.count >= 3 else { return .failure(Problem(message: "expected a variant (wC hR) and a size (393x852)")) }
        let w = words.removeFirst(), h = words.removeFirst()
        guard let width: SizeClass = w == "wC" ? .compact : w == "wR" ? .regular : nil,
              let height: SizeClass = h == "hC" ? .compact : h == "hR" ? .regular : nil else {
            return .failure(Problem(message: "'\(w) \(h)' is not a size-class variant (wC hR, wC hC, wR hC, wR hR)"))
        }
        let sizeWord = words.removeFirst()
        guard let size = SizeOption.parse(String(sizeWord)) else {
            return .failure(Problem(message: "'\(sizeWord)' is not a size (393x852; a side may be auto)"))
        }
        var canvas = UnitCanvas(variant: TraitVariant(width: width, height: height), width: size.width, height: size.height)
        while let word = words.first {
            words.removeFirst()
            switch word {
            case "safe-area":
                let parts = words.first.map { $0.split(separator: ",").compactMap { Double($0) } } ?? []
                guard parts.count == 4, parts.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
                    return .failure(Problem(message: "'safe-area' takes four numbers, top,left,bottom,right"))
                }
                words.removeFirst()
                canvas.safeArea = (parts[0], parts[1], parts[2], parts[3])
            case "margin":
                guard let m = words.first.flatMap({ Double($0) }), m >= 0, m.isFinite else {
                    return .failure(Problem(message: "'margin' takes a number"))
                }
                words.removeFirst()
                canvas.rootMargin = m
            case "device":
                guard !words.isEmpty else { return .failure(Problem(message: "'device' takes a name")) }
                canvas.deviceName = words.joined(separator: " ")
                words = []
            default:
                return .failure(Problem(message: "unknown word '\(word)' (expected safe-area, margin or device)"))
            }
        }
        return .success(canvas)
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var i = 0
        while i <= bytes.count - needle.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
