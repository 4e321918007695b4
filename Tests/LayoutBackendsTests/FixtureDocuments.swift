import LayoutBackends
import LayoutSource

/// Hand-made render documents for the golden tests: two variants, nested views, every kind,
/// a hidden view, fractional and negative numbers, and diagnostics with notes and fixes (a
/// deletion across a line break, an insertion, and two replacements listed last first).
enum FixtureDocuments {
    static let path = "screens/profile.layout"

    static let source = SourceFile(path: path, text: """
    // profile card
    image avatar
    label title intrinsic 120x22
    label subtitle intrinsic 220x17
    button follow
    field search
    stack info axis vertical {
      label bio
      guide spacer
    }
    view badge hidden
    H:|-16-[avatar(60)]-12-[title]-16-|
    avatar.width == 80
    title.leading == subtitle.leading // 100% "aligned", really

    """)

    /// The range of the `occurrence`-th appearance of `text` in the fixture source.
    static func range(of text: String, occurrence: Int = 1) -> SourceRange {
        let bytes = source.bytes, needle = Array(text.utf8)
        var seen = 0
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
            seen += 1
            if seen == occurrence { return source.range(start, start + needle.count) }
        }
        fatalError("fixture text not found: \(text)")
    }

    static var unsatisfiable: Diagnostic {
        Diagnostic(id: DiagnosticID("unsatisfiable"), severity: .error,
                   message: "the required constraints cannot all hold: avatar.width == 80",
                   file: path, range: range(of: "avatar.width == 80"),
                   notes: [DiagnosticNote("conflicts with avatar.width == 60", at: range(of: "(60)")),
                           DiagnosticNote("removing any one of them resolves the conflict")],
                   traits: ["wC hR"],
                   fixes: [DiagnosticFix(title: "Remove `avatar.width == 80`", edits: [
                       TextEdit(range: range(of: "avatar.width == 80\n"), replacement: ""),
                   ])])
    }

    static var ambiguous: Diagnostic {
        Diagnostic(id: DiagnosticID("ambiguous"), severity: .error,
                   message: "the horizontal position of 'subtitle' is not determined",
                   file: path, range: range(of: "subtitle", occurrence: 1),
                   notes: [DiagnosticNote("add a constraint for subtitle.leading, e.g. subtitle.leading == title.leading")],
                   traits: ["wR hR"], subject: "subtitle", axis: "horizontal",
                   fixes: [DiagnosticFix(title: "Add `subtitle.leading == title.leading`", edits: [
                       TextEdit(range: SourceRange(at: source.location(at: source.bytes.count)),
                                replacement: "subtitle.leading == title.leading\n"),
                   ])])
    }

    static var unsatisfiedWarning: Diagnostic {
        Diagnostic(id: DiagnosticID("unsatisfied-optional"), severity: .warning,
                   message: "constraint at priority 250 left unsatisfied by 12.5 pt (50%, \"title\")",
                   file: path, range: range(of: "title.leading == subtitle.leading"),
                   traits: ["wC hR", "wC hC", "wR hC", "wR hR"], subject: "title", axis: "horizontal",
                   fixes: [DiagnosticFix(title: "Swap the sides of \"title\" (100%)", edits: [
                       TextEdit(range: range(of: "subtitle.leading", occurrence: 1), replacement: "title.leading"),
                       TextEdit(range: range(of: "title.leading == "), replacement: "subtitle.leading == "),
                   ])])
    }

    static var diagnostics: [Diagnostic] {
        [unsatisfiable, ambiguous, unsatisfiedWarning].sorted(by: Diagnostic.sortKey)
    }

    /// Builds a view list from (name, kind, parent name, absolute frame, hidden).
    static func views(_ rows: [(String, String, String?, [Double], Bool)]) -> [RenderView] {
        var index: [String: Int] = [:]
        var out: [RenderView] = []
        for (name, kind, parent, f, hidden) in rows {
            let p = parent.map { index[$0]! }
            let depth = p.map { out[$0].depth + 1 } ?? 0
            index[name] = out.count
            out.append(RenderView(name: name, kind: kind, parent: p, x: f[0], y: f[1], width: f[2], height: f[3],
                                  hidden: hidden, isBuiltin: ["root", "safeArea", "margins"].contains(name), depth: depth))
        }
        return out
    }

    static var phone: RenderVariant {
        let safe = RenderInsets(top: 59, left: 0, bottom: 34, right: 0)
        return RenderVariant(
            traits: "wC hR", deviceName: "iPhone 15", canvasWidth: 393, canvasHeight: 852,
            safeArea: safe, margins: safe.grown(by: 16),
            views: views([
                ("root", "view", nil, [0, 0, 393, 852], false),
                ("safeArea", "guide", "root", [0, 59, 393, 759], false),
                ("margins", "guide", "root", [16, 75, 361, 727], false),
                ("avatar", "image", "root", [16, 75, 80, 60], false),
                ("title", "label", "root", [108, 75, 269, 22], false),
                ("subtitle", "label", "root", [108, 101, 220, 36.6666666667], false),
                ("follow", "button", "root", [16, 150, 120.3333333333, 44], false),
                ("search", "field", "root", [16, 210, 361, 34], false),
                ("info", "stack", "root", [16, 260, 361, 200], false),
                ("bio", "label", "info", [16, 260, 361, 120], false),
                ("spacer", "guide", "info", [16, 380, 361, 80], false),
                ("badge", "view", "root", [-0.0001, 470, -12, 30], true),
            ]),
            diagnostics: [unsatisfiable, unsatisfiedWarning])
    }

    static var pad: RenderVariant {
        let safe = RenderInsets(top: 24, left: 0, bottom: 20, right: 0)
        return RenderVariant(
            traits: "wR hR", deviceName: "iPad Pro 11\"", canvasWidth: 834, canvasHeight: 1194,
            safeArea: safe, margins: safe.grown(by: 20),
            views: views([
                ("root", "view", nil, [0, 0, 834, 1194], false),
                ("safeArea", "guide", "root", [0, 24, 834, 1150], false),
                ("margins", "guide", "root", [20, 44, 794, 1110], false),
                ("avatar", "image", "root", [40, 64, 80, 80], false),
                ("title", "label", "root", [132, 64, 120, 22], false),
                ("subtitle", "label", "root", [0, 90, 220, 17], false),
                ("follow", "button", "root", [40, 160, 200, 44], false),
                ("search", "field", "root", [40, 220, 754, 34], false),
                ("info", "stack", "root", [40, 270, 754, 300], false),
                ("bio", "label", "info", [40, 270, 754, 150.5], false),
                ("spacer", "guide", "info", [40, 420.5, 754, 149.5], false),
                ("badge", "view", "root", [700, 64, 94, 30], true),
            ]),
            diagnostics: [ambiguous, unsatisfiedWarning])
    }

    static var profile: RenderDocument {
        RenderDocument(file: path, variants: [phone, pad], source: source)
    }

    /// A document of `count` views in nested groups of ten, for size and speed checks.
    static func large(count: Int) -> RenderDocument {
        var rows: [(String, String, String?, [Double], Bool)] = [("root", "view", nil, [0, 0, 1000, 4000], false)]
        let kinds = ["view", "label", "button", "image", "field", "stack", "guide"]
        var group = "root"
        for i in 0..<count {
            let x = Double(i % 10) * 100, y = Double(i / 10) * 40
            if i % 10 == 0 {
                group = "group\(i)"
                rows.append((group, "view", "root", [0, y, 1000, 40], false))
                continue
            }
            rows.append(("v\(i)", kinds[i % kinds.count], group, [x + 2, y + 2, 96.5, 36.25], i % 13 == 0))
        }
        let variant = RenderVariant(traits: "wR hR", deviceName: nil, canvasWidth: 1000, canvasHeight: 4000,
                                    safeArea: .zero, margins: RenderInsets.zero.grown(by: 20), views: views(rows))
        return RenderDocument(file: "large.layout", variants: [variant])
    }
}
