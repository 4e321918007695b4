import Foundation
import LayoutExplain
import TestSupport
import XCTest

/// The JSON of every fixture against docs/schema/explain.schema.json (`SchemaValidator`), and
/// the validator shown to reject.
final class ExplainSchemaTests: XCTestCase {
    private var schema: SchemaValidator!

    override func setUpWithError() throws { schema = try SchemaValidator.explain() }

    func testEveryFixtureValidates() throws {
        for path in ExplainGoldenTests.logs() {
            let text = ExplainJSONWriter.write([try ExplainGoldenTests.explain(path)])
            let json = try JSONSerialization.jsonObject(with: Data(text.utf8))
            XCTAssertEqual(schema.validate(json), [], path)
        }
    }

    func testTheValidatorRejects() throws {
        let good = try JSONSerialization.jsonObject(with: Data(ExplainJSONWriter.write([try ExplainGoldenTests.explain(
            "Tests/LayoutExplainTests/Fixtures/causes/duplicate-constraint.log")]).utf8)) as! [String: Any]
        var bad = good
        var reports = bad["reports"] as! [[String: Any]]
        reports[0]["cause"] = "made-up"
        reports[0]["extra"] = 1
        bad["reports"] = reports
        let errors = schema.validate(bad)
        XCTAssertTrue(errors.contains { $0.contains("cause") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("extra") }, "\(errors)")
    }
}
