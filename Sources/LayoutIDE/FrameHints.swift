import LayoutLowering
import LayoutSource

/// A hint shown after a declared view's name: its solved frame.
public struct FrameHint: Sendable {
    /// Where it goes: the end of the name.
    public var position: SourceLocation
    /// `x,y w×h`, with ` ambiguous` when the frame is not determined (each value the
    /// constraints leave open written `?`).
    public var label: String
    /// Which variant and canvas the frame is of.
    public var tooltip: String
}

extension DocumentAnalysis {
    /// Whether there are frames to show (the file was solved).
    public var hasFrames: Bool { !solutions.isEmpty }

    /// After each declared view's name that ends within `from...to`, its solved frame in the
    /// first variant.
    public func frameHints(from: Int, to: Int) -> [FrameHint] {
        guard let first = solutions.first else { return [] }
        var byName: [String: IRView] = [:]
        for view in first.ir.views where !view.isBuiltin { byName[view.name] = byName[view.name] ?? view }
        let tooltip = "frame in \(first.ir.target.variant.description)"
            + (first.ir.target.canvas.deviceName.map { " (\($0))" } ?? "") + ", canvas coordinates"
        // A value the constraints leave open is one of many (it may even be negative, a frame
        // Auto Layout would never pick): `?` instead, so the hint never shows one.
        var open: [ViewID: (x: Bool, y: Bool, width: Bool, height: Bool)] = [:]
        for a in first.ambiguities {
            var free = open[a.view] ?? (false, false, false, false)
            if a.axis == .horizontal { free.x = free.x || a.positionFree; free.width = free.width || a.sizeFree } else {
                free.y = free.y || a.positionFree; free.height = free.height || a.sizeFree
            }
            open[a.view] = free
        }
        var hints: [FrameHint] = []
        for (name, position) in viewDeclarationEnds() {
            let end = position.offset
            guard end >= from, end <= to, let view = byName[name] else { continue }
            let f = first.frame(of: view.id)
            let free = open[view.id] ?? (false, false, false, false)
            // Written as bytes: a thousand labels after every edit of a large file.
            var label: [UInt8] = []
            label.reserveCapacity(40)
            Self.appendHintValue(f.x, free.x, to: &label)
            label.append(UInt8(ascii: ","))
            Self.appendHintValue(f.y, free.y, to: &label)
            label.append(UInt8(ascii: " "))
            Self.appendHintValue(f.width, free.width, to: &label)
            label += "×".utf8
            Self.appendHintValue(f.height, free.height, to: &label)
            if free.x || free.y || free.width || free.height { label += " ambiguous".utf8 }
            hints.append(FrameHint(position: position, label: String(decoding: label, as: UTF8.self), tooltip: tooltip))
        }
        return hints
    }

    /// `?` for a value the constraints leave open, else the value as hovers write it
    /// (`HoverText.number`); a whole number, nearly every frame value, without making strings.
    private static func appendHintValue(_ value: Double, _ isFree: Bool, to out: inout [UInt8]) {
        if isFree { out.append(UInt8(ascii: "?")); return }
        guard value == value.rounded(), abs(value) < 1e15 else { out += HoverText.number(value).utf8; return }
        var n = Int64(value)
        if n < 0 { out.append(UInt8(ascii: "-")); n = -n }
        let start = out.count
        repeat { out.append(UInt8(ascii: "0") + UInt8(n % 10)); n /= 10 } while n > 0
        out[start...].reverse()
    }
}
