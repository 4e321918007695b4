import InterfaceBuilderDocument
import Foundation
import LayoutCheck
import LayoutInterfaceBuilder
import LayoutLowering
import LayoutSource
import XCTest

/// Real storyboards and xibs (not in the repository): `VFLC_IB_CORPUS=/work/corpus/ib swift
/// test --filter CorpusTests` reads every `.storyboard` and `.xib` in the folder, checks each
/// unit on its document's device, and prints the figures of docs/interface-builder.md:
/// documents, units, views, views compared (a stored frame, not misplaced or ambiguous,
/// installed on the device), the share whose solved frame is within 0.5 pt of the stored one,
/// and the mismatches by class. `VFLC_IB_VERBOSE=1` lists every mismatch.
final class CorpusTests: XCTestCase {
    struct Figures {
        var documents = 0, unreadable = 0, units = 0, views = 0, compared = 0, matched = 0
        var classes: [String: Int] = [:]
    }

    func testCorpus() throws {
        guard let folder = ProcessInfo.processInfo.environment["VFLC_IB_CORPUS"] else {
            throw XCTSkip("set VFLC_IB_CORPUS to a folder of .storyboard and .xib files (docs/interface-builder.md) to run")
        }
        let verbose = ProcessInfo.processInfo.environment["VFLC_IB_VERBOSE"] == "1"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var f = Figures()
        for name in names {
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            f.documents += 1
            guard case .success(let source) = SourceFile.decode(path: name, bytes: Array(data)) else { f.unreadable += 1; continue }
            let read = InterfaceBuilder.read(source)
            if read.hasErrors {
                f.unreadable += 1
                print("unreadable \(name): \(read.diagnostics.first { $0.severity == .error }?.message ?? "")")
                continue
            }
            let xml = try? XMLReader.read(source).get()
            for unit in read.units {
                f.units += 1
                f.views += unit.views.count - 1
                let solver = UnitSolver(unit: unit, source: source)
                guard let solved = solver.solve(check: true) else { continue }
                XCTAssertFalse(solved.diagnostics.contains { $0.id.rawValue.contains("internal") }, name)
                guard let result = solver.compare() else { continue }
                f.compared += result.compared
                f.matched += result.compared - result.mismatches.count
                let bad = Set(result.mismatches.map(\.view.name))
                let stale = Self.staleViews(unit, ir: solved.ir)
                for m in result.mismatches {
                    let cls = stale.contains(m.view.name) && solved.solution.isSatisfiable
                        ? "stale frame (violates IB's own constraints)"
                        : Self.classify(m, unit: unit, solved: solved.solution, bad: bad, xml: xml)
                    f.classes[cls, default: 0] += 1
                    if verbose {
                        print("  \(name) \(unit.name) \(m.view.element) \(m.view.name) (\(m.view.ibID)) [\(cls)] stored "
                              + "\(Self.text(m.stored)) solved \(Self.text(m.solved))")
                    }
                }
            }
        }
        let share = f.compared == 0 ? 0 : 100 * Double(f.matched) / Double(f.compared)
        print("""
        IB corpus: \(f.documents) documents (\(f.unreadable) not read), \(f.units) units, \(f.views) views, \
        \(f.compared) compared, \(f.matched) within 0.5 pt (\(String(format: "%.1f", share)) %)
        """)
        for (cls, n) in f.classes.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            print("  \(n)\t\(cls)")
        }
    }

    /// The views whose stored frames do not satisfy a required constraint of the document
    /// between declared views (by more than 0.5 pt): frames IB did not update, left unflagged.
    static func staleViews(_ unit: IBUnit, ir: LayoutIR) -> Set<String> {
        var absolute: [String: IBRect] = [:]
        for v in unit.views {
            guard var f = v.frame else { continue }
            if let s = v.superview {
                guard let p = absolute[s] else { continue }
                f.x += p.x
                f.y += p.y
            }
            let i = v.alignmentInsets
            absolute[v.name] = IBRect(x: f.x + i.left, y: f.y + i.top, width: f.width - i.left - i.right,
                                      height: f.height - i.top - i.bottom)
        }
        absolute["root"] = nil
        var out = Set<String>()
        for c in ir.constraints where c.isRequired && c.origin.kind == .explicit {
            var value = c.constant
            var names: [String] = []
            var known = true
            for t in c.terms {
                let view = ir.views[t.variable.view.index]
                guard !view.isBuiltin, view.kind != .guide, let f = absolute[view.name] else { known = false; break }
                names.append(view.name)
                let x: Double
                switch t.variable.component {
                case .x: x = f.x
                case .y: x = f.y
                case .width: x = f.width
                case .height: x = f.height
                }
                value += t.coefficient * x
            }
            guard known else { continue }
            let violated: Bool
            switch c.relation {
            case .equal: violated = abs(value) > 0.5
            case .lessOrEqual: violated = value > 0.5
            case .greaterOrEqual: violated = value < -0.5
            }
            if violated { out.formUnion(names) }
        }
        return out
    }

    static func text(_ r: IBRect) -> String {
        func n(_ d: Double) -> String { String(format: "%.2f", d) }
        return "(\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height)))"
    }

    /// A first guess at why a view's solved frame differs (docs/interface-builder.md lists the
    /// classes with their explanations).
    static func classify(_ m: (view: IBViewInfo, stored: IBRect, solved: IBRect), unit: IBUnit, solved: VariantSolution,
                         bad: Set<String>, xml: XMLDocument?) -> String {
        let v = m.view
        let element = xml.flatMap { x in x.elements.first { $0["id"] == v.ibID } }
        if !solved.isSatisfiable { return "unsatisfiable on the device" }
        // In or beside a baseline-aligned stack (UIKit lets a later arranged view stick out).
        if let xml, let e = xml.elements.firstIndex(where: { $0["id"] == v.ibID }) {
            var k: Int? = e, hops = 0
            while let i = k, hops < 8 {
                let x = xml.elements[i]
                if x.name == "stackView", ["firstBaseline", "lastBaseline", "baseline"].contains(x["alignment"] ?? "") {
                    return "baseline-aligned stack"
                }
                k = x.parent
                hops += 1
            }
        }
        if let id = solved.ir.views.first(where: { $0.name == v.name })?.id {
            if FrameComponent.allCases.contains(where: { solved.isFree(IRVariable(id, $0)) }) { return "ambiguous (free)" }
        }
        if let s = v.superview, bad.contains(s) { return "superview differs" }
        if v.element == "imageView", element.map({ $0["catalog"] == "system" }) ?? false { return "SF Symbol image" }
        if ["slider", "progressView"].contains(v.element) { return "alignment rect (\(v.element))" }
        let sizeOnly = abs(m.stored.x - m.solved.x) < 0.5 && abs(m.stored.y - m.solved.y) < 0.5
        return "\(v.element) " + (sizeOnly ? "size" : "position")
    }
}
