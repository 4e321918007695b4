import Foundation
import LayoutServer
import LayoutSource

/// What diagnostics output promises whatever the input: JSON and SARIF parse, GitHub and
/// Xcode output is one well-formed line per finding, and every location names a line of the
/// document and a column no further than one past its end (docs/output-formats.md).
enum OutputChecks {
    /// The problems of `output`, written by `check --format format` for `document`.
    static func diagnostics(_ output: String, format: String, document: [UInt8]) -> [String] {
        let bounds = Bounds(document)
        switch format {
        case "json", "sarif":
            guard let value = try? JSONValue.parse(Data(output.utf8)) else {
                return ["check --format \(format) wrote no JSON: \(output.prefix(500))"]
            }
            var problems: [String] = []
            bounds.walk(value, &problems)
            return problems
        case "github":
            return lines(output).compactMap { line in
                guard line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice ") else {
                    return "a GitHub line that is no annotation: \(line.prefix(300))"
                }
                let numbers = ["line", "col", "endLine", "endColumn"].map { key in Self.number(after: "," + key + "=", in: line) }
                return bounds.problem(numbers[0], numbers[1], numbers[2], numbers[3], line)
            }
        case "xcode":
            return lines(output).compactMap { line in
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                guard parts.count == 5, let l = Int(parts[1]), let c = Int(parts[2]),
                      [" error", " warning", " note"].contains(String(parts[3])) else {
                    return "an Xcode line that is not PATH:LINE:COLUMN: KIND: MESSAGE: \(line.prefix(300))"
                }
                return bounds.problem(l, c, nil, nil, line)
            }
        default:
            return []
        }
    }

    private static func lines(_ output: String) -> [Substring] {
        output.split(separator: "\n", omittingEmptySubsequences: true)
    }

    private static func number(after key: String, in line: Substring) -> Int? {
        guard let r = line.range(of: key) else { return nil }
        return Int(line[r.upperBound...].prefix { $0.isNumber })
    }

    /// The document's lines (split at `\n`, as `SourceFile` does) and their byte lengths.
    struct Bounds {
        let lineLengths: [Int]

        init(_ bytes: [UInt8]) {
            var lengths: [Int] = []
            var start = 0
            for (i, b) in bytes.enumerated() where b == 0x0A {
                lengths.append(i + 1 - start)
                start = i + 1
            }
            lengths.append(bytes.count - start)
            lineLengths = lengths
        }

        /// Whether line `l`, column `c` (1-based; columns count scalars, never more than the
        /// line's bytes) and the optional end lie in the document, end not before start.
        func problem(_ l: Int?, _ c: Int?, _ el: Int?, _ ec: Int?, _ context: @autoclosure () -> Substring) -> String? {
            guard let l, let c else { return "a location without line and column: \(context().prefix(300))" }
            if let bad = outside(l, c) { return "\(bad): \(context().prefix(300))" }
            guard let el, let ec else { return nil }
            if let bad = outside(el, ec) { return "end \(bad): \(context().prefix(300))" }
            if (el, ec) < (l, c) { return "a range that ends before it starts: \(context().prefix(300))" }
            return nil
        }

        private func outside(_ l: Int, _ c: Int) -> String? {
            guard l >= 1, l <= lineLengths.count else { return "line \(l) of a file of \(lineLengths.count) lines" }
            guard c >= 1, c <= lineLengths[l - 1] + 1 else { return "column \(c) on line \(l) of \(lineLengths[l - 1]) bytes" }
            return nil
        }

        /// Checks every object of `value` that holds a location (`line`/`column` in vflc's
        /// JSON, `startLine`/`startColumn` in SARIF regions).
        func walk(_ value: JSONValue, _ problems: inout [String]) {
            switch value {
            case .array(let items):
                for item in items { walk(item, &problems) }
            case .object(let members):
                if let l = value["line"]?.intValue {
                    if let p = problem(l, value["column"]?.intValue, value["endLine"]?.intValue, value["endColumn"]?.intValue, Substring(value.serialized())) {
                        problems.append(p)
                    }
                } else if let l = value["startLine"]?.intValue {
                    // SARIF: a region's end line defaults to its start line.
                    let el = value["endLine"]?.intValue ?? l
                    if let p = problem(l, value["startColumn"]?.intValue ?? 1, el, value["endColumn"]?.intValue, Substring(value.serialized())) {
                        problems.append(p)
                    }
                }
                for (_, v) in members { walk(v, &problems) }
            default:
                break
            }
        }
    }
}
