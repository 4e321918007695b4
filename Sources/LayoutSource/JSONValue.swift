import Foundation

/// A JSON document built in memory and written deterministically (keys in insertion order).
///
/// Our own writer, so output is byte-identical across runs and platforms; parsing JSON
/// (the language server) may use Foundation.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys keep the order given, which is the order written.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into h: inout Hasher) { h.combine(serialized()) }

    /// Writes the value; `indent` > 0 pretty-prints with that many spaces per level.
    public func serialized(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, indent: Int, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONValue.format(d)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                JSONValue.writeString(key, to: &out)
                out += indent > 0 ? ": " : ":"
                value.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int, _ level: Int) {
        guard indent > 0 else { return }
        out += "\n"
        out += String(repeating: " ", count: indent * level)
    }

    /// Formats a number the way every writer in vflc does: integers without a fraction,
    /// other values in the shortest form that reads back exactly; never NaN or infinity
    /// (those become `null`, which a schema check will catch).
    public static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == 0 { return "0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// Appends `s` as a JSON string literal with the required escapes.
    ///
    /// Runs of bytes that need no escape are appended whole (the language server writes
    /// hundreds of kilobytes of diagnostics per edit; appending scalar by scalar was most of
    /// that time). Every byte to escape is ASCII, so the runs end on scalar boundaries.
    public static func writeString(_ s: String, to out: inout String) {
        out += "\""
        var s = s
        s.withUTF8 { bytes in
            var run = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
                if run < i { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<i]), as: UTF8.self) }
                switch b {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                default:
                    let hex = String(b, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                run = i + 1
            }
            if run < bytes.count { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]), as: UTF8.self) }
        }
        out += "\""
    }
}
