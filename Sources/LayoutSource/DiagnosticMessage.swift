/// A diagnostic before it has a place: its kind, its text and the name a did-you-mean fix would
/// put in place of the diagnostic's range. Each stage's constructors build these beside the
/// stage (`LayoutSyntax/SyntaxMessages.swift`, `LayoutLowering/LoweringMessages.swift`,
/// `LayoutCheck/CheckMessages.swift`, …), so a message's wording lives in one place and the call
/// site only says what it found; `Diagnostic.init(_:in:at:notes:)` places one in a file.
public struct DiagnosticMessage: Hashable, Sendable {
    /// The kind, which decides id and severity.
    public let kind: DiagnosticKind
    /// The message text (one sentence, readable without the source).
    public let text: String
    /// The suggested name, when the text ends with "did you mean …?": the fix replaces the
    /// diagnostic's range with it.
    public let replacement: String?

    /// A message; `replacement` is appended to `text` as the "did you mean" suffix.
    public init(_ kind: DiagnosticKind, _ text: String, suggesting replacement: String? = nil) {
        self.kind = kind
        // Without a suggestion the text is kept as it is (the checker makes tens of thousands).
        self.text = replacement.map { text + NameSuggestion.didYouMean($0) } ?? text
        self.replacement = replacement
    }

    /// A message whose text already names `replacement` where it reads best (not at the end).
    public init(_ kind: DiagnosticKind, text: String, replacement: String?) {
        self.kind = kind
        self.text = text
        self.replacement = replacement
    }
}

extension Diagnostic {
    /// Places `message` at `range` of `file`; a suggested name becomes a replacement fix of
    /// that range.
    public init(_ message: DiagnosticMessage, in file: SourceFile, at range: SourceRange,
                notes: [DiagnosticNote] = [], fixes: [DiagnosticFix] = []) {
        let suggested = message.replacement.map { [NameSuggestion.replacement($0, at: range)] } ?? []
        self.init(message.kind, message.text, in: file, at: range, notes: notes, fixes: suggested + fixes)
    }

    /// Places `message` at `range` of the file at `path`, with every field (the checker's,
    /// which knows traits, subject and axis); a suggested name becomes a replacement fix.
    public init(_ message: DiagnosticMessage, file path: String, range: SourceRange,
                notes: [DiagnosticNote] = [], traits: [String] = [], subject: String? = nil, axis: String? = nil,
                fixes: [DiagnosticFix] = []) {
        var all = fixes
        if let name = message.replacement { all.insert(NameSuggestion.replacement(name, at: range), at: 0) }
        self.init(message.kind, message.text, file: path, range: range, notes: notes, traits: traits,
                  subject: subject, axis: axis, fixes: all)
    }
}
