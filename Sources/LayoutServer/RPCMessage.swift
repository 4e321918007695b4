import Foundation
import LayoutSource

/// JSON-RPC 2.0 error codes used by the server (the LSP adds the last two).
public enum RPCErrorCode: Int, Sendable {
    /// The body is not JSON.
    case parseError = -32700
    /// JSON, but not a valid request or notification.
    case invalidRequest = -32600
    /// No such method.
    case methodNotFound = -32601
    /// The method exists; its params do not fit.
    case invalidParams = -32602
    /// A bug in the server.
    case internalError = -32603
    /// A request before `initialize`.
    case serverNotInitialized = -32002
    /// The client cancelled the request.
    case requestCancelled = -32800
    /// A valid request the server declines, with a message saying why (LSP 3.17's
    /// `RequestFailed`: a rename to a built-in name).
    case requestFailed = -32803
}

/// An error to send back: the code, a message, and the request id (`null` when unknown).
public struct RPCError: Error, Sendable {
    /// The code.
    public var code: RPCErrorCode
    /// A readable message.
    public var message: String
    /// Creates an error.
    public init(_ code: RPCErrorCode, _ message: String) { self.code = code; self.message = message }
}

/// A message that could not be decoded: the error to send back and the id to send it with
/// (`null` when the message is too broken to have one).
public struct RPCDecodeFailure: Error, Sendable {
    /// The error.
    public var error: RPCError
    /// The id to answer with.
    public var id: JSONValue
}

/// One decoded JSON-RPC message.
public enum RPCMessage: Sendable {
    /// A call that expects a response.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A call that expects none.
    case notification(method: String, params: JSONValue?)
    /// A response to a request the server sent (`workspace/configuration` is the one whose
    /// answer it reads); `result` is `nil` for an error response.
    case response(id: JSONValue, result: JSONValue?)

    /// Decodes a body. On failure returns the error and the id to answer with (`null` when
    /// the message is too broken to have one).
    public static func decode(_ body: [UInt8]) -> Result<RPCMessage, RPCDecodeFailure> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes: body)
        } catch {
            return .failure(RPCDecodeFailure(error: RPCError(.parseError, "the message is not valid JSON"), id: .null))
        }
        guard value.isObject else {
            return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "a message must be a JSON object (batches are not supported)"), id: .null))
        }
        var id: JSONValue = .null
        if let raw = value["id"] {
            switch raw {
            case .string, .number: id = raw
            case .null: break
            default:
                return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "'id' must be a number or a string"), id: .null))
            }
        }
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "'jsonrpc' must be \"2.0\""), id: id))
        }
        // Some clients write `"params": null` for "no params"; treat it as absent.
        let params = value["params"]?.isNull == true ? nil : value["params"]
        if let params, !params.isObject, params.arrayValue == nil {
            return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "'params' must be an object or an array"), id: id))
        }
        guard let methodValue = value["method"] else {
            if value["result"] != nil || value["error"] != nil { return .success(.response(id: id, result: value["result"])) }
            return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "a request needs a 'method'"), id: id))
        }
        guard let method = methodValue.stringValue else {
            return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "'method' must be a string"), id: id))
        }
        if value["id"] == nil { return .success(.notification(method: method, params: params)) }
        if id.isNull { return .failure(RPCDecodeFailure(error: RPCError(.invalidRequest, "a request id may not be null"), id: .null)) }
        return .success(.request(id: id, method: method, params: params))
    }

    /// A success response.
    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    /// An error response.
    public static func errorResponse(id: JSONValue, _ error: RPCError) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .number(Double(error.code.rawValue))), ("message", .string(error.message))])),
        ])
    }

    /// A notification from the server.
    public static func notification(method: String, params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
