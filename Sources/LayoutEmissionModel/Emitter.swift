import LayoutSource

/// A code emitter: `vflc emit NAME` (docs/architecture.md, "Adding an emitter").
///
/// It writes an `EmissionModel` (built once from the IR by `EmissionModelBuilder`, the same
/// for every emitter) as one output per layout file, and says in its own words what it cannot
/// write: the builder reports the model's `EmissionProblem`s with `message(for:)`, asks about
/// each constraint (`unsupportedReason`) and each view name (`nameProblem`), and refuses the
/// file (nothing written) when any of them answers. `vflc emit`'s argument parsing, help,
/// completions and man page read the emitters' names and summaries from the table
/// (`LayoutEmission.Emitters`).
public protocol Emitter: Sendable {
    /// The word after `vflc emit` (`uikit`).
    var name: String { get }
    /// What it generates, for `vflc help emit`: "the UIKit code (NSLayoutConstraint anchors)".
    var summary: String { get }
    /// What one output is (`class`), for messages: "would both generate class X".
    var outputNoun: String { get }
    /// The kind of the errors about what it cannot write.
    var unsupportedKind: DiagnosticKind { get }
    /// The name of the output made from the layout file at `path` (a class name, after
    /// `options.namePrefix`), or why the file cannot be named so.
    func outputName(forInput path: String, options: EmitOptions) -> Result<String, EmitterUsageError>
    /// The file the output `name` is written to inside `-o DIRECTORY` (`OrderScreen.swift`).
    func fileName(forOutput name: String) -> String
    /// The error's message for something the model cannot say in this emitter's terms.
    func message(for problem: EmissionProblem) -> String
    /// Why `constraint` cannot be written (the whole message), or `nil` when it can.
    func unsupportedReason(_ constraint: EmissionConstraint) -> String?
    /// Why a declared view cannot have `name` in the output (a keyword), or `nil`.
    func nameProblem(forView name: String) -> String?
    /// Why a named constraint cannot have `name` in the output, or `nil`.
    func nameProblem(forConstraint name: String) -> String?
    /// The output for `model`, named `outputName`, as `options` ask. Every constraint and view
    /// of the model passed `unsupportedReason` and `nameProblem`. Deterministic.
    func write(_ model: EmissionModel, outputName: String, options: EmitOptions) -> String
}

/// What `vflc emit` is asked for besides the layout (`--access`, `--class-prefix`,
/// `--accessibility-identifiers`): options every emitter may honour in its own terms.
public struct EmitOptions: Equatable, Sendable {
    /// Who may use the output: the whole program (`public`) or its own module (`internal`).
    public enum Access: String, CaseIterable, Sendable {
        case `public`, `internal`
    }
    /// The access of the output and of its members; `public` by default.
    public var access: Access = .public
    /// Put before every output's name (`DS` makes `DSOrderScreenLayout`); empty by default.
    public var namePrefix = ""
    /// Whether each view's accessibility identifier (what UI tests find it by) is its name.
    public var accessibilityIdentifiers = false
    /// The default options.
    public init() {}
}

extension Emitter {
    /// By default every constraint of the model can be written.
    public func unsupportedReason(_ constraint: EmissionConstraint) -> String? { nil }
    /// By default every name can be used.
    public func nameProblem(forView name: String) -> String? { nil }
    /// By default every name can be used.
    public func nameProblem(forConstraint name: String) -> String? { nil }
}

/// Why an input cannot be emitted before anything is compiled (exit status 2).
public struct EmitterUsageError: Error, Sendable {
    /// One line, readable on its own.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
}

/// What the emission model finds it cannot say about a layout, whatever the emitter; each
/// emitter words it (`Emitter.message(for:)`) and the file is not generated.
public enum EmissionProblem: Sendable {
    /// A constraint of three or more anchors with no Auto Layout form (two dimensions related
    /// by a multiplier); `nil` when lowering recorded no detail.
    case unexpressibleConstraint(AnchorGap?)
    /// A constraint present at some categories of a band only: its anchors or multiplier
    /// follow the content size category.
    case formChangesWithCategory(in: EmissionVariant)
    /// A constraint whose constant follows the category in a way no sum of scaled parts (one
    /// text style each, up to three) reproduces.
    case constantNotScalable(in: EmissionVariant)
    /// A view property other than a spacing that changes with the category within a band.
    case propertyChangesWithCategory(view: String, in: EmissionVariant)
    /// A stack spacing (or, with `customSpacing`, a custom spacing after the view) that
    /// follows the category in a way no sum of scaled parts reproduces.
    case spacingNotScalable(view: String, customSpacing: Bool, in: EmissionVariant)
    /// A guide with a `direction`: a layout guide has none of its own (it follows its owner).
    case guideDirection(guide: String)
}

/// The anchors of a constraint that has no Auto Layout form, and why.
public struct AnchorGap: Sendable {
    /// Why no form fits.
    public enum Reason: Sendable {
        /// More than four anchors (the root's origin counted): two dimensions relate four at most.
        case tooManyAnchors
        /// Four at most, but they do not split into two dimensions (a sum of sizes).
        case unpaired
    }
    /// The anchors as `view.attribute`, in written order.
    public var anchors: [String]
    /// Whether the positions of an axis do not cancel out (measured from the root's origin).
    public var usesOrigin: Bool
    /// Why.
    public var reason: Reason
    /// Creates a gap.
    public init(anchors: [String], usesOrigin: Bool, reason: Reason) {
        self.anchors = anchors; self.usesOrigin = usesOrigin; self.reason = reason
    }
}
