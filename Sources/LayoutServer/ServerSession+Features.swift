import LayoutSource

// Requests answered from a document's analysis: hover, definition, symbols, formatting.
extension ServerSession {
    func hover(_ params: JSONValue) throws -> JSONValue { .null }
    func definition(_ params: JSONValue) throws -> JSONValue { .null }
    func documentSymbols(_ params: JSONValue) throws -> JSONValue { .array([]) }
    func formatting(_ params: JSONValue) throws -> JSONValue { .null }
}
