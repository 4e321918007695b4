import Foundation

/// A small TextMate grammar interpreter, enough to check `Grammar/layout.tmLanguage.json`
/// against real files: `match` rules, `begin`/`end` rules spanning lines, `include` of
/// repository entries and `$self`, `captures`/`beginCaptures`/`endCaptures` (with nested
/// `patterns`), and `name`. Editors use Oniguruma; this uses ICU through NSRegularExpression,
/// which is why the grammar keeps to the subset both understand.
///
/// The result is the stack of scope names on every UTF-16 unit of the text, which is what a
/// test needs to ask "does this keyword get a keyword scope?".
final class TextMateTokenizer {
    /// A compiled rule.
    final class Rule {
        var name: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var captures: [Int: Capture] = [:]
        var beginCaptures: [Int: Capture] = [:]
        var endCaptures: [Int: Capture] = [:]
        var patterns: [Rule] = []
        var include: String?
    }

    /// What a capture group contributes: a scope and/or patterns applied to its text.
    struct Capture {
        var name: String?
        var patterns: [Rule]
    }

    enum GrammarError: Error, CustomStringConvertible {
        case badRegex(String, String)
        case badInclude(String)
        case notAnObject(String)
        var description: String {
            switch self {
            case .badRegex(let p, let e): return "pattern does not compile: \(p) (\(e))"
            case .badInclude(let i): return "include does not resolve: \(i)"
            case .notAnObject(let w): return "expected an object at \(w)"
            }
        }
    }

    private var repository: [String: Rule] = [:]
    private let root: Rule
    /// Every regex source in the grammar, for reporting.
    private(set) var regexCount = 0

    /// Compiles the grammar; throws on the first regex that does not compile or include that
    /// does not resolve.
    init(grammar: [String: Any]) throws {
        root = Rule()
        let repo = grammar["repository"] as? [String: Any] ?? [:]
        // Two passes so includes can refer to entries defined later.
        for key in repo.keys { repository[key] = Rule() }
        for (key, value) in repo {
            guard let dict = value as? [String: Any] else { throw GrammarError.notAnObject(key) }
            try fill(repository[key]!, from: dict, at: "repository.\(key)")
        }
        try fill(root, from: ["patterns": grammar["patterns"] ?? []], at: "patterns")
        try checkIncludes(root, seen: [])
        for rule in repository.values { try checkIncludes(rule, seen: []) }
    }

    private func compile(_ source: String) throws -> NSRegularExpression {
        regexCount += 1
        do { return try NSRegularExpression(pattern: source, options: []) } catch {
            throw GrammarError.badRegex(source, "\(error)")
        }
    }

    private func fill(_ rule: Rule, from dict: [String: Any], at path: String) throws {
        rule.name = dict["name"] as? String
        rule.include = dict["include"] as? String
        if let m = dict["match"] as? String { rule.match = try compile(m) }
        if let b = dict["begin"] as? String { rule.begin = try compile(b) }
        if let e = dict["end"] as? String { rule.end = try compile(e) }
        rule.captures = try captures(dict["captures"], at: path)
        rule.beginCaptures = try captures(dict["beginCaptures"], at: path)
        rule.endCaptures = try captures(dict["endCaptures"], at: path)
        if rule.beginCaptures.isEmpty, rule.begin != nil { rule.beginCaptures = rule.captures }
        if rule.endCaptures.isEmpty, rule.end != nil { rule.endCaptures = rule.captures }
        rule.patterns = try patterns(dict["patterns"], at: path)
    }

    private func patterns(_ any: Any?, at path: String) throws -> [Rule] {
        guard let list = any as? [Any] else { return [] }
        return try list.enumerated().map { i, item in
            guard let d = item as? [String: Any] else { throw GrammarError.notAnObject("\(path)[\(i)]") }
            let r = Rule()
            try fill(r, from: d, at: "\(path)[\(i)]")
            return r
        }
    }

    private func captures(_ any: Any?, at path: String) throws -> [Int: Capture] {
        guard let dict = any as? [String: Any] else { return [:] }
        var out: [Int: Capture] = [:]
        for (k, v) in dict {
            guard let n = Int(k), let d = v as? [String: Any] else { throw GrammarError.notAnObject("\(path).captures.\(k)") }
            out[n] = Capture(name: d["name"] as? String, patterns: try patterns(d["patterns"], at: path))
        }
        return out
    }

    private func checkIncludes(_ rule: Rule, seen: Set<ObjectIdentifier>) throws {
        if seen.contains(ObjectIdentifier(rule)) { return }
        let seen = seen.union([ObjectIdentifier(rule)])
        if let inc = rule.include { _ = try resolve(inc) }
        for p in rule.patterns { try checkIncludes(p, seen: seen) }
        for c in rule.captures.values.map(\.patterns) + rule.beginCaptures.values.map(\.patterns)
            + rule.endCaptures.values.map(\.patterns) {
            for p in c { try checkIncludes(p, seen: seen) }
        }
    }

    private func resolve(_ include: String) throws -> Rule {
        if include == "$self" || include == "$base" { return root }
        if include.hasPrefix("#"), let r = repository[String(include.dropFirst())] { return r }
        throw GrammarError.badInclude(include)
    }

    /// Flattens includes into the list of rules that can match.
    private func expand(_ rules: [Rule], depth: Int = 0) -> [Rule] {
        var out: [Rule] = []
        for r in rules {
            if let inc = r.include, let target = try? resolve(inc) {
                if depth < 16 {
                    out += target.match != nil || target.begin != nil ? [target] : expand(target.patterns, depth: depth + 1)
                }
            } else if r.match != nil || r.begin != nil {
                out.append(r)
            } else if depth < 16 {
                out += expand(r.patterns, depth: depth + 1)
            }
        }
        return out
    }

    private struct Frame {
        var rule: Rule
        var end: NSRegularExpression
        var pushedAt: (line: Int, pos: Int)
    }

    private static let options: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]

    /// The scopes of every UTF-16 unit of `text` (newlines get the scopes open at the line end).
    func tokenize(_ text: String) -> [[String]] {
        let ns = text as NSString
        var scopes = [[String]](repeating: [], count: ns.length)
        var stack: [Frame] = []
        var lineStart = 0
        var lineNumber = 0
        while lineStart <= ns.length {
            let nl = ns.range(of: "\n", options: [], range: NSRange(location: lineStart, length: ns.length - lineStart))
            let lineEnd = nl.location == NSNotFound ? ns.length : nl.location
            let line = ns.substring(with: NSRange(location: lineStart, length: lineEnd - lineStart)) as NSString
            let lineScopes = tokenizeLine(line, lineNumber: lineNumber, stack: &stack)
            for (i, s) in lineScopes.enumerated() { scopes[lineStart + i] = s }
            if nl.location == NSNotFound { break }
            scopes[lineEnd] = stack.compactMap(\.rule.name)
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return scopes
    }

    private func tokenizeLine(_ line: NSString, lineNumber: Int, stack: inout [Frame]) -> [[String]] {
        let n = line.length
        var out = [[String]](repeating: [], count: n)
        var pos = 0
        // Rules that matched empty (or begin/end pairs that closed without progress) may not
        // match again at the same position, or the loop would never advance.
        var blocked: Set<ObjectIdentifier> = []
        var iterations = 0
        while iterations < 10 * (n + 10) {
            iterations += 1
            let base = stack.compactMap(\.rule.name)
            var best: (rule: Rule?, m: NSTextCheckingResult)?
            // The end pattern wins ties, as in TextMate (no `applyEndPatternLast` here).
            if let end = stack.last?.end,
               let m = end.firstMatch(in: line as String, options: Self.options, range: NSRange(location: pos, length: n - pos)) {
                best = (nil, m)
            }
            for rule in expand(stack.last?.rule.patterns ?? root.patterns) {
                guard let re = rule.match ?? rule.begin, !blocked.contains(ObjectIdentifier(rule)) else { continue }
                guard let m = re.firstMatch(in: line as String, options: Self.options, range: NSRange(location: pos, length: n - pos))
                else { continue }
                if best == nil || m.range.location < best!.m.range.location { best = (rule, m) }
            }
            guard let (rule, m) = best else {
                for i in pos..<n { out[i] = base }
                break
            }
            for i in pos..<m.range.location { out[i] = base }
            let mEnd = m.range.location + m.range.length
            if let rule {
                let scoped = base + (rule.name.map { [$0] } ?? [])
                for i in m.range.location..<mEnd { out[i] = scoped }
                if rule.match != nil {
                    applyCaptures(rule.captures, m, line, &out, base: scoped)
                    if m.range.length == 0 { blocked.insert(ObjectIdentifier(rule)) }
                } else {
                    applyCaptures(rule.beginCaptures, m, line, &out, base: scoped)
                    let endRe = rule.end ?? (try! NSRegularExpression(pattern: "$"))
                    stack.append(Frame(rule: rule, end: endRe, pushedAt: (lineNumber, m.range.location)))
                }
            } else {
                let frame = stack.removeLast()
                for i in m.range.location..<mEnd { out[i] = base }
                applyCaptures(frame.rule.endCaptures, m, line, &out, base: base)
                if m.range.length == 0, frame.pushedAt.line == lineNumber, frame.pushedAt.pos == m.range.location {
                    blocked.insert(ObjectIdentifier(frame.rule))
                }
            }
            if m.range.length > 0 { blocked = [] }
            pos = mEnd
        }
        return out
    }

    private func applyCaptures(_ caps: [Int: Capture], _ m: NSTextCheckingResult, _ line: NSString,
                               _ out: inout [[String]], base: [String]) {
        for (index, cap) in caps.sorted(by: { $0.key < $1.key }) where index < m.numberOfRanges {
            let r = m.range(at: index)
            guard r.location != NSNotFound else { continue }
            let scoped = base + (cap.name.map { [$0] } ?? [])
            for i in r.location..<(r.location + r.length) { out[i] = scoped }
            if !cap.patterns.isEmpty {
                let sub = line.substring(with: r) as NSString
                var substack: [Frame] = []
                let savedRoot = root.patterns
                root.patterns = cap.patterns
                let inner = tokenizeLine(sub, lineNumber: -1, stack: &substack)
                root.patterns = savedRoot
                for (k, s) in inner.enumerated() {
                    out[r.location + k] = scoped + s
                }
            }
        }
    }
}
