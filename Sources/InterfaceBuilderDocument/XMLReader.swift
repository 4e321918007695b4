import LayoutSource

/// A small XML reader for Interface Builder documents (no Foundation XML: it is not on every
/// platform, gives no columns, and fails late on large files). One pass over the bytes, in
/// linear time and without recursion: start tags with their attributes (entities decoded:
/// `&lt; &gt; &amp; &quot; &apos; &#NN; &#xNN;`), end tags, character data, CDATA sections,
/// comments, processing instructions and a `<!DOCTYPE …>` are read; anything else that is
/// not well-formed XML stops reading with one located `XMLError`.
///
/// Locations are `SourceFile`'s: 1-based lines, columns in Unicode scalars.
public enum XMLReader {
    /// Elements nested deeper than this are refused: whatever reads the tree may recurse over
    /// it, and no Interface Builder document comes close (a view costs two levels).
    public static let maximumDepth = 512

    /// Reads `source` as one XML document.
    public static func read(_ source: SourceFile) -> Result<XMLDocument, XMLError> {
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLScanner(source: source, bytes: buffer)
            do {
                return .success(try scanner.document())
            } catch let error as XMLError {
                return .failure(error)
            } catch {
                return .failure(XMLError("unreadable document", at: source.range(0, 0)))
            }
        }
    }
}

/// The scanner's state; `XMLReader.read` is its only user.
struct XMLScanner {
    let source: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    var elements: [XMLElement] = []
    /// Open elements, innermost last.
    var open: [Int] = []
    var sawRoot = false
    /// The last location found. The scanner asks for the locations of tags and attributes in
    /// the order it meets them, so each is the previous one moved over the bytes between
    /// (`SourceFile.location(at:)` searches the line table and counts from a checkpoint for
    /// every one: a fifth of reading a document).
    var cursor = SourceLocation(line: 1, column: 1, offset: 0)

    init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = bytes
        // A byte-order mark is not content.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    }

    mutating func document() throws -> XMLDocument {
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                try markup()
            } else {
                try characterData()
            }
        }
        if let innermost = open.last {
            let e = elements[innermost]
            throw XMLError("element <\(e.name)> opened at \(e.range.start) is never closed", at: e.range)
        }
        guard sawRoot else { throw XMLError("no document element: the text holds no XML element", at: here()) }
        return XMLDocument(elements: elements)
    }

    // MARK: - Markup

    private mutating func markup() throws {
        if starts(with: "<?") { return try skip(past: "?>", from: i, what: "processing instruction", opener: "<?") }
        if starts(with: "<!--") { return try skip(past: "-->", from: i, what: "comment", opener: "<!--") }
        if starts(with: "<![CDATA[") {
            let start = i
            guard !open.isEmpty else { throw XMLError("a CDATA section must be inside an element", at: range(start, start + 9)) }
            i += 9
            guard let end = find("]]>") else { throw XMLError("unterminated CDATA section; expected ']]>'", at: range(start, start + 9)) }
            appendText(string(i, end))
            i = end + 3
            return
        }
        if starts(with: "<!DOCTYPE") { return try doctype() }
        if starts(with: "<!") { throw XMLError("unknown markup declaration", at: range(i, i + 2)) }
        if starts(with: "</") { return try endTag() }
        try startTag()
    }

    private mutating func doctype() throws {
        let start = i
        if sawRoot || !open.isEmpty { throw XMLError("a <!DOCTYPE> must come before the document element", at: range(start, start + 9)) }
        i += 9
        var bracket = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "["): bracket += 1
            case UInt8(ascii: "]"): bracket -= 1
            case UInt8(ascii: ">") where bracket <= 0: i += 1; return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[i]
                i += 1
                while i < bytes.count, bytes[i] != quote { i += 1 }
            default: break
            }
            i += 1
        }
        throw XMLError("unterminated <!DOCTYPE>; expected '>'", at: range(start, start + 9))
    }

    private mutating func startTag() throws {
        let start = i
        let startLocation = location(start)
        i += 1
        guard i < bytes.count, isNameStart(bytes[i]) else {
            throw XMLError("'<' must start a tag, a comment or a declaration; write '&lt;' for a literal '<'", at: range(start, start + 1))
        }
        if sawRoot && open.isEmpty {
            throw XMLError("content after the document element: a document has one root element", at: range(start, start + 1))
        }
        if open.count >= XMLReader.maximumDepth {
            throw XMLError("elements are nested too deeply (more than \(XMLReader.maximumDepth) levels)", at: range(start, start + 1))
        }
        let name = readName()
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipSpace()
            guard i < bytes.count else { throw XMLError("unterminated start tag <\(name)>; expected '>'", at: range(start, i)) }
            if bytes[i] == UInt8(ascii: ">") || starts(with: "/>") { break }
            guard hadSpace else {
                throw XMLError("expected white space, '>' or '/>' in the start tag <\(name)>", at: range(i, i + 1))
            }
            let attribute = try readAttribute(in: name)
            if attributes.contains(where: { $0.name == attribute.name }) {
                throw XMLError("attribute '\(attribute.name)' appears twice in <\(name)>", at: attribute.range)
            }
            attributes.append(attribute)
        }
        let selfClosing = bytes[i] == UInt8(ascii: "/")
        i += selfClosing ? 2 : 1
        let index = elements.count
        var element = XMLElement(name: name, attributes: attributes, parent: open.last,
                                 range: SourceRange(start: startLocation, end: location(i)))
        element.children.reserveCapacity(0)
        elements.append(element)
        if let parent = open.last { elements[parent].children.append(index) }
        sawRoot = true
        if !selfClosing { open.append(index) }
    }

    private mutating func readAttribute(in element: String) throws -> XMLAttribute {
        let start = i
        let startLocation = location(start)
        guard isNameStart(bytes[i]) else {
            throw XMLError("expected an attribute name in <\(element)>", at: range(i, i + 1))
        }
        let name = readName()
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
            throw XMLError("expected '=' after the attribute name '\(name)'", at: range(i, min(i + 1, bytes.count)))
        }
        i += 1
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
            throw XMLError("the value of '\(name)' must be quoted", at: range(i, min(i + 1, bytes.count)))
        }
        let quote = bytes[i]
        i += 1
        let valueStart = i
        while i < bytes.count, bytes[i] != quote {
            if bytes[i] == UInt8(ascii: "<") {
                throw XMLError("'<' is not allowed in the value of '\(name)'; write '&lt;'", at: range(i, i + 1))
            }
            i += 1
        }
        guard i < bytes.count else {
            throw XMLError("unterminated value of '\(name)'; expected a closing quote", at: range(valueStart - 1, valueStart))
        }
        let value = try decode(valueStart, i)
        let valueLocation = location(valueStart), quoteLocation = location(i)
        i += 1
        return XMLAttribute(name: name, value: value, range: SourceRange(start: startLocation, end: location(i)),
                            valueRange: SourceRange(start: valueLocation, end: quoteLocation))
    }

    private mutating func endTag() throws {
        let start = i
        i += 2
        guard i < bytes.count, isNameStart(bytes[i]) else { throw XMLError("expected a tag name after '</'", at: range(start, i)) }
        let name = readName()
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else {
            throw XMLError("expected '>' to end the end tag </\(name)>", at: range(start, i))
        }
        i += 1
        guard let innermost = open.last else {
            throw XMLError("end tag </\(name)> has no matching start tag", at: range(start, i))
        }
        let e = elements[innermost]
        guard e.name == name else {
            throw XMLError("end tag </\(name)> does not match the start tag <\(e.name)> at \(e.range.start)", at: range(start, i))
        }
        open.removeLast()
        elements[innermost].endRange = SourceRange(start: location(start), end: location(i))
    }

    // MARK: - Character data

    private mutating func characterData() throws {
        let start = i
        var blank = true
        while i < bytes.count, bytes[i] != UInt8(ascii: "<") {
            if !isSpace(bytes[i]) { blank = false }
            i += 1
        }
        if blank { return }
        guard !open.isEmpty else {
            throw XMLError(sawRoot ? "text after the document element" : "text before the document element",
                           at: range(start, min(i, start + 1)))
        }
        appendText(try decode(start, i))
    }

    private mutating func appendText(_ text: String) {
        guard let innermost = open.last else { return }
        elements[innermost].text += text
    }

    /// The bytes `a..<b` as a string with entity and character references replaced.
    private func decode(_ a: Int, _ b: Int) throws -> String {
        var k = a
        while k < b, bytes[k] != UInt8(ascii: "&") { k += 1 }
        if k == b { return string(a, b) }
        var out = string(a, k)
        while k < b {
            if bytes[k] != UInt8(ascii: "&") {
                let runStart = k
                while k < b, bytes[k] != UInt8(ascii: "&") { k += 1 }
                out += string(runStart, k)
                continue
            }
            var end = k + 1
            while end < b, end - k <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
            guard end < b, bytes[end] == UInt8(ascii: ";") else {
                throw XMLError("'&' must start a reference such as '&amp;' and end with ';'", at: range(k, k + 1))
            }
            let body = string(k + 1, end)
            guard let scalar = reference(body) else {
                throw XMLError("unknown entity '&\(body);'; XML defines &lt; &gt; &amp; &quot; &apos; and &#N;", at: range(k, end + 1))
            }
            out.unicodeScalars.append(scalar)
            k = end + 1
        }
        return out
    }

    private func reference(_ body: String) -> Unicode.Scalar? {
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard body.hasPrefix("#") else { return nil }
        var digits = body.dropFirst()
        var radix = 10
        if digits.hasPrefix("x") { digits = digits.dropFirst(); radix = 16 }
        guard !digits.isEmpty, let value = UInt32(digits, radix: radix), value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    // MARK: - Pieces

    private func here() -> SourceRange { source.range(i, i) }

    private func range(_ a: Int, _ b: Int) -> SourceRange { source.range(a, min(b, bytes.count)) }

    /// The location of byte `offset`: from `cursor` when it is not behind it (lines end at
    /// line feeds; a column counts Unicode scalars, as `SourceFile` counts them), else the
    /// file's.
    private mutating func location(_ offset: Int) -> SourceLocation {
        let target = min(offset, bytes.count)
        guard target >= cursor.offset else { return source.location(at: target) }
        var line = cursor.line, column = cursor.column, k = cursor.offset
        while k < target {
            let b = bytes[k]
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        cursor = SourceLocation(line: line, column: column, offset: target)
        return cursor
    }

    private func string(_ a: Int, _ b: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self)
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        let p = prefix.utf8Start
        for k in 0..<count where bytes[i + k] != p[k] { return false }
        return true
    }

    /// The offset of the next `marker` at or after `i`.
    private func find(_ marker: StaticString) -> Int? {
        let count = marker.utf8CodeUnitCount
        let p = marker.utf8Start
        var k = i
        while k + count <= bytes.count {
            if bytes[k] == p[0] {
                var match = true
                for m in 1..<count where bytes[k + m] != p[m] { match = false; break }
                if match { return k }
            }
            k += 1
        }
        return nil
    }

    private mutating func skip(past marker: StaticString, from start: Int, what: String, opener: StaticString) throws {
        i += opener.utf8CodeUnitCount
        guard let end = find(marker) else {
            throw XMLError("unterminated \(what); expected '\(marker)'", at: range(start, start + opener.utf8CodeUnitCount))
        }
        i = end + marker.utf8CodeUnitCount
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = i
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        return i > start
    }

    private mutating func readName() -> String {
        let start = i
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        return string(start, i)
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    private func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b >= 0x80
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }
}
