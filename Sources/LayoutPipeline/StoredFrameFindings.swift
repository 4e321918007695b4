import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutCheck

/// The findings that compare the frames a document stores with vflc's layout on the canvas
/// they were laid out on (docs/interface-builder.md, "Stored frames"): `ib-misplaced` for a
/// view the document marks misplaced (by how much, and the frame at run time), `ib-stale-frame`
/// for a required constraint the stored frames do not satisfy, unmarked.
enum StoredFrameFindings {
    /// How far a stored edge may be from the constraints' (IB stores whole pixels; 0.5 pt is the
    /// corpus figures' tolerance).
    static let tolerance = 0.5

    /// The index of the solution on the stored frames' canvas (at the default text size, left
    /// to right), if it is one of `solutions`.
    static func designSolution(_ stored: StoredFrames, in solutions: [VariantSolution]) -> Int? {
        let target = TargetResolver.target(stored.canvas)
        return solutions.firstIndex { s in
            s.ir.target.canvas == target.canvas && s.ir.target.variant.sizeClasses == target.variant.sizeClasses
                && (s.ir.target.variant.contentSize ?? .defaultCategory) == .defaultCategory && s.ir.target.direction == .leftToRight
        }
    }

    static func diagnostics(_ stored: StoredFrames, unit: FrontEndUnit, compiled: CompiledFile, source: SourceFile) -> [Diagnostic] {
        let solution = designSolution(stored, in: compiled.solutions).map { compiled.solutions[$0] }
            ?? Lowering.lower(unit.parsed.file, source: source, targets: [TargetResolver.target(stored.canvas)]).variants.first.map(Checker.solve)
        guard let solution else { return [] }
        let ir = solution.ir
        var ids: [String: ViewID] = [:]
        for v in ir.views where !v.isBuiltin { ids[v.name] = v.id }
        let device = stored.canvas.deviceName ?? "the document's canvas"
        let absolute = storedRectangles(stored, ir: ir, ids: ids, solution: solution)
        var out: [Diagnostic] = []
        for v in stored.views.dropFirst() where v.misplaced {
            guard let id = ids[v.name] else { continue }
            let solved = solvedFrame(id, solution: solution, insets: v.alignmentInsets, scale: stored.scale)
            let off = difference(v.frame, solved)
            let free = FrameComponent.allCases.contains { solution.isFree(IRVariable(id, $0)) }
            let message: String
            if free || !solution.isSatisfiable {
                message = "Interface Builder marks `\(v.name)` misplaced; on \(device) its constraints do not decide one frame "
                    + "(the layout is \(solution.isSatisfiable ? "ambiguous" : "unsatisfiable") there)"
            } else if off <= tolerance {
                message = "Interface Builder marks `\(v.name)` misplaced, but on \(device) its constraints give the stored frame "
                    + "\(text(v.frame)): the flag is stale"
            } else {
                message = "`\(v.name)` is misplaced in the document by \(NumberText.format(off)) pt: its stored frame is "
                    + "\(text(v.frame)), its constraints give \(text(solved)) on \(device)"
            }
            out.append(Diagnostic(.ibMisplaced, message, file: source.path, range: v.range, traits: [], subject: v.name))
        }
        guard solution.isSatisfiable else { return out }
        let flagged = Set(stored.views.filter { $0.misplaced || $0.ambiguous }.compactMap { ids[$0.name] })
        for c in ir.constraints where c.isRequired && c.origin.kind == .explicit {
            guard let range = c.origin.range, !c.terms.isEmpty else { continue }
            var value = c.constant
            var subject: ViewID?
            var known = true
            for t in c.terms {
                let view = t.variable.view
                guard let x = absolute[view.index]?[t.variable.component.rawValue], !flagged.contains(view) else { known = false; break }
                if subject == nil, !ir.views[view.index].isBuiltin { subject = view }
                value += t.coefficient * x
            }
            guard known, var subject else { continue }
            let off: Double
            switch c.relation {
            case .equal: off = abs(value)
            case .lessOrEqual: off = max(0, value)
            case .greaterOrEqual: off = max(0, -value)
            }
            // The text only for the few constraints the stored frames miss.
            let text = c.origin.description
            guard off > tolerance, !text.contains("aseline") else { continue }
            // The finding is about the view the constraint is written for: its first item.
            let named = c.terms.map(\.variable.view).filter { !ir.views[$0.index].isBuiltin }
            if let first = named.min(by: { a, b in
                (text.range(of: ir.views[a.index].name + ".")?.lowerBound ?? text.endIndex)
                    < (text.range(of: ir.views[b.index].name + ".")?.lowerBound ?? text.endIndex)
            }) { subject = first }
            let name = ir.views[subject.index].name
            out.append(Diagnostic(.ibStaleFrame,
                                  "the frames Interface Builder stored miss `\(c.origin.description)` by \(NumberText.format(off)) pt "
                                  + "on \(device), and it did not mark them misplaced: the canvas shows a layout the app does not",
                                  file: source.path, range: range, subject: name))
        }
        return out
    }

    /// Every view's alignment rectangle from the stored frames, in the root's coordinates
    /// (x, y, width, height by `FrameComponent.rawValue`), by `ViewID.index`; the root, its
    /// safe area and margins as solved (the canvas fixes them); `nil` for the others and for a
    /// view whose alignment rectangle the document does not give (an SF Symbol's).
    static func storedRectangles(_ stored: StoredFrames, ir: LayoutIR, ids: [String: ViewID],
                                 solution: VariantSolution) -> [Int: [Double]] {
        var out: [Int: [Double]] = [:]
        for v in ir.views where v.isBuiltin && v.guide == nil && ["root", "safeArea", "margins"].contains(v.name) {
            let f = solution.frame(of: v.id)
            out[v.id.index] = [f.x, f.y, f.width, f.height]
        }
        var frames: [Int: (x: Double, y: Double)] = [ViewID.root.index: (0, 0)]
        for v in stored.views.dropFirst() {
            guard let id = ids[v.name], let parent = ir.views[id.index].parent, let origin = frames[parent.index] else { continue }
            let x = origin.x + v.frame.x, y = origin.y + v.frame.y
            frames[id.index] = (x, y)
            guard v.alignmentKnown else { continue }
            let i = v.alignmentInsets
            out[id.index] = [x + i.left, y + i.top, v.frame.width - i.left - i.right, v.frame.height - i.top - i.bottom]
        }
        return out
    }

    /// The solved frame of `id` relative to its superview, each edge on the device's pixels
    /// (as IB stores frames), outset by the alignment insets.
    static func solvedFrame(_ id: ViewID, solution: VariantSolution, insets i: (top: Double, left: Double, bottom: Double, right: Double),
                            scale: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        func snap(_ d: Double) -> Double { (d * scale).rounded() / scale }
        func snapped(_ v: ViewID) -> (x: Double, y: Double, width: Double, height: Double) {
            let f = solution.frame(of: v)
            let x = snap(f.x), y = snap(f.y)
            return (x, y, snap(f.x + f.width) - x, snap(f.y + f.height) - y)
        }
        let f = snapped(id)
        let p = solution.ir.views[id.index].parent.map(snapped) ?? (x: 0, y: 0, width: 0, height: 0)
        return (f.x - p.x - i.left, f.y - p.y - i.top, f.width + i.left + i.right, f.height + i.top + i.bottom)
    }

    static func difference(_ a: (x: Double, y: Double, width: Double, height: Double),
                           _ b: (x: Double, y: Double, width: Double, height: Double)) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }

    /// `(16, 20, 120, 22)`.
    static func text(_ f: (x: Double, y: Double, width: Double, height: Double)) -> String {
        "(" + [f.x, f.y, f.width, f.height].map { NumberText.format($0) }.joined(separator: ", ") + ")"
    }
}
