import Foundation
import LayoutSource

/// A small JSON Schema validator for the tests: `type` (one or a list), `required`,
/// `properties`, `additionalProperties` (boolean or schema), `items`, `enum`, `minimum` and
/// `$ref` (`#/$defs/…` in the same schema or `FILE#/$defs/…` in a registered one). Enough for
/// docs/schema/*.json; any other validation keyword is reported, so a schema cannot silently
/// rely on something unchecked.
struct TestSchemaValidator {
    /// Schemas by file name, for `$ref`s across files.
    var registry: [String: JSONValue]

    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    private static let supported: Set<String> = ["pattern", "type", "required", "properties", "additionalProperties",
                                                 "items", "enum", "minimum", "$ref"]

    /// Every violation of `schema` (named `file` in the registry) by `value`, as `path: reason`.
    func validate(_ value: JSONValue, schemaFile file: String) -> [String] {
        guard let schema = registry[file] else { return ["no schema \(file)"] }
        var errors: [String] = []
        check(value, schema, file: file, path: "$", errors: &errors)
        return errors
    }

    private func members(_ v: JSONValue) -> [(String, JSONValue)]? {
        if case .object(let pairs) = v { return pairs }
        return nil
    }

    private func resolve(_ ref: String, from file: String) -> (JSONValue, String)? {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? file : parts[0]
        guard var node = registry[target] else { return nil }
        let pointer = parts.count > 1 ? parts[1] : ""
        for component in pointer.split(separator: "/") {
            guard let next = members(node)?.first(where: { $0.0 == String(component) })?.1 else { return nil }
            node = next
        }
        return (node, target)
    }

    private func typeMatches(_ v: JSONValue, _ type: String) -> Bool {
        switch (type, v) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): return true
        case ("number", .number): return true
        case ("integer", .number(let d)): return d == d.rounded()
        default: return false
        }
    }

    private func check(_ v: JSONValue, _ schema: JSONValue, file: String, path: String, errors: inout [String]) {
        if case .bool(let allowed) = schema {
            if !allowed { errors.append("\(path): not allowed") }
            return
        }
        guard let keywords = members(schema) else { errors.append("\(path): schema is not an object"); return }
        for (key, rule) in keywords {
            if TestSchemaValidator.annotations.contains(key) { continue }
            guard TestSchemaValidator.supported.contains(key) else {
                errors.append("\(path): unsupported schema keyword \(key)")
                continue
            }
            switch key {
            case "$ref":
                guard case .string(let ref) = rule, let (target, targetFile) = resolve(ref, from: file) else {
                    errors.append("\(path): unresolved $ref \(rule.serialized())")
                    continue
                }
                check(v, target, file: targetFile, path: path, errors: &errors)
            case "type":
                var types: [String] = []
                if case .string(let t) = rule { types = [t] }
                if case .array(let list) = rule {
                    types = list.compactMap { if case .string(let t) = $0 { return t } else { return nil } }
                }
                if !types.contains(where: { typeMatches(v, $0) }) {
                    errors.append("\(path): expected \(types.joined(separator: " or ")), got \(v.serialized())")
                }
            case "enum":
                if case .array(let allowed) = rule, !allowed.contains(v) {
                    errors.append("\(path): \(v.serialized()) not in \(rule.serialized())")
                }
            case "pattern":
                if case .string(let p) = rule, case .string(let text) = v,
                   text.range(of: p, options: .regularExpression) == nil {
                    errors.append("\(path): \(v.serialized()) does not match \(p)")
                }
            case "minimum":
                if case .number(let m) = rule, case .number(let d) = v, d < m {
                    errors.append("\(path): \(d) is below the minimum \(m)")
                }
            case "required":
                guard let object = members(v), case .array(let names) = rule else { continue }
                for case .string(let name) in names where !object.contains(where: { $0.0 == name }) {
                    errors.append("\(path): missing required property \(name)")
                }
            case "properties":
                guard let object = members(v), let properties = members(rule) else { continue }
                for (name, value) in object {
                    if let sub = properties.first(where: { $0.0 == name })?.1 {
                        check(value, sub, file: file, path: "\(path).\(name)", errors: &errors)
                    }
                }
            case "additionalProperties":
                guard let object = members(v) else { continue }
                let declared = Set(members(keywords.first(where: { $0.0 == "properties" })?.1 ?? .object([]))?.map(\.0) ?? [])
                for (name, value) in object where !declared.contains(name) {
                    check(value, rule, file: file, path: "\(path).\(name)", errors: &errors)
                }
            case "items":
                guard case .array(let items) = v else { continue }
                for (i, item) in items.enumerated() { check(item, rule, file: file, path: "\(path)[\(i)]", errors: &errors) }
            default:
                break
            }
        }
    }
}
