import InterfaceBuilderDocument
import LayoutCheck
import LayoutInterfaceBuilder
import LayoutLowering
import LayoutSource
import LayoutSyntax

/// Lowers and solves a unit on the canvas Interface Builder showed it on, and compares the
/// solved frames with the stored ones (the tests' and the corpus figures' one procedure).
struct UnitSolver {
    let unit: IBUnit
    let source: SourceFile

    /// The target of the document's device: the root's stored size, IB's safe area, the
    /// device's size classes.
    var target: LayoutTarget? {
        guard let traits = unit.designCanvas.traits else { return nil }
        let c = unit.designCanvas
        let insets = EdgeInsets(top: c.safeArea.top, left: c.safeArea.left, bottom: c.safeArea.bottom, right: c.safeArea.right)
        var canvas = Canvas(width: c.width, height: c.height, safeArea: insets, deviceName: unit.device.id)
        canvas.rootMargin = c.rootMargin
        return LayoutTarget(variant: traits, canvas: canvas)
    }

    /// Lowering's and the checker's outcome at `target` (the design target unless given).
    func solve(check: Bool = false, on other: LayoutTarget? = nil) -> (ir: LayoutIR, solution: VariantSolution, diagnostics: [Diagnostic])? {
        guard let target = other ?? target else { return nil }
        let lowered = Lowering.lower(unit.syntax, source: source, targets: [target])
        guard let ir = lowered.variants.first else { return nil }
        if check {
            let result = Checker.check([ir], source: source)
            return (ir, result.solutions[0], lowered.diagnostics + result.diagnostics)
        }
        return (ir, Checker.solve(ir), lowered.diagnostics)
    }

    /// The frames (relative to the superview, by name) solved on a `width` × `height` canvas
    /// with `insets` in `variant`.
    func frames(width: Double, height: Double, variant: TraitVariant, insets: EdgeInsets = .zero) -> [String: IBRect] {
        let target = LayoutTarget(variant: variant, canvas: Canvas(width: width, height: height, safeArea: insets))
        return solve(on: target).map { Self.frames($0.solution) } ?? [:]
    }

    /// Each declared view's solved frame relative to its superview, by name; with a `scale`,
    /// every edge rounded to the device's pixels in the root's coordinates first, as UIKit
    /// displays (and IB stores) frames.
    static func frames(_ solution: VariantSolution, scale: Double? = nil) -> [String: IBRect] {
        var out: [String: IBRect] = [:]
        let ir = solution.ir
        func snapped(_ id: ViewID) -> (x: Double, y: Double, width: Double, height: Double) {
            let f = solution.frame(of: id)
            guard let s = scale else { return f }
            func r(_ d: Double) -> Double { (d * s).rounded() / s }
            let x = r(f.x), y = r(f.y)
            return (x, y, r(f.x + f.width) - x, r(f.y + f.height) - y)
        }
        for v in ir.views where !v.isBuiltin && v.kind != .guide {
            let f = snapped(v.id)
            let p = v.parent.map(snapped) ?? (x: 0, y: 0, width: 0, height: 0)
            out[v.name] = IBRect(x: f.x - p.x, y: f.y - p.y, width: f.width, height: f.height)
        }
        return out
    }

    /// The largest difference of the four numbers.
    static func difference(_ a: IBRect, _ b: IBRect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }

    /// The views compared (stored frame, not misplaced or ambiguous, installed in the design
    /// variant) and those whose solved frame is more than `tolerance` off, with both frames.
    func compare(tolerance: Double = 0.5) -> (compared: Int, mismatches: [(view: IBViewInfo, stored: IBRect, solved: IBRect)])? {
        guard let solved = solve() else { return nil }
        let frames = Self.frames(solved.solution, scale: unit.designCanvas.scale)
        var compared = 0
        var mismatches: [(IBViewInfo, IBRect, IBRect)] = []
        for v in unit.views.dropFirst() where !v.misplaced && !v.ambiguous && v.installedInDesign {
            guard let stored = v.frame, let solved = frames[v.name] else { continue }
            // The solver places alignment rectangles; IB stores frames.
            let i = v.alignmentInsets
            let mine = IBRect(x: solved.x - i.left, y: solved.y - i.top, width: solved.width + i.left + i.right,
                              height: solved.height + i.top + i.bottom)
            compared += 1
            if Self.difference(stored, mine) > tolerance { mismatches.append((v, stored, mine)) }
        }
        return (compared, mismatches)
    }
}
