import LayoutSource

/// The default canvas of each variant, copied from the language spec (§8) rather than read
/// from vflc, so that the sample arithmetic is checked against the contract.
struct SpecCanvas {
    var variant: TraitVariant
    var width: Double, height: Double
    var top: Double, left: Double, bottom: Double, right: Double

    static let all: [SpecCanvas] = [
        SpecCanvas(variant: TraitVariant(width: .compact, height: .regular), width: 393, height: 852,
                   top: 59, left: 0, bottom: 34, right: 0),
        SpecCanvas(variant: TraitVariant(width: .compact, height: .compact), width: 852, height: 393,
                   top: 0, left: 59, bottom: 21, right: 59),
        SpecCanvas(variant: TraitVariant(width: .regular, height: .compact), width: 932, height: 430,
                   top: 0, left: 59, bottom: 21, right: 59),
        SpecCanvas(variant: TraitVariant(width: .regular, height: .regular), width: 834, height: 1194,
                   top: 24, left: 0, bottom: 20, right: 0),
    ]

    /// The safe area's frame in the canvas.
    var safeArea: Rect { Rect(x: left, y: top, width: width - left - right, height: height - top - bottom) }
    /// Whether the height class is compact.
    var compactHeight: Bool { variant.height == .compact }
}

/// An absolute frame, as the tests compute it.
struct Rect: Equatable, CustomStringConvertible {
    var x: Double, y: Double, width: Double, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var description: String { "(\(x), \(y), \(width), \(height))" }

    /// Whether every component is within `tolerance` of `other`'s.
    func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
