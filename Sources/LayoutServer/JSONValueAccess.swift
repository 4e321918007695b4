import Foundation
import LayoutSource

/// Reading JSON: the server parses with its own reader (`JSONReader`, straight into the
/// values `JSONSerialization` would give) and works on `JSONValue`, the same type it writes
/// with, so a request's `id` echoes back unchanged.
extension JSONValue {
    /// Parses one JSON document (any value, not only objects).
    public static func parse(_ data: Data) throws -> JSONValue {
        try JSONReader.parse([UInt8](data))
    }

    /// Parses one JSON document from its bytes.
    public static func parse(bytes: [UInt8]) throws -> JSONValue {
        try JSONReader.parse(bytes)
    }

    /// Foundation returns booleans as NSNumber; this is the class it uses for them.
    private static let booleanType: AnyClass = type(of: NSNumber(value: true))

    /// Converts a `JSONSerialization` result (tests compare the server's reader with it).
    /// Object keys are sorted, so that what the server derives from them is deterministic.
    public init(foundation any: Any) {
        switch any {
        case is NSNull: self = .null
        case let s as String: self = .string(s)
        case let n as NSNumber:
            if type(of: n) == JSONValue.booleanType { self = .bool(n.boolValue) } else { self = .number(n.doubleValue) }
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let d as [String: Any]:
            self = .object(d.keys.sorted().map { ($0, JSONValue(foundation: d[$0]!)) })
        default: self = .null
        }
    }

    /// The member `key` of an object; `nil` for a missing member or a non-object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first(where: { $0.0 == key })?.1
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }

    /// The number as an integer, if this is an integral number.
    public var intValue: Int? {
        guard case .number(let d) = self, d == d.rounded(), abs(d) < 9e15 else { return nil }
        return Int(d)
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }

    /// Whether this is `null`. Test with this, not `== .null`: `JSONValue`'s `==` compares
    /// serialized text, which for a didChange's params means writing the whole document.
    public var isNull: Bool { if case .null = self { return true }; return false }

    /// Whether this is an object.
    public var isObject: Bool { if case .object = self { return true }; return false }
}
