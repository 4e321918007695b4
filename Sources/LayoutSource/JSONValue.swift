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
    ///
    /// Written as UTF-8 bytes into one buffer, made a `String` once: a diagnostics document
    /// of 20,000 views is tens of megabytes, and appending to a `String` piece by piece (an
    /// indentation string made per line, a `String` per unescaped run) was most of writing it.
    public func serialized(indent: Int = 0) -> String {
        var out: [UInt8] = []
        write(to: &out, indent: indent, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's text to `out` as UTF-8, as `serialized(indent:)` writes it when
    /// the value is nested `level` deep (so a writer can write a large document piece by
    /// piece, each piece's tree freed once written).
    public func write(to out: inout [UInt8], indent: Int = 0, level: Int = 0) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let d): JSONValue.writeNumber(d, to: &out)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(0x5B); out.append(0x5D); return }
            out.append(0x5B)
            for i in items.indices {
                if i > 0 { out.append(0x2C) }
                JSONValue.newline(&out, indent, level + 1)
                items[i].write(to: &out, indent: indent, level: level + 1)
            }
            JSONValue.newline(&out, indent, level)
            out.append(0x5D)
        case .object(let pairs):
            if pairs.isEmpty { out.append(0x7B); out.append(0x7D); return }
            out.append(0x7B)
            for i in pairs.indices {
                if i > 0 { out.append(0x2C) }
                JSONValue.newline(&out, indent, level + 1)
                JSONValue.writeString(pairs[i].0, to: &out)
                out.append(0x3A)
                if indent > 0 { out.append(0x20) }
                pairs[i].1.write(to: &out, indent: indent, level: level + 1)
            }
            JSONValue.newline(&out, indent, level)
            out.append(0x7D)
        }
    }

    /// A line break and the indentation of `level` (nothing when not pretty-printing).
    public static func newline(_ out: inout [UInt8], _ indent: Int, _ level: Int) {
        guard indent > 0 else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: indent * level))
    }

    /// Appends `format(d)`.
    static func writeNumber(_ d: Double, to out: inout [UInt8]) {
        out.append(contentsOf: format(d).utf8)
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
    public static func writeString(_ s: String, to out: inout String) {
        var bytes: [UInt8] = []
        writeString(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s` as a JSON string literal with the required escapes, as UTF-8.
    ///
    /// Runs of bytes that need no escape are appended whole (the language server writes
    /// hundreds of kilobytes of diagnostics per edit; appending scalar by scalar was most of
    /// that time). Every byte to escape is ASCII, so the runs end on scalar boundaries.
    public static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(0x22)
        var s = s
        s.withUTF8 { bytes in
            var run = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
                if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                switch b {
                case 0x22: out.append(0x5C); out.append(0x22)
                case 0x5C: out.append(0x5C); out.append(0x5C)
                case 0x0A: out.append(0x5C); out.append(0x6E)
                case 0x0D: out.append(0x5C); out.append(0x72)
                case 0x09: out.append(0x5C); out.append(0x74)
                default:
                    let hex = String(b, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
                run = i + 1
            }
            if run < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count])) }
        }
        out.append(0x22)
    }

    /// The byte a one-character escape after a backslash stands for (RFC 8259 §7: `\"`, `\\`,
    /// `\/`, `\b`, `\f`, `\n`, `\r`, `\t`); nil for `u` and for anything JSON does not allow.
    /// Shared by the two readers (the configuration's located one and the server's fast one),
    /// whose errors differ but whose escapes may not.
    public static func unescaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case 0x22, 0x5C, 0x2F: return letter
        case 0x62: return 0x08
        case 0x66: return 0x0C
        case 0x6E: return 0x0A
        case 0x72: return 0x0D
        case 0x74: return 0x09
        default: return nil
        }
    }
}
