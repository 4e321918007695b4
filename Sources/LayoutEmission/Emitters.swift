import LayoutBackends
import LayoutEmissionModel

/// The emitters `vflc emit` knows, in the order help lists them: its argument parsing, help,
/// completions and man page read this table (docs/architecture.md, "Adding an emitter").
public enum Emitters {
    /// Every emitter.
    public static let all: [any Emitter] = [
        UIKitEmitter(),
    ]

    /// The emitter named `name` (`uikit`), if any.
    public static func named(_ name: String) -> (any Emitter)? { all.first { $0.name == name } }

    /// Their names, in order.
    public static var names: [String] { all.map(\.name) }
}
