import Foundation
import TestSupport
import XCTest

/// Checks `Grammar/layout.tmLanguage.json`: valid JSON, every pattern compiles, every include
/// resolves, and on every sample each keyword, number and comment character gets its scope.
///
/// The expectations come from an independent scan of the text (below), not from the grammar,
/// so a grammar rule that stops matching fails here.
final class GrammarTests: XCTestCase {
    static let grammarPath = RepoPaths.path("Grammar/layout.tmLanguage.json")

    static func loadGrammar() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: grammarPath))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every `.layout` file the grammar must handle: the samples and every test fixture.
    static func sampleFiles() -> [String] { RepoPaths.layoutFiles() }

    func testGrammarIsValidAndCompiles() throws {
        let grammar = try Self.loadGrammar()
        XCTAssertEqual(grammar["scopeName"] as? String, "source.layout")
        XCTAssertEqual(grammar["fileTypes"] as? [String], ["layout"])
        let tokenizer = try TextMateTokenizer(grammar: grammar)
        XCTAssertGreaterThan(tokenizer.regexCount, 20)
    }

    func testVSCodeExtensionContributesTheLanguageGrammarAndServer() throws {
        let dir = RepoPaths.path("editors/vscode")
        let manifestData = try Data(contentsOf: URL(fileURLWithPath: dir + "/package.json"))
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let contributes = try XCTUnwrap(manifest["contributes"] as? [String: Any])
        let language = try XCTUnwrap((contributes["languages"] as? [[String: Any]])?.first)
        XCTAssertEqual(language["id"] as? String, "layout")
        XCTAssertEqual(language["extensions"] as? [String], [".layout"])
        let configPath = dir + "/" + (try XCTUnwrap(language["configuration"] as? String))
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: configPath))))
        let grammar = try XCTUnwrap((contributes["grammars"] as? [[String: Any]])?.first)
        XCTAssertEqual(grammar["scopeName"] as? String, "source.layout")
        XCTAssertEqual(grammar["language"] as? String, "layout")
        // The extension's grammar is the repository's grammar (a symlink until packaged).
        let shipped = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + (try XCTUnwrap(grammar["path"] as? String))))
        XCTAssertEqual(shipped, try Data(contentsOf: URL(fileURLWithPath: Self.grammarPath)))
        let main = try String(contentsOfFile: dir + "/extension.js", encoding: .utf8)
        XCTAssertTrue(main.contains("args: ['lsp']"), "the client must start `vflc lsp`")
        XCTAssertNotNil((manifest["dependencies"] as? [String: Any])?["vscode-languageclient"])
    }

    func testAnUnclosedBracketDoesNotColourTheRestOfTheFile() throws {
        let tokenizer = try TextMateTokenizer(grammar: Self.loadGrammar())
        let text = "H:|-[a(>=8\nview b\n// done"
        let scopes = tokenizer.tokenize(text)
        let ns = text as NSString
        XCTAssertEqual(scopes[ns.range(of: "view").location], ["storage.type.view.layout"])
        XCTAssertEqual(scopes[ns.range(of: "done").location], ["comment.line.double-slash.layout"])
    }

    func testBrokenPatternIsReported() throws {
        var grammar = try Self.loadGrammar()
        var repo = try XCTUnwrap(grammar["repository"] as? [String: Any])
        repo["relation"] = ["name": "x", "match": "(=="]
        grammar["repository"] = repo
        XCTAssertThrowsError(try TextMateTokenizer(grammar: grammar))
    }

    func testEverySampleGetsItsScopes() throws {
        let tokenizer = try TextMateTokenizer(grammar: Self.loadGrammar())
        let files = Self.sampleFiles()
        XCTAssertGreaterThanOrEqual(files.count, 3, "no samples or fixtures found")
        var checked = 0
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let scopes = tokenizer.tokenize(text)
            let expectations = ExpectedScopes.scan(text)
            XCTAssertFalse(expectations.isEmpty, path)
            for e in expectations {
                let got = scopes[e.offset]
                if !got.contains(where: { $0.hasPrefix(e.scopePrefix) }) {
                    let ns = text as NSString
                    let line = ns.substring(to: e.offset).components(separatedBy: "\n").count
                    XCTFail("\(path):\(line): '\(e.text)' should have a scope starting with \(e.scopePrefix), got \(got)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Issue 25's syntax and the root's guides: scroll guides, custom classes, `readable` and
    /// `keyboard` as built-ins (as `safeArea`).
    func testScrollGuidesCustomClassesAndRootGuides() throws {
        let tokenizer = try TextMateTokenizer(grammar: Self.loadGrammar())
        let text = "scroll feed {\n  view chart: Charts.BarChart\n  feed.content.width == feed.frame.width\n}\n"
            + "x.leading == readable.leading\nx.bottom == keyboard.top\nx.top == safeArea.top\n"
        let scopes = tokenizer.tokenize(text)
        let ns = text as NSString
        func scope(of needle: String) -> [String] { scopes[ns.range(of: needle).location] }
        XCTAssertTrue(scope(of: "scroll").contains("storage.type.view.layout"))
        XCTAssertTrue(scope(of: "Charts").contains("entity.name.type.class.layout"), "\(scope(of: "Charts"))")
        XCTAssertTrue(scope(of: "content").contains("variable.language.guide.layout"), "\(scope(of: "content"))")
        XCTAssertTrue(scope(of: "frame").contains("variable.language.guide.layout"))
        for name in ["readable", "keyboard", "safeArea"] {
            XCTAssertTrue(scope(of: name).contains("variable.language.view.layout"), "\(name): \(scope(of: name))")
        }
    }

    func testTraitsPrioritiesAndVFLPunctuation() throws {
        let tokenizer = try TextMateTokenizer(grammar: Self.loadGrammar())
        let text = "when wC hR or wR { H:|-(>=8@750)-[a(==b*2)]-| }\nx.width == 2 @high"
        let scopes = tokenizer.tokenize(text)
        let ns = text as NSString
        func scope(of needle: String, occurrence: Int = 0) -> [String] {
            var r = NSRange(location: 0, length: ns.length)
            var found = NSRange(location: NSNotFound, length: 0)
            for _ in 0...occurrence {
                found = ns.range(of: needle, options: [], range: r)
                r = NSRange(location: found.location + 1, length: ns.length - found.location - 1)
            }
            return scopes[found.location]
        }
        XCTAssertTrue(scope(of: "hR").contains("constant.language.trait.layout"))
        XCTAssertTrue(scope(of: "H:").contains("keyword.other.orientation.layout"))
        XCTAssertTrue(scope(of: "|").contains("punctuation.definition.superview.layout"))
        XCTAssertTrue(scope(of: "-").contains("punctuation.separator.connection.layout"))
        XCTAssertTrue(scope(of: ">=").contains("keyword.operator.relation.layout"))
        XCTAssertTrue(scope(of: "750").contains("constant.numeric.priority.layout"))
        XCTAssertTrue(scope(of: "[").contains("punctuation.section.view.begin.layout"))
        XCTAssertTrue(scope(of: "*").contains("keyword.operator.arithmetic.layout"))
        XCTAssertTrue(scope(of: "high").contains("constant.language.priority.layout"))
        XCTAssertTrue(scope(of: "width").contains("support.variable.attribute.layout"))
        XCTAssertTrue(scope(of: "x.").contains("variable.other.view.layout"))
        XCTAssertTrue(scope(of: "a(").contains("variable.other.view.layout"))
    }
}

/// An independent, hand-written scan of `.layout` text that says which scope each keyword,
/// number and comment character must get.
struct ExpectedScopes {
    var offset: Int
    var text: String
    var scopePrefix: String

    static let kinds: Set<String> = ["view", "label", "button", "image", "field", "stack", "guide", "scroll", "switch", "slider",
                                     "segmented", "stepper", "pages", "progress", "activity", "text", "picker", "date", "table",
                                     "collection"]
    static let formatOptions: Set<String> = ["alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
                                             "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllLastBaseline",
                                             "alignAllFirstBaseline", "directionLeadingToTrailing", "directionLeftToRight",
                                             "directionRightToLeft", "spacingEdgeToEdge", "spacingBaselineToBaseline"]
    static let properties: Set<String> = ["intrinsic", "hug", "resist", "hidden", "visible", "axis",
                                          "distribution", "alignment", "spacing", "spacingAfter", "direction", "baseline", "baselineRelative"]
    static let stackValued: Set<String> = ["axis", "distribution", "alignment", "direction"]
    static let attributes: Set<String> = ["left", "right", "leading", "trailing", "centerX", "width",
                                          "top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline"]
    static let priorities: Set<String> = ["required", "high", "low", "fitting"]

    /// Offsets are UTF-16, like the tokenizer's.
    static func scan(_ text: String) -> [ExpectedScopes] {
        let u = Array(text.utf16)
        var out: [ExpectedScopes] = []
        var i = 0
        // What the previous word was used as: a kind keyword makes the next word a name.
        var previousWasKind = false
        var previousWasStackProperty = false
        // `cell table`: the word after `cell` is what the cell belongs to, not a view kind.
        var previousWasCell = false
        var previousChar: UInt16 = 0
        func isLetter(_ c: UInt16) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }
        func isDigit(_ c: UInt16) -> Bool { c >= 48 && c <= 57 }
        func add(_ start: Int, _ end: Int, _ scope: String) {
            let s = String(decoding: u[start..<end], as: UTF16.self)
            out.append(ExpectedScopes(offset: start, text: s, scopePrefix: scope))
        }
        while i < u.count {
            let c = u[i]
            if c == 47, i + 1 < u.count, u[i + 1] == 47 {  // line comment
                let start = i
                while i < u.count, u[i] != 10 { i += 1 }
                for k in start..<i { add(k, k + 1, "comment.line") }
                continue
            }
            if c == 47, i + 1 < u.count, u[i + 1] == 42 {  // block comment
                let start = i
                i += 2
                while i + 1 < u.count, !(u[i] == 42 && u[i + 1] == 47) { i += 1 }
                i = min(u.count, i + 2)
                for k in start..<i where u[k] != 10 { add(k, k + 1, "comment.block") }
                continue
            }
            if isLetter(c) {
                let start = i
                while i < u.count, isLetter(u[i]) || isDigit(u[i]) { i += 1 }
                let word = String(decoding: u[start..<i], as: UTF16.self)
                let next = i < u.count ? u[i] : 0
                if previousChar == 46 {  // after '.': an attribute of an anchor
                    if attributes.contains(word) { add(start, i, "support.variable.attribute") }
                } else if previousChar == 64 {  // after '@'
                    if priorities.contains(word) { add(start, i, "constant.language.priority") }
                } else if previousWasCell && (word == "table" || word == "collection") {
                    add(start, i, "constant.language.cell")
                } else if previousWasKind {
                    add(start, i, "entity.name.type.view")
                } else if previousWasStackProperty {
                    add(start, i, "constant.language.stack")
                } else if (word == "H" || word == "V") && next == 58 {
                    add(start, i + 1, "keyword.other.orientation")
                } else if kinds.contains(word) && next == 32 {
                    add(start, i, "storage.type.view")
                } else if ["when", "else", "or"].contains(word) {
                    add(start, i, "keyword.control")
                } else if word == "metrics" {
                    add(start, i, "keyword.other.metrics")
                } else if word == "set" {
                    add(start, i, "keyword.other.set")
                } else if properties.contains(word) {
                    add(start, i, "keyword.other.property")
                } else if ["wC", "wR", "hC", "hR"].contains(word) {
                    add(start, i, "constant.language.trait")
                } else if word == "options" {
                    add(start, i, "keyword.other.options")
                } else if formatOptions.contains(word) {
                    add(start, i, "constant.language.option")
                } else if word == "cell" && next == 32 {
                    add(start, i, "keyword.other.cell")
                }
                let wasKind = previousWasKind, wasCell = previousWasCell
                previousWasCell = !wasKind && word == "cell" && next == 32
                previousWasKind = !wasKind && !wasCell && previousChar != 46 && kinds.contains(word) && next == 32
                previousWasStackProperty = !wasKind && stackValued.contains(word)
                previousChar = u[i - 1]
                // `intrinsic 120x22`: the size is one lexeme here; its numbers are checked below.
                continue
            }
            if isDigit(c) || (c == 46 && i + 1 < u.count && isDigit(u[i + 1]) && !isLetter(previousChar)) {
                let start = i
                while i < u.count, isDigit(u[i]) || u[i] == 46 { i += 1 }
                var malformed = false
                if i < u.count, u[i] == 101 || u[i] == 69 {  // exponent
                    i += 1
                    if i < u.count, u[i] == 43 || u[i] == 45 { i += 1 }
                    malformed = !(i < u.count && isDigit(u[i]))  // `1e`: not a number (a syntax error)
                    while i < u.count, isDigit(u[i]) { i += 1 }
                }
                if !malformed { add(start, i, "constant.numeric") }
                previousChar = u[i - 1]
                previousWasKind = false
                previousWasStackProperty = false
                previousWasCell = false
                // The `x` of `120x22` separates two numbers.
                if i < u.count, u[i] == 120 {
                    i += 1
                    previousChar = 120
                }
                continue
            }
            if c != 32 && c != 9 {
                previousChar = c
                previousWasKind = false
                previousWasStackProperty = false
                previousWasCell = false
            }
            i += 1
        }
        return out
    }
}
