import LayoutSource

/// The device catalogue (`vflc devices`, `--device NAME`) and the default device of each
/// variant (spec §8). The data is the table in `DeviceCatalogData.swift`.
///
/// Names match case-insensitively, ignoring spaces, punctuation, quotes and the word `inch`
/// (`iphone-15`, `IPHONE15`, `iPad Pro 11-inch` all match). An orientation may follow the
/// name as a last word or after `@`: `iPhone 15 landscape`, `iPhone 15@landscape`; portrait
/// is the default.
public enum DeviceCatalog {
    /// Every device, in catalogue order (phones by size, then iPads).
    public static var all: [Device] { table }

    /// The margin added to the safe area for the `margins` guide: 16 pt in compact width,
    /// 20 pt in regular width (spec §8).
    public static func margin(forWidth width: SizeClass) -> Double { width == .compact ? 16 : 20 }

    /// The device called `name` (or one of its aliases), without an orientation word.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        guard !key.isEmpty else { return nil }
        return table.first { device in
            normalized(device.name) == key || device.aliases.contains { normalized($0) == key }
        }
    }

    /// Parses a `--device` argument: a name, optionally followed by `portrait` or `landscape`
    /// (after a space, `@`, `,` or `:`, or in parentheses). `nil` if no device matches.
    /// An entry that exists in one orientation only (a 1/2 split view) is in that one when
    /// none is named, and matches no other.
    public static func select(_ argument: String) -> DeviceSelection? {
        if let device = named(argument) { return DeviceSelection(device: device, landscape: !device.hasPortrait) }
        let (name, landscape) = splitOrientation(argument)
        guard let landscape, let device = named(name) else { return nil }
        guard landscape ? device.hasLandscape : device.hasPortrait else { return nil }
        return DeviceSelection(device: device, landscape: landscape)
    }

    /// Every entry in every orientation it exists in, in catalogue order (`check --devices all`).
    public static var allSelections: [DeviceSelection] {
        table.flatMap { d in
            (d.hasPortrait ? [DeviceSelection(device: d, landscape: false)] : [])
                + (d.hasLandscape ? [DeviceSelection(device: d, landscape: true)] : [])
        }
    }

    /// Up to three catalogue names closest to `name` (for "unknown device" messages), best
    /// first; names that contain what was typed come before mere near-misses.
    public static func closestNames(to name: String) -> [String] {
        let split = splitOrientation(name)
        let key = normalized(split.landscape == nil ? name : split.name)
        guard !key.isEmpty else { return [] }
        var scored: [(score: Int, index: Int, name: String)] = []
        for (i, device) in table.enumerated() {
            let keys = [device.name] + device.aliases
            var best = Int.max
            for candidate in keys {
                let c = normalized(candidate)
                // What was typed may be the start of a name ("ipad pro" for both iPad Pros).
                let score = c.contains(key) ? (c.count - key.count) / 4 : editDistance(key, c)
                best = min(best, score)
            }
            let limit = max(2, key.count / 3)
            if best <= limit { scored.append((best, i, device.name)) }
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.index < $1.index }
        // Only the near-best: a clear favourite is not diluted by distant names.
        guard let best = scored.first?.score else { return [] }
        return scored.filter { $0.score <= best + 1 }.prefix(3).map(\.name)
    }

    /// The message for a `--device` argument that names no device, with suggestions:
    /// `unknown device 'iPhone 51'; did you mean 'iPhone 11' or 'iPhone 15'? (vflc devices lists them)`.
    public static func unknownDeviceMessage(_ argument: String) -> String {
        let names = closestNames(to: argument).map { "'\($0)'" }
        var message = "unknown device '\(argument)'"
        switch names.count {
        case 0: break
        case 1: message += "; did you mean \(names[0])?"
        default: message += "; did you mean " + names.dropLast().joined(separator: ", ") + " or \(names.last!)?"
        }
        return message + " (vflc devices lists them)"
    }

    /// The default device of a variant (spec §8 table): `wC hR` iPhone 15 portrait, `wC hC`
    /// iPhone 15 landscape, `wR hC` iPhone 15 Pro Max landscape, `wR hR` iPad Pro 11" portrait.
    public static func defaultDevice(for width: SizeClass, height: SizeClass) -> (Device, landscape: Bool) {
        switch (width, height) {
        case (.compact, .regular): return (named("iPhone 15")!, false)
        case (.compact, .compact): return (named("iPhone 15")!, true)
        case (.regular, .compact): return (named("iPhone 15 Pro Max")!, true)
        case (.regular, .regular): return (named("iPad Pro 11\"")!, false)
        }
    }

    /// The default device of `variant` as a selection.
    public static func defaultSelection(for variant: TraitVariant) -> DeviceSelection {
        let (device, landscape) = defaultDevice(for: variant.width, height: variant.height)
        return DeviceSelection(device: device, landscape: landscape)
    }

    /// The text `vflc devices` prints: one row per device with both orientations.
    public static func listing() -> String {
        let header = ["device", "portrait", "classes", "safe area (t,l,b,r)", "landscape", "classes",
                      "safe area (t,l,b,r)"]
        var rows = [header]
        var notes: [String] = []
        for d in table {
            var name = d.name
            if let note = d.unconfirmed {
                if !notes.contains(note) { notes.append(note) }
                name += " " + String(repeating: "*", count: notes.firstIndex(of: note)! + 1)
            }
            let none = ["—", "", ""]
            let portrait = d.hasPortrait ? [size(d, landscape: false), d.portraitTraits.description, insets(d.portraitInsets)] : none
            let landscape = d.hasLandscape ? [size(d, landscape: true), d.landscapeTraits.description, insets(d.landscapeInsets)] : none
            rows.append([name] + portrait + landscape)
        }
        var out = TextTable.render(rows, rightAligned: [])
        if !notes.isEmpty { out += "\n" }
        for (i, note) in notes.enumerated() {
            out += String(repeating: "*", count: i + 1) + " unconfirmed: " + note + "\n"
        }
        out += "split and Slide Over entries are an app's window: sizes and size classes from Apple's HIG (iPad multitasking);\n"
        out += "iPad mini and iPad Air have none (their multitasking widths could not be confirmed).\n"
        out += "\nmargins: the safe area inset by 16 pt in compact width, 20 pt in regular width.\n"
        out += "--device NAME [portrait|landscape]; names match ignoring case, spaces and punctuation.\n"
        return out
    }

    // MARK: - Matching

    static func normalized(_ text: String) -> String {
        var out = ""
        for u in text.lowercased().unicodeScalars where ("a"..."z").contains(u) || ("0"..."9").contains(u) {
            out.unicodeScalars.append(u)
        }
        // `11-inch`, `11 inch` and `11"` name the same iPad.
        return out.replacingAll("inch", with: "")
    }

    /// Splits a trailing orientation word off; `landscape` is `nil` when there is none.
    static func splitOrientation(_ text: String) -> (name: String, landscape: Bool?) {
        var t = text.trimmingSpaces()
        if t.hasSuffix(")") { t.removeLast() }
        let lower = t.lowercased()
        for (word, value) in [("landscape", true), ("portrait", false)] where lower.hasSuffix(word) {
            var name = String(t.dropLast(word.count))
            while let last = name.last, " @,:(".contains(last) { name.removeLast() }
            return (name, value)
        }
        return (text, nil)
    }

    /// Edit distance where swapping two adjacent characters counts as one edit (typos).
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    private static func size(_ d: Device, landscape: Bool) -> String {
        NumberText.format(d.width(landscape: landscape)) + "x" + NumberText.format(d.height(landscape: landscape))
    }

    private static func insets(_ i: RenderInsets) -> String {
        [i.top, i.left, i.bottom, i.right].map(NumberText.format).joined(separator: ",")
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }

    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
