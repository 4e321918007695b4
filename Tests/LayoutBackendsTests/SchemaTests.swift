import LayoutBackends
import LayoutDiagnosticWriters
import LayoutSource
import TestSupport
import XCTest

/// Real writer output against docs/schema/*.json, with the validator in this target.
final class SchemaTests: XCTestCase {
    private func validator() throws -> TestSchemaValidator {
        var registry: [String: JSONValue] = [:]
        for name in ["render.schema.json", "check.schema.json", "vflc-config.schema.json"] {
            let text = try String(contentsOfFile: RepoPaths.path("docs/schema/\(name)"), encoding: .utf8)
            registry[name] = try TestJSONParser.parse(text)
        }
        return TestSchemaValidator(registry: registry)
    }

    func testRenderJSONMatchesSchema() throws {
        let v = try validator()
        for doc in [FixtureDocuments.profile, FixtureDocuments.large(count: 40)] {
            let json = try TestJSONParser.parse(RenderJSONWriter.write(doc))
            XCTAssertEqual(v.validate(json, schemaFile: "render.schema.json"), [])
        }
    }

    func testCheckJSONMatchesSchema() throws {
        let v = try validator()
        for diagnostics in [FixtureDocuments.diagnostics, []] {
            let text = DiagnosticWriter.write(diagnostics, format: .json, sources: [:], colored: false)
            XCTAssertEqual(v.validate(try TestJSONParser.parse(text), schemaFile: "check.schema.json"), [])
        }
    }

    /// The configuration schema accepts the documented keys and rejects what `vflc` rejects
    /// (an unknown setting, a path outside the folder) or warns about (an unknown key).
    func testConfigurationSchema() throws {
        let v = try validator()
        let good = """
        {"$schema": "vflc-config.schema.json", "root": true, "traits": ["compact,regular", "wR,hR"],
         "devices": ["iPhone 15"], "contentSizes": ["L", "AX5"], "strict": true,
         "diagnostics": {"redundant-constraint": "off", "unused-view": "error"}, "exclude": ["generated", "**/*.gen.layout"]}
        """
        XCTAssertEqual(v.validate(try TestJSONParser.parse(good), schemaFile: "vflc-config.schema.json"), [])
        for bad in ["{\"diagnostics\": {\"unused-view\": \"loud\"}}", "{\"exclude\": [\"/abs\"]}", "{\"stirct\": true}",
                    "{\"strict\": \"yes\"}"] {
            XCTAssertNotEqual(v.validate(try TestJSONParser.parse(bad), schemaFile: "vflc-config.schema.json"), [], bad)
        }
    }

    /// The validator must be able to fail, or the tests above prove nothing.
    func testValidatorRejectsWrongDocuments() throws {
        let v = try validator()
        let good = try TestJSONParser.parse(RenderJSONWriter.write(FixtureDocuments.profile))
        guard case .object(var top) = good else { return XCTFail("not an object") }
        top.removeAll { $0.0 == "file" }
        XCTAssertTrue(v.validate(.object(top), schemaFile: "render.schema.json").contains("$: missing required property file"))

        let extra = try TestJSONParser.parse(#"{"schemaVersion": 1, "diagnostics": [], "x": true}"#)
        XCTAssertEqual(v.validate(extra, schemaFile: "check.schema.json"), ["$.x: not allowed"])

        let badNote = try TestJSONParser.parse("""
        {"schemaVersion": 2, "diagnostics": [{"id": "a", "severity": "fatal", "message": "m", "file": "f",
          "line": 1.5, "column": 1, "endLine": 1, "endColumn": 2, "traits": ["wX hR"], "notes": [{}]}]}
        """)
        let errors = v.validate(badNote, schemaFile: "check.schema.json")
        XCTAssertEqual(errors.count, 5, errors.joined(separator: "\n"))

        let nullWidth = try TestJSONParser.parse(RenderJSONWriter.write(RenderDocument(file: "f", variants: [
            RenderVariant(traits: "wC hR", deviceName: nil, canvasWidth: .nan, canvasHeight: 1,
                          safeArea: .zero, margins: .zero, views: []),
        ])))
        XCTAssertEqual(v.validate(nullWidth, schemaFile: "render.schema.json"),
                       ["$.variants[0].canvas.width: expected number, got null"])
    }

    func testRenderJSONContent() throws {
        let json = try TestJSONParser.parse(RenderJSONWriter.write(FixtureDocuments.profile))
        guard case .object(let top) = json, case .array(let variants)? = top.first(where: { $0.0 == "variants" })?.1,
              case .object(let phone) = variants[0], case .array(let views)? = phone.first(where: { $0.0 == "views" })?.1
        else { return XCTFail("unexpected shape") }
        // Built-ins are not listed; `bio` is in the stack's coordinates.
        let names = views.compactMap { view -> String? in
            guard case .object(let p) = view, case .string(let n)? = p.first(where: { $0.0 == "name" })?.1 else { return nil }
            return n
        }
        XCTAssertEqual(names, ["avatar", "title", "subtitle", "follow", "search", "info", "bio", "spacer", "badge"])
        guard case .object(let bio) = views[6] else { return XCTFail() }
        XCTAssertEqual(bio.first(where: { $0.0 == "parent" })?.1, .string("info"))
        XCTAssertEqual(bio.first(where: { $0.0 == "frame" })?.1,
                       .object([("x", .number(0)), ("y", .number(0)), ("width", .number(361)), ("height", .number(120))]))
        guard case .object(let subtitle) = views[2], case .object(let frame)? = subtitle.first(where: { $0.0 == "frame" })?.1
        else { return XCTFail() }
        XCTAssertEqual(frame.first(where: { $0.0 == "height" })?.1, .number(36.667))
    }
}
