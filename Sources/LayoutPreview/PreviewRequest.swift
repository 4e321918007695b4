import LayoutSource

/// `vflc preview FILE [--port N] [--trait W,H]… [--device NAME]…`.
public struct PreviewRequest: Equatable, Sendable {
    /// The default port.
    public static let defaultPort = 7420
    /// The layout file.
    public var path = ""
    /// The port on 127.0.0.1; 0 lets the system pick one.
    public var port = PreviewRequest.defaultPort
    /// Variants shown; empty means the configuration's, else all four.
    public var traits: [TraitVariant] = []
    /// Devices shown.
    public var devices: [String] = []
    /// Creates a request.
    public init(path: String = "", port: Int = PreviewRequest.defaultPort) { self.path = path; self.port = port }
}
