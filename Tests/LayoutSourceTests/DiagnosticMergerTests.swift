import XCTest
import TestSupport
@testable import LayoutSource

/// `DiagnosticMerger` against a reference written out the obvious way (every pair of
/// diagnostics compared, notes without a location set aside and combined), on random lists
/// of per-variant findings: repeated findings, unlocated notes that differ by variant,
/// findings without traits, and lists given in one part or split into several.
final class DiagnosticMergerTests: XCTestCase {
    /// The reference: a finding is its diagnostic with `traits` emptied and unlocated notes'
    /// texts blanked; equal findings are one, holding in every trait met (in trait order),
    /// each unlocated note the combination of the texts met (in the order of the first trait
    /// each came with); the result sorted by `Diagnostic.sortKey`, ties in first-found order.
    private func reference(_ all: [Diagnostic]) -> [Diagnostic] {
        var keys: [Diagnostic] = []
        var traits: [[String]] = []
        var texts: [[Int: [(String, String)]]] = []
        for d in all {
            var key = d
            key.traits = []
            key.notes = d.notes.map { $0.range == nil ? DiagnosticNote("", at: nil) : $0 }
            var k = keys.firstIndex(of: key) ?? -1
            if k < 0 {
                k = keys.count
                keys.append(key)
                traits.append([])
                texts.append([:])
            }
            for t in d.traits where !traits[k].contains(t) { traits[k].append(t) }
            for (i, note) in d.notes.enumerated() where note.range == nil {
                if !(texts[k][i] ?? []).contains(where: { $0.1 == note.message }) {
                    texts[k][i, default: []].append((d.traits.first ?? "", note.message))
                }
            }
        }
        var merged: [Diagnostic] = []
        for k in keys.indices {
            var d = keys[k]
            d.traits = traits[k].sorted(by: DiagnosticMerger.traitOrder)
            for (i, list) in texts[k] {
                d.notes[i].message = DiagnosticMerger.combined(list.sorted { DiagnosticMerger.traitOrder($0.0, $1.0) }.map(\.1))
            }
            merged.append(d)
        }
        return merged.enumerated().sorted { a, b in
            if Diagnostic.sortKey(a.element, b.element) { return true }
            if Diagnostic.sortKey(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    private func randomFindings(_ g: inout SeededRandom) -> [Diagnostic] {
        let variants = ["wC hR", "wC hC", "wR hC", "wR hR"]
        let location = { (line: Int) in SourceLocation(line: line, column: 1, offset: line * 10) }
        var out: [Diagnostic] = []
        for _ in 0..<g.int(0...40) {
            let line = g.int(1...6)
            let range = SourceRange(start: location(line), end: location(line + g.int(0...1)))
            var notes: [DiagnosticNote] = []
            for _ in 0..<g.int(0...2) {
                notes.append(g.chance(0.5)
                    ? DiagnosticNote("the canvas is \(g.int(1...3) * 100) pt wide", at: nil)
                    : DiagnosticNote("here", at: range))
            }
            let held: [String]
            switch g.int(0...4) {
            case 0: held = []
            case 1: held = variants
            default: held = [g.pick(variants)]
            }
            out.append(Diagnostic(id: DiagnosticID(g.pick(["ambiguous", "unsatisfiable", "unused-view"])),
                                  severity: g.chance(0.5) ? .error : .warning,
                                  message: "finding \(g.int(0...3))", file: "t.layout", range: range,
                                  notes: notes, traits: held, subject: g.chance(0.5) ? "v" : nil))
        }
        return out
    }

    func testMergeMatchesTheReferenceOnRandomFindings() {
        for seed in 1...UInt64(300) {
            var g = SeededRandom(state: seed)
            let all = randomFindings(&g)
            let expected = reference(all)
            XCTAssertEqual(DiagnosticMerger.merge(all), expected, "seed \(seed)")
            // Split into parts at random places: the same as one list.
            var parts: [[Diagnostic]] = []
            var rest = all[...]
            while !rest.isEmpty {
                let n = g.int(0...rest.count)
                parts.append(Array(rest.prefix(n)))
                rest = rest.dropFirst(n)
            }
            XCTAssertEqual(DiagnosticMerger.merge(parts: &parts), expected, "seed \(seed), in parts")
            XCTAssertTrue(parts.allSatisfy(\.isEmpty))
        }
    }

    /// The reference of a merger over given variants (lowering's): each list found in its
    /// variant, a finding's traits the variants it holds in, in the given order (repeats
    /// once), none when it holds in all; unlocated notes combined in that order too.
    private func reference(_ lists: [(variant: String, found: [Diagnostic])], variants: [String]) -> [Diagnostic] {
        var distinct: [String] = []
        for v in variants where !distinct.contains(v) { distinct.append(v) }
        let tagged = lists.flatMap { list in list.found.map { d -> Diagnostic in
            var d = d
            d.traits = [list.variant]
            return d
        } }
        var keys: [Diagnostic] = []
        var holds: [[String]] = []
        var texts: [[Int: [(String, String)]]] = []
        for d in tagged {
            var key = d
            key.traits = []
            key.notes = d.notes.map { $0.range == nil ? DiagnosticNote("", at: nil) : $0 }
            var k = keys.firstIndex(of: key) ?? -1
            if k < 0 {
                k = keys.count
                keys.append(key)
                holds.append([])
                texts.append([:])
            }
            if !holds[k].contains(d.traits[0]) { holds[k].append(d.traits[0]) }
            for (i, note) in d.notes.enumerated() where note.range == nil {
                if !(texts[k][i] ?? []).contains(where: { $0.1 == note.message }) {
                    texts[k][i, default: []].append((d.traits[0], note.message))
                }
            }
        }
        var merged: [Diagnostic] = []
        for k in keys.indices {
            var d = keys[k]
            d.traits = holds[k].count == distinct.count ? [] : distinct.filter { holds[k].contains($0) }
            for (i, list) in texts[k] {
                let ordered = distinct.flatMap { v in list.filter { $0.0 == v }.map(\.1) }
                d.notes[i].message = DiagnosticMerger.combined(ordered)
            }
            merged.append(d)
        }
        return merged.enumerated().sorted { a, b in
            if Diagnostic.sortKey(a.element, b.element) { return true }
            if Diagnostic.sortKey(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Lowering's use: a list per group of targets, added once for each target of the group
    /// (so the same list for several variants), targets in any order, a label repeated.
    func testMergeOverGivenVariantsMatchesTheReference() {
        let labels = ["wR hR", "wC hR", "wC hR rtl", "wR hC", "wC hC"]
        for seed in 1...UInt64(300) {
            var g = SeededRandom(state: seed)
            let variants = (0..<g.int(1...5)).map { _ in g.pick(labels) }
            let groups = (0..<g.int(1...3)).map { _ in randomFindings(&g).map { d -> Diagnostic in
                var d = d
                d.traits = []
                return d
            } }
            let lists = variants.map { (variant: $0, found: groups[g.int(0...groups.count - 1)]) }
            var merger = DiagnosticMerger(variants: variants)
            for list in lists { merger.add(list.found, foundIn: list.variant) }
            XCTAssertEqual(merger.merged(), reference(lists, variants: variants), "seed \(seed)")
        }
    }
}
