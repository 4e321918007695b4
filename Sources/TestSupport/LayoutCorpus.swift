import Foundation

/// Every `.layout` text the repository holds: the samples, every test fixture and the `layout`
/// code blocks of docs/language.md (the printer's and the formatter's round-trip tests run on
/// all of them). Whether one parses is the caller's to check.
public enum LayoutCorpus {
    /// One text and where it comes from (`Samples/card.layout`, `docs/language.md:13`).
    public struct Entry: Sendable {
        /// The file's path relative to the repository, or the doc and line of the block.
        public var name: String
        /// The text.
        public var text: String
    }

    /// The files of `RepoPaths.layoutFiles()`, then the documentation's blocks, in order.
    public static func entries() throws -> [Entry] {
        var out: [Entry] = []
        for path in RepoPaths.layoutFiles() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            out.append(Entry(name: String(path.dropFirst(RepoPaths.root.count + 1)), text: text))
        }
        return out + (try docBlocks("docs/language.md", tag: "layout"))
    }

    /// The code blocks of a Markdown file whose opening fence is exactly "```" + `tag`.
    public static func docBlocks(_ relative: String, tag: String) throws -> [Entry] {
        let doc = try String(contentsOfFile: RepoPaths.path(relative), encoding: .utf8)
        var out: [Entry] = []
        var current: Entry?
        for (i, line) in doc.components(separatedBy: "\n").enumerated() {
            if current != nil {
                if line.hasPrefix("```") { out.append(current!); current = nil } else { current!.text += line + "\n" }
            } else if line == "```" + tag {
                current = Entry(name: "\(relative):\(i + 1)", text: "")
            }
        }
        return out
    }
}
