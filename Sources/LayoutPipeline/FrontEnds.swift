import LayoutSource
import LayoutSyntax
import LayoutInterfaceBuilder

/// The front ends the pipeline knows, by the file extensions of the documents they read
/// (docs/architecture.md, "Adding a front end"): `Pipeline.compile` asks the one for the
/// document's path, folder walks look for their extensions. A file named on the command line
/// (or standard input) whose extension no front end claims is read as `.layout` text.
public enum FrontEnds {
    /// The `.layout` language (the lexer and parser).
    public static let layout = LayoutTextFrontEnd()

    /// Every front end; the first claiming an extension reads it.
    public static let all: [any LayoutFrontEnd] = [
        layout,
        InterfaceBuilderFrontEnd(),
    ]

    /// Whether the document at `path` is `.layout` text (what `fmt`, suppression comments and
    /// the language server read).
    public static func isLayoutText(_ path: String) -> Bool { frontEnd(forPath: path) is LayoutTextFrontEnd }

    /// The front end for the document at `path` (by its extension; `.layout` text otherwise).
    public static func frontEnd(forPath path: String) -> any LayoutFrontEnd {
        for frontEnd in all where frontEnd.fileExtensions.contains(where: { path.hasSuffix("." + $0) }) { return frontEnd }
        return layout
    }

    /// Every extension some front end reads, with the dot (`.layout`), in table order.
    public static var fileExtensions: [String] { all.flatMap { $0.fileExtensions.map { "." + $0 } } }
}
