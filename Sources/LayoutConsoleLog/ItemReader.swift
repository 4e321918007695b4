/// Items inside a description: by names-list entry, `Class:0xADDR` with optional quoted text,
/// a Masonry key, or a class alone.
extension DescriptionReader {
    /// An item named by the names list at the cursor, followed by a byte `follows` accepts.
    func namedItem(at cursor: ByteCursor, follows: (UInt8?) -> Bool) -> (item: LogItem, length: Int)? {
        for entry in named where ByteCursor.matches(cursor.bytes, entry.name, at: cursor.i) {
            if follows(cursor.peek(entry.name.count)) { return (entry.item, entry.name.count) }
        }
        return nil
    }

    /// `Class:0xADDR['text']`, `Class:key`, or a class alone. `closingQuote(bytes, k)` says
    /// whether the quote at `k` ends the text (texts may hold quotes: `'YOU'RE OK'`).
    func readPlainItem(_ cur: inout ByteCursor, closingQuote: ([UInt8], Int) -> Bool) -> LogItem? {
        let start = cur.i
        let run = cur.run(while: ByteCursor.isClassByte)
        guard !run.isEmpty else { return nil }
        guard cur.peek == UInt8(ascii: ":") else {
            cur.i = start + run.count
            return LogItem(className: String(decoding: run, as: UTF8.self), address: nil)
        }
        cur.i += 1
        let addressStart = cur.i
        if cur.take("0x") {
            guard !cur.run(while: ByteCursor.isHex).isEmpty else { return nil }
        } else {
            let key = cur.run { ByteCursor.isLetter($0) || ByteCursor.isDigit($0) || $0 == UInt8(ascii: "_") }
            guard !key.isEmpty else { return nil }
        }
        let address = cur.text(addressStart..<cur.i)
        var text: String?
        if cur.peek == UInt8(ascii: "'") {
            var k = cur.i + 1
            while k < cur.bytes.count, !(cur.bytes[k] == UInt8(ascii: "'") && closingQuote(cur.bytes, k)) { k += 1 }
            guard k < cur.bytes.count else { return nil }
            text = cur.text((cur.i + 1)..<k)
            cur.i = k + 1
        }
        return LogItem(className: String(decoding: run, as: UTF8.self), address: address, text: text)
    }

    /// `ITEM.attribute` of the anchor form.
    func readAnchorTerm(_ cur: inout ByteCursor) -> Result<(LogItem, LogAttribute), BodyError> {
        if let n = namedItem(at: cur, follows: { $0 == UInt8(ascii: ".") }) {
            cur.i += n.length + 1
            return readAttribute(&cur).map { (n.item, $0) }
        }
        let start = cur.i
        let run = cur.run(while: ByteCursor.isClassByte)
        guard !run.isEmpty else { return .failure(BodyError("expected a view or guide at “\(rest(cur))”")) }
        if cur.peek == UInt8(ascii: ":") {
            cur.i = start
            guard let item = readPlainItem(&cur, closingQuote: DescriptionReader.quoteBeforeAttribute) else {
                return .failure(BodyError("an item that is not Class:address at “\(rest(cur))”"))
            }
            guard cur.take(".") else { return .failure(BodyError("expected .attribute after \(item.display)")) }
            return readAttribute(&cur).map { (item, $0) }
        }
        // `Name.attribute`: an identifier the names list does not give, or a class without address.
        guard let dot = run.lastIndex(of: UInt8(ascii: ".")), dot > 0 else {
            return .failure(BodyError("expected .attribute after “\(String(decoding: run, as: UTF8.self))”"))
        }
        let name = String(decoding: run[..<dot], as: UTF8.self)
        cur.i = start + dot + 1
        return readAttribute(&cur).map { (LogItem(className: nil, address: nil, name: name), $0) }
    }

    func readAttribute(_ cur: inout ByteCursor) -> Result<LogAttribute, BodyError> {
        let word = cur.run { ByteCursor.isLetter($0) || $0 == UInt8(ascii: "-") }
        let text = String(decoding: word, as: UTF8.self)
        guard let a = LogAttribute(printed: text) else { return .failure(BodyError("unknown attribute “\(text)”")) }
        return .success(a)
    }

    /// A quote ends a text before `.attribute` followed by a space or the end.
    static func quoteBeforeAttribute(_ b: [UInt8], _ k: Int) -> Bool {
        guard k + 1 < b.count, b[k + 1] == UInt8(ascii: ".") else { return false }
        var e = k + 2
        while e < b.count, ByteCursor.isLetter(b[e]) { e += 1 }
        guard e > k + 2, LogAttribute(printed: String(decoding: b[(k + 2)..<e], as: UTF8.self)) != nil else { return false }
        return e == b.count || b[e] == 0x20 || b[e] == UInt8(ascii: ")")
    }

    /// An item inside `[…]` of the visual format.
    func readBracketItem(_ cur: inout ByteCursor) -> LogItem? {
        if let n = namedItem(at: cur, follows: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "(") }) {
            cur.i += n.length
            return n.item
        }
        return readPlainItem(&cur) { b, k in k + 1 < b.count && (b[k + 1] == UInt8(ascii: "]") || b[k + 1] == UInt8(ascii: "(")) }
    }

    func rest(_ cur: ByteCursor) -> String {
        let end = min(cur.bytes.count, cur.i + 24)
        return cur.text(cur.i..<end)
    }
}
