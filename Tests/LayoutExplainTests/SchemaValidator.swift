import Foundation
import TestSupport
import XCTest

/// A validator of the JSON Schema keywords docs/schema/explain.schema.json uses (type, enum,
/// pattern, minimum, required, properties, additionalProperties, items, oneOf, $ref), for the
/// library's output and the command's.
struct SchemaValidator {
    let schema: [String: Any]

    /// docs/schema/explain.schema.json.
    static func explain() throws -> SchemaValidator {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: RepoPaths.path("docs/schema/explain.schema.json")))
        return SchemaValidator(schema: try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    /// The schema's complaints about `value` (none: it validates).
    func validate(_ value: Any) -> [String] { validate(value, schema, "$") }

    private func resolve(_ s: [String: Any]) -> [String: Any] {
        guard let ref = s["$ref"] as? String, ref.hasPrefix("#/$defs/") else { return s }
        return (schema["$defs"] as! [String: Any])[String(ref.dropFirst("#/$defs/".count))] as! [String: Any]
    }

    private func typeName(_ v: Any) -> String {
        if v is NSNull { return "null" }
        if let n = v as? NSNumber {
            // A JSON boolean reads as an NSNumber made from a Bool (type encoding "c", or "B").
            let encoding = String(cString: n.objCType)
            if encoding == "c" || encoding == "B" { return "boolean" }
            return n.doubleValue == n.doubleValue.rounded() ? "integer" : "number"
        }
        if v is String { return "string" }
        if v is [Any] { return "array" }
        return "object"
    }

    private func validate(_ value: Any, _ raw: [String: Any], _ at: String) -> [String] {
        let s = resolve(raw)
        if let options = s["oneOf"] as? [[String: Any]] {
            let passing = options.filter { validate(value, $0, at).isEmpty }.count
            return passing == 1 ? [] : ["\(at): matches \(passing) of oneOf"]
        }
        var errors: [String] = []
        let t = typeName(value)
        if let type = s["type"] {
            let allowed = (type as? [String]) ?? [type as! String]
            if !(allowed.contains(t) || (t == "integer" && allowed.contains("number"))) { return ["\(at): \(t) is not \(allowed)"] }
        }
        if let e = s["enum"] as? [Any], !e.contains(where: { "\($0)" == "\(value)" }) { errors.append("\(at): \(value) not in enum") }
        if let p = s["pattern"] as? String, let str = value as? String, str.range(of: p, options: .regularExpression) == nil {
            errors.append("\(at): \(str) does not match \(p)")
        }
        if let m = s["minimum"] as? Double, let n = value as? NSNumber, t != "boolean", n.doubleValue < m { errors.append("\(at): below \(m)") }
        if let object = value as? [String: Any], t == "object" {
            for r in s["required"] as? [String] ?? [] where object[r] == nil { errors.append("\(at): missing \(r)") }
            let props = s["properties"] as? [String: Any] ?? [:]
            for (k, v) in object {
                if let p = props[k] as? [String: Any] { errors += validate(v, p, at + "." + k) }
                else if s["additionalProperties"] as? Bool == false { errors.append("\(at).\(k): not allowed") }
            }
        }
        if let array = value as? [Any], let items = s["items"] as? [String: Any] {
            for (i, v) in array.enumerated() { errors += validate(v, items, "\(at)[\(i)]") }
        }
        return errors
    }
}
