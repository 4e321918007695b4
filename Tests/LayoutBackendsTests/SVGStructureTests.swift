import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutBackends
import XCTest

/// Parses SVG output as XML and checks its structure: well-formed, one panel per variant,
/// one group per declared view, kinds drawn as documented, diagnostics outlined.
final class SVGStructureTests: XCTestCase {
    /// Collects what the checks need while parsing.
    final class Collector: NSObject, XMLParserDelegate {
        var rootName = "", rootAttributes: [String: String] = [:]
        var elementNames: Set<String> = []
        var panels = 0
        var viewGroups: [(panel: Int, classes: [String], attributes: [String: String])] = []
        var outlines: [(panel: Int, cls: String)] = []
        var hrefs = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if rootName.isEmpty { rootName = name; rootAttributes = attributes }
            elementNames.insert(name)
            if attributes.keys.contains(where: { $0.hasSuffix("href") }) { hrefs += 1 }
            let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
            if name == "g", classes.first == "panel" { panels += 1 }
            if name == "g", classes.first == "view" { viewGroups.append((panels, classes, attributes)) }
            if name == "rect", let c = classes.first, c.hasPrefix("diagnostic-") { outlines.append((panels, c)) }
        }
    }

    private func parse(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> Collector {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))", file: file, line: line)
        return collector
    }

    func testWellFormedSelfContainedSVG11() {
        let svg = SVGWriter.write(FixtureDocuments.profile)
        let c = parse(svg)
        XCTAssertEqual(c.rootName, "svg")
        XCTAssertEqual(c.rootAttributes["xmlns"], "http://www.w3.org/2000/svg")
        XCTAssertEqual(c.rootAttributes["version"], "1.1")
        XCTAssertEqual(c.rootAttributes["font-family"], "sans-serif")
        // Self-contained: nothing that loads or runs anything.
        XCTAssertEqual(c.hrefs, 0)
        XCTAssertTrue(c.elementNames.isDisjoint(with: ["script", "image", "style", "foreignObject", "use", "font-face"]))
        XCTAssertFalse(svg.contains("url("))
        // Only SVG 1.1 elements.
        XCTAssertTrue(c.elementNames.isSubset(of: ["svg", "title", "rect", "g", "text", "path"]), "\(c.elementNames)")
    }

    func testOnePanelPerVariantAndOneGroupPerView() {
        let doc = FixtureDocuments.profile
        let c = parse(SVGWriter.write(doc))
        XCTAssertEqual(c.panels, doc.variants.count)
        for (i, variant) in doc.variants.enumerated() {
            let declared = variant.views.filter { !$0.isBuiltin }
            let groups = c.viewGroups.filter { $0.panel == i + 1 }
            XCTAssertEqual(groups.map { $0.classes[1] }, declared.map(\.kind))
            XCTAssertEqual(groups.map { $0.classes.contains("hidden") }, declared.map(\.hidden))
            XCTAssertEqual(groups.filter { $0.attributes["opacity"] == "0.3" }.count, declared.filter(\.hidden).count)
        }
    }

    func testDiagnosticOutlines() {
        let c = parse(SVGWriter.write(FixtureDocuments.profile))
        // Panel 1: the unsatisfiable set names avatar (in both constraints); panel 2: subtitle is ambiguous.
        XCTAssertEqual(c.outlines.filter { $0.panel == 1 }.map(\.cls), ["diagnostic-unsatisfiable"])
        XCTAssertEqual(c.outlines.filter { $0.panel == 2 }.map(\.cls), ["diagnostic-ambiguous"])
        let svg = SVGWriter.write(FixtureDocuments.profile)
        XCTAssertTrue(svg.contains("<text x=\"20\" y=\"10\">unsatisfiable</text>"), "legend")
        XCTAssertTrue(svg.contains("<text x=\"20\" y=\"10\">ambiguous</text>"), "legend")
    }

    func testKindsAreDrawnDifferently() {
        let svg = SVGWriter.write(FixtureDocuments.profile)
        func group(_ kind: String) -> String {
            let start = svg.range(of: "<g class=\"view \(kind)")!
            return String(svg[start.lowerBound...].prefix { $0 != "\n" })
        }
        XCTAssertTrue(group("button").contains("rx=\"6\""))
        XCTAssertTrue(group("guide").contains("stroke-dasharray"))
        XCTAssertTrue(group("image").contains("<path d=\"M16 75L96 135M96 75L16 135\""), group("image"))
        XCTAssertTrue(group("field").contains("stroke-width=\"1.5\""))
        XCTAssertEqual(group("label").components(separatedBy: "fill=\"#d1d1d6\"").count - 1, 2, "two text lines fit in 22 pt")
        XCTAssertTrue(svg.contains("class=\"safe-area\""))
        XCTAssertTrue(svg.contains("class=\"margins\""))
    }

    func testPanelsAreSideBySideAndSizedToFit() {
        let c = parse(SVGWriter.write(FixtureDocuments.profile))
        // 24 + 393 + 40 + 834 + 24 wide.
        XCTAssertEqual(c.rootAttributes["width"], "1315")
        XCTAssertEqual(c.rootAttributes["viewBox"], "0 0 1315 \(c.rootAttributes["height"]!)")
        let svg = SVGWriter.write(FixtureDocuments.profile)
        XCTAssertTrue(svg.contains("id=\"panel-1\" transform=\"translate(24,64)\""))
        XCTAssertTrue(svg.contains("id=\"panel-2\" transform=\"translate(457,64)\""))
    }

    func testLargeDocumentHasEveryView() {
        let doc = FixtureDocuments.large(count: 1000)
        let svg = SVGWriter.write(doc)
        let c = parse(svg)
        XCTAssertEqual(c.viewGroups.count, doc.variants[0].views.filter { !$0.isBuiltin }.count)
        XCTAssertEqual(c.viewGroups.count, 1000)
    }
}
