/// The parts of a report one line holds, in the order they stand in it: the header, the
/// advice, "Will attempt to recover…", the trailer, and each constraint description. A pasted
/// line may hold several (a report flattened onto one line), or none.
struct LineEvents {
    enum Kind {
        case header(ReportPlatform)
        case advice
        case breaking
        case trailer
        /// A description starting at its class name; `bracketed` when a `<` precedes it.
        case item(start: Int, bracketed: Bool)
    }

    var kind: Kind
    /// Where it starts in the line.
    var position: Int
    /// For a header: whether the line ends by opening the list (`…constraints: (`).
    var opensList = false

    private static let headers: [(String, ReportPlatform?)] = [
        ("unable to simultaneously satisfy constraints", nil),
        ("unable to satisfy constraints simultaneously", nil),
        ("conflicting constraints detected", .appkit),
    ]
    private static let advice = ["probably at least one of the constraints", "one of the constraints in the following list"]
    private static let breaking = ["will attempt to recover by breaking"]
    private static let trailers = [
        "make a symbolic breakpoint at uiviewalertforunsatisfiableconstraints", "break on objc_exception_throw",
        "set the nsuserdefault nsconstraintbasedlayoutvisualizemutuallyexclusiveconstraints",
    ]

    /// The events of `line` (already unescaped), in order.
    static func find(in line: [UInt8]) -> [LineEvents] {
        var events: [LineEvents] = []
        let lower = line.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        for (phrase, platform) in headers {
            guard let p = ByteCursor.find(phrase, in: lower) else { continue }
            let after = p + phrase.utf8.count
            var kind = platform ?? .unknown
            if kind == .unknown, after < line.count {
                if line[after] == UInt8(ascii: ":") { kind = .appkit } else if line[after] == UInt8(ascii: ".") { kind = .uikit }
            }
            var event = LineEvents(kind: .header(kind), position: p)
            var e = line.count
            while e > after, line[e - 1] == 0x20 || line[e - 1] == 0x09 || line[e - 1] == 0x0D { e -= 1 }
            event.opensList = e > after && line[e - 1] == UInt8(ascii: "(")
            events.append(event)
            break
        }
        for phrase in advice {
            if let p = ByteCursor.find(phrase, in: lower) { events.append(LineEvents(kind: .advice, position: p)); break }
        }
        for phrase in breaking {
            if let p = ByteCursor.find(phrase, in: lower) { events.append(LineEvents(kind: .breaking, position: p)) }
        }
        for phrase in trailers {
            if let p = ByteCursor.find(phrase, in: lower) { events.append(LineEvents(kind: .trailer, position: p)) }
        }
        events += items(in: line)
        // A trailer or header phrase inside a description (a label's text) is not one.
        events.sort { $0.position < $1.position }
        return dropPhrasesInsideItems(events, line: line)
    }

    /// The descriptions of `line`: each `Class…Constraint:` preceded by `<`, or standing first
    /// on the line after its wrappers with an address after it (descriptions pasted without
    /// their brackets; ordinary log text mentioning a constraint class is not one).
    private static func items(in line: [UInt8]) -> [LineEvents] {
        var out: [LineEvents] = []
        var from = 0
        while let p = ByteCursor.find("Constraint:", in: line, from: from) {
            from = p + 1
            var s = p
            while s > 0, ByteCursor.isClassByte(line[s - 1]), line[s - 1] != UInt8(ascii: "*") { s -= 1 }
            let first = line[s]
            guard ByteCursor.isLetter(first) || first == UInt8(ascii: "_") else { continue }
            if s > 0, line[s - 1] == UInt8(ascii: "<") {
                out.append(LineEvents(kind: .item(start: s, bracketed: true), position: s - 1))
            } else if ByteCursor.matches(line, "0x".utf8, at: p + 11) || ByteCursor.matches(line, " 0x".utf8, at: p + 11),
                      line[..<s].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "*")
                || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ",") }) {
                out.append(LineEvents(kind: .item(start: s, bracketed: false), position: s))
            }
        }
        return out
    }

    /// Phrases between a description's start and its closing `>` belong to it (an identifier
    /// or label that quotes the advice); only descriptions and the phrases outside them count.
    private static func dropPhrasesInsideItems(_ events: [LineEvents], line: [UInt8]) -> [LineEvents] {
        var out: [LineEvents] = []
        // Where the next description starts, for each event (one pass from the end).
        var nextItem = [Int](repeating: line.count, count: events.count)
        var following = line.count
        for n in stride(from: events.count - 1, through: 0, by: -1) {
            nextItem[n] = following
            if case .item = events[n].kind { following = events[n].position }
        }
        var openItemEnd: Int?
        for (n, e) in events.enumerated() {
            if case .item = e.kind {
                out.append(e)
                // Phrases before the `>` that may close it are inside it (searched only up to
                // the next description, so a line of many stays linear).
                openItemEnd = line[e.position..<nextItem[n]].firstIndex(of: UInt8(ascii: ">"))
                continue
            }
            if let end = openItemEnd, e.position < end, !(e.isTrailerOrBreaking) { continue }
            out.append(e)
        }
        return out
    }

    private var isTrailerOrBreaking: Bool {
        switch kind {
        case .trailer, .breaking: return true
        default: return false
        }
    }

    /// Whether `needle` occurs in `bytes` (case-sensitive).
    static func contains<C: Collection>(_ bytes: C, _ needle: String) -> Bool where C.Element == UInt8, C.Index == Int {
        let n = Array(needle.utf8)
        guard let first = n.first, bytes.count >= n.count else { return false }
        var i = bytes.startIndex
        let limit = bytes.endIndex - n.count
        while i <= limit {
            if bytes[i] == first {
                var k = 1
                while k < n.count, bytes[i + k] == n[k] { k += 1 }
                if k == n.count { return true }
            }
            i += 1
        }
        return false
    }
}
