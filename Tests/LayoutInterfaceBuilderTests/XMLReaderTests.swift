import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import LayoutSource
import TestSupport
import XCTest

final class XMLReaderTests: XCTestCase {
    private func read(_ text: String) -> Result<XMLDocument, XMLError> {
        XMLReader.read(SourceFile(path: "t.xml", text: text))
    }

    private func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLDocument {
        switch read(text) {
        case .success(let d): return d
        case .failure(let e):
            XCTFail("unexpected error \(e.range.start): \(e.message)", file: file, line: line)
            throw e
        }
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> XMLError? {
        switch read(text) {
        case .success: XCTFail("expected an error for \(text.debugDescription)", file: file, line: line); return nil
        case .failure(let e): return e
        }
    }

    func testElementsAttributesAndChildren() throws {
        let d = try document("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <document type="x" version='3.0'>
            <objects>
                <view id="a"/>
                <label text="Hi" id="b"></label>
            </objects>
        </document>
        """)
        XCTAssertEqual(d.root.name, "document")
        XCTAssertEqual(d.root["type"], "x")
        XCTAssertEqual(d.root["version"], "3.0")
        XCTAssertNil(d.root["missing"])
        let objects = try XCTUnwrap(d.child(of: 0, named: "objects"))
        XCTAssertEqual(d.children(of: objects).map { d.elements[$0].name }, ["view", "label"])
        XCTAssertEqual(d.elements[d.children(of: objects)[1]]["text"], "Hi")
        XCTAssertEqual(d.elements[objects].parent, 0)
        XCTAssertEqual(d.elements.count, 4)
    }

    func testLocationsAreOneBasedAndCountScalars() throws {
        let d = try document("<a>\n  <b t=\"é\"/><c x=\"名前\"/>  <d/>\n</a>")
        let names = d.elements.map(\.name)
        XCTAssertEqual(names, ["a", "b", "c", "d"])
        XCTAssertEqual(d.elements[0].range.start.description, "1:1")
        XCTAssertEqual(d.elements[1].range.start.description, "2:3")
        // `<b t="é"/>` is 10 scalars (11 bytes): `<c` starts at column 13.
        XCTAssertEqual(d.elements[2].range.start.description, "2:13")
        XCTAssertEqual(d.elements[3].range.start.description, "2:26")
        XCTAssertEqual(d.elements[1].range.end.description, "2:13")
        let x = try XCTUnwrap(d.elements[2].attribute("x"))
        XCTAssertEqual(x.range.start.description, "2:16")
        XCTAssertEqual(x.valueRange.start.description, "2:19")
        XCTAssertEqual(x.value, "名前")
    }

    /// The scanner finds locations by moving over the bytes since the last one; every range
    /// of every fixture (tags, end tags, attributes, values) is where `SourceFile` puts it.
    func testEveryLocationIsTheSourceFilesOwn() throws {
        var texts = try Fixtures.documents().map { try Fixtures.source($0) }
        texts.append(SourceFile(path: "t.xml", text: "\u{FEFF}<a  k=\"名\"\n   m='x'>\n\n <b t=\"é\"/></a >"))
        for source in texts {
            let d: XMLDocument
            switch XMLReader.read(source) {
            case .success(let read): d = read
            case .failure(let e): XCTFail("\(source.path): \(e.message)"); continue
            }
            func check(_ r: SourceRange, _ what: String) {
                XCTAssertEqual(r.start, source.location(at: r.start.offset), "\(source.path) \(what) start")
                XCTAssertEqual(r.end, source.location(at: r.end.offset), "\(source.path) \(what) end")
            }
            for e in d.elements {
                check(e.range, "<\(e.name)>")
                if let end = e.endRange { check(end, "</\(e.name)>") }
                for a in e.attributes {
                    check(a.range, "\(e.name) \(a.name)")
                    check(a.valueRange, "\(e.name) \(a.name) value")
                }
            }
        }
    }

    func testEntitiesAndCharacterReferences() throws {
        let d = try document("<a v=\"&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600;\">x &amp; y<![CDATA[ <raw> & ]]></a>")
        XCTAssertEqual(d.root["v"], "<>&\"' AB😀")
        XCTAssertEqual(d.root.text, "x & y <raw> & ")
    }

    func testDoctypeProcessingInstructionsAndByteOrderMark() throws {
        let d = try document("\u{FEFF}<?xml version=\"1.0\"?><!DOCTYPE a [ <!ENTITY e \"]>\"> ]><a><?pi data?><!-- c --></a>")
        XCTAssertEqual(d.root.name, "a")
        XCTAssertEqual(d.elements.count, 1)
    }

    func testWhitespaceTextIsNotKept() throws {
        let d = try document("<a>\n   <b/>\n</a>")
        XCTAssertEqual(d.root.text, "")
    }

    func testMalformedDocumentsGiveLocatedErrors() {
        let cases: [(String, String, String)] = [
            ("", "1:1", "no document element"),
            ("<a>", "1:1", "never closed"),
            ("<a></b>", "1:4", "does not match the start tag <a> at 1:1"),
            ("<a></a><b/>", "1:8", "content after the document element"),
            ("<a x=\"1\" x=\"2\"/>", "1:10", "appears twice"),
            ("<a x=1/>", "1:6", "must be quoted"),
            ("<a x/>", "1:5", "expected '='"),
            ("<a x=\"1/>", "1:6", "unterminated value"),
            ("<a x=\"<\"/>", "1:7", "'<' is not allowed"),
            ("<a x=\"1\"y=\"2\"/>", "1:9", "expected white space"),
            ("<a>&nbsp;</a>", "1:4", "unknown entity '&nbsp;'"),
            ("<a>& b</a>", "1:4", "'&' must start a reference"),
            ("<a v=\"&#xD800;\"/>", "1:7", "unknown entity"),
            ("<a><!-- x</a>", "1:4", "unterminated comment"),
            ("<a><![CDATA[ x</a>", "1:4", "unterminated CDATA"),
            ("<a>< b/></a>", "1:4", "'<' must start a tag"),
            ("x<a/>", "1:1", "text before the document element"),
            ("<a/>x", "1:5", "text after the document element"),
            ("<a></a", "1:4", "expected '>'"),
            ("</a>", "1:1", "no matching start tag"),
            ("<a><!ELEMENT x></a>", "1:4", "unknown markup declaration"),
            ("<a", "1:1", "unterminated start tag"),
            ("<?xml", "1:1", "unterminated processing instruction"),
        ]
        for (text, location, message) in cases {
            guard let e = error(text) else { continue }
            XCTAssertEqual(e.range.start.description, location, "\(text.debugDescription): \(e.message)")
            XCTAssertTrue(e.message.contains(message), "\(text.debugDescription): \(e.message)")
        }
    }

    func testDeepNestingIsRefusedAtTheLimit() {
        let limit = XMLReader.maximumDepth
        let ok = String(repeating: "<a>", count: limit) + String(repeating: "</a>", count: limit)
        if case .failure(let e) = read(ok) { XCTFail("\(limit) levels should read: \(e.message)") }
        let deep = String(repeating: "<a>", count: limit + 1) + String(repeating: "</a>", count: limit + 1)
        guard let e = error(deep) else { return }
        XCTAssertTrue(e.message.contains("nested too deeply"), e.message)
        XCTAssertEqual(e.range.start.column, 3 * limit + 1)
        // Far deeper input is refused the same way, without exhausting anything.
        let huge = String(repeating: "<a>", count: 200_000)
        XCTAssertNotNil(error(huge))
    }

    func testLongInputsReadInOnePass() throws {
        // 20,000 siblings with attributes and entities: a quadratic step would take minutes.
        var text = "<root>"
        for k in 0..<20_000 { text += "<v id=\"i\(k)\" t=\"a &amp; b\"/>" }
        text += "</root>"
        let d = try document(text)
        XCTAssertEqual(d.elements.count, 20_001)
        XCTAssertEqual(d.elements[20_000]["id"], "i19999")
        XCTAssertEqual(d.elements[20_000]["t"], "a & b")
    }

    /// Random mutations of a real-shaped document: every one reads or fails with an error
    /// located inside the text; none crashes or hangs. `VFLC_SEED=n` reruns one seed.
    func testMutatedDocumentsNeverCrash() throws {
        let base = try String(contentsOfFile: Fixtures.path("constraints.storyboard"), encoding: .utf8)
        let seeds: [UInt64]
        if let s = ProcessInfo.processInfo.environment["VFLC_SEED"], let n = UInt64(s) { seeds = [n] } else { seeds = Array(1...300) }
        let pieces = ["<", ">", "/>", "</", "\"", "'", "&", "&amp;", "&#x;", "<!--", "-->", "<![CDATA[", "]]>", "=", " ", "\n", "é", "<?", "?>"]
        for seed in seeds {
            var random = SeededRandom(state: seed &* 0x9E37_79B9_7F4A_7C15)
            var bytes = Array(base.utf8)
            for _ in 0..<random.int(1...6) {
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...20)))
                case 1: bytes.insert(contentsOf: Array(random.pick(pieces).utf8), at: at)
                default: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            guard case .success(let source) = SourceFile.decode(path: "m.xml", bytes: bytes) else { continue }
            switch XMLReader.read(source) {
            case .success(let d):
                XCTAssertFalse(d.elements.isEmpty, "seed \(seed)")
            case .failure(let e):
                XCTAssertLessThanOrEqual(e.range.end.offset, bytes.count, "seed \(seed): \(e.message)")
                XCTAssertGreaterThanOrEqual(e.range.start.line, 1, "seed \(seed)")
                XCTAssertFalse(e.message.isEmpty, "seed \(seed)")
            }
        }
        print("XMLReaderTests: mutated seeds \(seeds.first!)…\(seeds.last!) (VFLC_SEED=n reruns one)")
    }
}
