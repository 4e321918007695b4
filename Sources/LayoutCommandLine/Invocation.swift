import LayoutEmissionModel
import LayoutPipeline
import LayoutSource

/// A parsed command line.
public enum Invocation: Equatable, Sendable {
    case check(CheckRequest)
    case render(RenderRequest)
    case dump(DumpRequest)
    case format(FormatRequest)
    case emit(EmitRequest)
    case explain(ExplainRequest)
    case importDocument(ImportRequest)
    case languageServer(LanguageServerRequest)
    case devices
    case help(String?)
    case version
    case config(ConfigRequest)
    case preview(PreviewOptions)
    case completions(String)
    case manual
}

/// `vflc check FILE… [--trait W,H]… [--format text|json|github|sarif] [--strict]`.
public struct CheckRequest: Equatable, Sendable {
    /// Paths; `-` is standard input.
    public var paths: [String] = []
    /// Variants to check; empty means all four.
    public var traits: [TraitVariant] = []
    /// Devices to check on (`--device`); with `traits`, replaces the configuration's targets.
    public var devices: [String] = []
    /// `--no-config`: ignore `.vflc.json` files.
    public var noConfig = false
    /// Layout directions (`--direction`, repeatable); empty means left to right.
    public var directions: [LayoutDirection] = []
    /// Output format.
    public var format: String = "text"
    /// Whether warnings make the exit status 1.
    public var strict = false
    /// `--content-size`: categories to check at; empty means the matrix rule.
    public var contentSizes: [ContentSizeCategory] = []
    /// Whether to colour text output (decided by the CLI from the terminal and `NO_COLOR`).
    public var colored = false
}

/// `vflc render FILE [--trait W,H]… [--device NAME]… [--size WxH] [--format frames|svg|json] [-o PATH]`.
public struct RenderRequest: Equatable, Sendable {
    /// The path; `-` is standard input.
    public var path = ""
    /// Variants, each on its default device (or on `--size`).
    public var traits: [TraitVariant] = []
    /// Devices by name, each in its variant for its orientation.
    public var devices: [String] = []
    /// `--size WxH`; `nil` sides are `auto`.
    public var size: SizeOption?
    /// `--content-size`: each variant at each of these categories; empty means the
    /// configuration's, else `check`'s rule (`L`, and `AX5` for a file that depends on it).
    public var contentSizes: [ContentSizeCategory] = []
    /// `--no-config`: ignore `.vflc.json` files.
    public var noConfig = false
    /// Layout directions (`--direction`, repeatable); empty means left to right. With both,
    /// each variant is rendered in each direction, the two side by side.
    public var directions: [LayoutDirection] = []
    /// `frames`, `svg` or `json`.
    public var format = "frames"
    /// Output path; `nil` is standard output.
    public var output: String?
    /// Whether to colour diagnostics on standard error.
    public var colored = false
    /// `--keyboard HEIGHT`: a docked keyboard of that height over every canvas; `nil` for none.
    public var keyboardHeight: Double?
}

/// `vflc dump tokens|ast|ir FILE [--trait W,H]`.
public struct DumpRequest: Equatable, Sendable {
    /// `tokens`, `ast` or `ir`.
    public var stage = ""
    /// The path.
    public var path = ""
    /// Variants for `ir`; empty means all four.
    public var traits: [TraitVariant] = []
    /// Layout directions for `ir`; empty means left to right.
    public var directions: [LayoutDirection] = []
}

/// `vflc fmt FILE… [--check] [-w]`.
public struct FormatRequest: Equatable, Sendable {
    /// Paths; `-` is standard input.
    public var paths: [String] = []
    /// Report files that would change (exit 1) instead of printing.
    public var check = false
    /// Rewrite files in place.
    public var write = false
}

/// `vflc emit NAME FILE… [-o PATH] [--relative-to DIR] [--access public|internal]
/// [--class-prefix PREFIX] [--accessibility-identifiers] [--strict] [--no-config]`.
public struct EmitRequest: Equatable, Sendable {
    /// What to generate: an emitter's name (`Emitters`), `uikit`.
    public var target = "uikit"
    /// Paths of `.layout` files.
    public var paths: [String] = []
    /// Output: a file (one input) or a directory; `nil` is standard output (one input).
    public var output: String?
    /// `--relative-to DIR`: constraint identifiers name each file relative to DIR (a build
    /// plugin passes absolute paths and cannot choose the working directory). Without it,
    /// relative to the working directory.
    public var relativeTo: String?
    /// `--access`, `--class-prefix`, `--accessibility-identifiers`.
    public var options = EmitOptions()
    /// `--strict`: warnings stop generation (exit 1), as they fail `check --strict`.
    public var strict = false
    /// `--no-config`: ignore `.vflc.json` files.
    public var noConfig = false
    /// Whether to colour diagnostics on standard error.
    public var colored = false
}

/// `vflc preview FILE [--port N] [--trait W,H]… [--device NAME]…` as parsed. The command line
/// does not link the preview server (`LayoutPreview`): the `vflc` executable starts it from
/// these, so that a tool without it (`vflc-build`) is built without it.
public struct PreviewOptions: Equatable, Sendable {
    /// The layout file.
    public var path = ""
    /// `--port`; `nil` for the server's default.
    public var port: Int?
    /// `--trait`, repeated.
    public var traits: [TraitVariant] = []
    /// `--device`, repeated.
    public var devices: [String] = []
    /// Options of no flag.
    public init() {}
}

/// `vflc lsp [--stdio] [--clientProcessId=N]`: the language server on standard input/output.
public struct LanguageServerRequest: Equatable, Sendable {
    /// The client's process id when it gave one (accepted for compatibility; unused).
    public var clientProcessID: Int32?
    /// Creates a request with no client process id.
    public init(clientProcessID: Int32? = nil) { self.clientProcessID = clientProcessID }
}
