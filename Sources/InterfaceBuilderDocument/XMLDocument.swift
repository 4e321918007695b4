import LayoutSource

// The tree `XMLReader` builds: elements in one flat array (children by index), so the
// whole document costs one allocation per element and no recursion is needed to build or
// free it. Interface Builder documents keep everything in attributes and elements; the
// only character data they hold is the text of `<string key="text">` and similar leaves.

/// An attribute: its name, its value with entities decoded, and where it is written.
public struct XMLAttribute: Sendable {
    /// The name as written (`firstItem`).
    public var name: String
    /// The value, entities decoded.
    public var value: String
    /// From the first character of the name through the closing quote.
    public var range: SourceRange
    /// The value between the quotes (as written, before decoding).
    public var valueRange: SourceRange
}

/// One element.
public struct XMLElement: Sendable {
    /// The tag name.
    public var name: String
    /// The attributes in source order.
    public var attributes: [XMLAttribute]
    /// Indices of the child elements in `XMLDocument.elements`, in source order.
    public var children: [Int] = []
    /// The parent's index; `nil` for the document element.
    public var parent: Int?
    /// The start tag, from `<` through `>` (or `/>`).
    public var range: SourceRange
    /// The end tag, `</` through `>`; `nil` for a self-closing element.
    public var endRange: SourceRange?
    /// The character data directly inside the element (CDATA included), entities decoded;
    /// runs of white space between child elements are not kept.
    public var text: String = ""

    /// The value of the attribute `name`, if present.
    public subscript(_ name: String) -> String? {
        for a in attributes where a.name == name { return a.value }
        return nil
    }

    /// The attribute `name`, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// A parsed document: every element, the document element first.
public struct XMLDocument: Sendable {
    /// Every element in document order (`elements[0]` is the document element).
    public var elements: [XMLElement]

    /// The document element.
    public var root: XMLElement { elements[0] }

    /// The child elements of `element` (an index), in order.
    public func children(of element: Int) -> [Int] { elements[element].children }

    /// The children of `element` named `name`.
    public func children(of element: Int, named name: String) -> [Int] {
        elements[element].children.filter { elements[$0].name == name }
    }

    /// The first child of `element` named `name` (and with `key` when given).
    public func child(of element: Int, named name: String, key: String? = nil) -> Int? {
        elements[element].children.first { c in
            elements[c].name == name && (key == nil || elements[c]["key"] == key)
        }
    }
}

/// Why a text is not a well-formed XML document, and where.
public struct XMLError: Error, Sendable, Equatable {
    /// One sentence.
    public var message: String
    /// The offending text (often empty, at the point where reading stopped).
    public var range: SourceRange
    /// Creates an error.
    public init(_ message: String, at range: SourceRange) { self.message = message; self.range = range }
}
