/// Finds every "Unable to simultaneously satisfy constraints" report in console text as pasted
/// from Xcode, `log stream`/`log show`, a device log or syslog, a web page or a code comment,
/// and reads each one's list and the constraint UIKit broke (docs/explain.md, "Reading").
///
/// One pass over the lines, in time linear in the input: a line is looked at closely only when
/// it mentions a constraint or is a list's bracket. Prefixes (timestamps, processes, `[LayoutConstraints]`
/// categories, quotes and comments) need no pattern of their own: a report's parts are found
/// by their text wherever they stand in the line.
public enum ConsoleLogReader {
    /// The reports in `bytes` (UTF-8; invalid sequences are read as replacement characters).
    public static func reports(in bytes: [UInt8]) -> [ConsoleReport] {
        var scan = ReportScan(bytes)
        scan.run()
        return scan.finished
    }

    /// The reports in `text`.
    public static func reports(in text: String) -> [ConsoleReport] { reports(in: Array(text.utf8)) }
}

/// The reading state of one pass.
struct ReportScan {
    enum Phase {
        /// After the header, before the list.
        case preamble
        /// Inside the list (opened by `(`/`[`, or by its first constraint).
        case list
        /// After the list.
        case afterList
        /// After "Will attempt to recover by breaking constraint", before its constraint.
        case awaitingBroken
        /// Everything read.
        case done
    }

    let bytes: [UInt8]
    var lines: [Range<Int>] = []
    var finished: [ConsoleReport] = []
    var current: ConsoleReport?
    var phase = Phase.done
    /// A `(` seen with no report open: the start of a list pasted without its header, if
    /// constraints follow.
    var pendingListLine: Int?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = 0
        var i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == 0x0A { lines.append(start..<i); start = i + 1 }
            i += 1
        }
        if start < n { lines.append(start..<n) }
    }

    mutating func run() {
        var k = 0
        while k < lines.count {
            k = scanLine(k)
        }
        close()
    }

    /// Reads line `k` (and the lines a wrapped description continues on); returns the next line.
    private mutating func scanLine(_ k: Int) -> Int {
        let range = lines[k]
        let raw = bytes[range]
        let mentionsConstraint = LineEvents.contains(raw, "onstraint")
        if !mentionsConstraint {
            // Only brackets, `...`, `<private>` and blank lines matter here.
            guard raw.count < 64 else { return k + 1 }
            let line = PastedText.unescape(raw)
            structural(line, lineNumber: k + 1)
            return k + 1
        }
        let line = PastedText.unescape(raw)
        let events = LineEvents.find(in: line)
        var next = k + 1
        if events.isEmpty { structural(line, lineNumber: k + 1); return next }
        for (index, event) in events.enumerated() {
            switch event.kind {
            case .header(let platform): openReport(line: k + 1, platform: platform, header: true)
                if event.opensList { phase = .list }
            case .advice:
                if current == nil || phase != .preamble { openReport(line: k + 1, platform: .unknown, header: false) }
            case .breaking:
                if current == nil || phase == .done || phase == .awaitingBroken {
                    openReport(line: k + 1, platform: .unknown, header: false)
                }
                current!.hasBreakingLine = true
                phase = .awaitingBroken
            case .trailer:
                if phase == .awaitingBroken { phase = .done }
            case .item(let start, let bracketed):
                let end = index + 1 < events.count ? events[index + 1].position : line.count
                var item = ItemText(line: line, start: start, end: end, bracketed: bracketed)
                if !item.complete, index + 1 == events.count {
                    next = item.continueOnto(lines: lines, bytes: bytes, from: k + 1)
                }
                add(item.printed(lineNumber: k + 1))
                if item.closesList, phase == .list { phase = .afterList }
            }
        }
        return next
    }

    /// A line with no report text: a list's bracket, an elision, a redaction.
    private mutating func structural(_ line: [UInt8], lineNumber: Int) {
        let r = PastedText.core(line)
        let core = line[r]
        if core.isEmpty { return }
        func isCore(_ s: String) -> Bool { core.elementsEqual(s.utf8) }
        if isCore("(") || isCore("[") || isCore("\"(") {
            if current != nil, phase == .preamble || phase == .list { phase = .list } else { pendingListLine = lineNumber }
        } else if isCore(")") || isCore("]") || isCore(").") || isCore(")\"") {
            pendingListLine = nil
            if phase == .list { phase = .afterList }
        } else if isCore("...") || isCore("…") || LineEvents.contains(core, "<private>") {
            if current != nil, phase == .list || phase == .preamble { current!.elided = true }
        } else if isCore("\"\"") {
            // A description a web page removed (its `<…>` taken for a tag).
            if current != nil, phase == .list || phase == .preamble {
                add(PrintedConstraint(text: "", line: lineNumber, complete: false,
                                      parse: .notUnderstood(nil, reason: "the description is empty (the paste lost its <…> text)")))
            }
        } else if phase == .awaitingBroken {
            // A line after "Will attempt to recover…" that is no constraint: none was printed.
            phase = .done
        }
    }

    private mutating func add(_ c: PrintedConstraint) {
        if phase == .awaitingBroken, pendingListLine == nil {
            current!.broken = c
            phase = .done
            return
        }
        if current == nil || phase == .done || phase == .afterList || phase == .awaitingBroken {
            openReport(line: pendingListLine ?? c.line, platform: .unknown, header: false)
        }
        pendingListLine = nil
        phase = .list
        current!.constraints.append(c)
    }

    private mutating func openReport(line: Int, platform: ReportPlatform, header: Bool) {
        closeIfAny()
        current = ConsoleReport(line: line, platform: platform, hasHeader: header)
        phase = .preamble
        pendingListLine = nil
    }

    private mutating func closeIfAny() {
        if let c = current { finished.append(c) }
        current = nil
        phase = .done
    }

    private mutating func close() { closeIfAny() }
}
