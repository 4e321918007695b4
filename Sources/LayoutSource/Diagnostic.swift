/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// The stable identifier of a kind of diagnostic (`unsatisfiable`, `unknown-view`, …).
///
/// Each stage declares its own ids in an extension (see `docs/diagnostics.md` for the
/// catalogue); the raw value is what JSON, SARIF (`ruleId`) and the docs use.
public struct DiagnosticID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.rawValue < b.rawValue }
}

/// A secondary location attached to a diagnostic ("the other constraint is here").
public struct DiagnosticNote: Hashable, Sendable {
    /// What this location contributes, readable on its own.
    public var message: String
    /// Where, in the same file as the diagnostic; `nil` for a note without a location.
    public var range: SourceRange?

    /// Creates a note.
    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One finding about a source file. Diagnostics are data; rendering is done elsewhere
/// (`TextDiagnosticRenderer` here, JSON/GitHub/SARIF in `LayoutBackends`).
public struct Diagnostic: Hashable, Sendable {
    /// The stable id of this kind of finding.
    public var id: DiagnosticID
    /// Error, warning or note.
    public var severity: Severity
    /// The message: one sentence, readable without the source.
    public var message: String
    /// The path of the file it is about.
    public var file: String
    /// The primary range.
    public var range: SourceRange
    /// Secondary locations and remarks.
    public var notes: [DiagnosticNote]
    /// The trait variants (`"wC hR"`, …) in which it holds; empty when it does not depend on one.
    public var traits: [String]
    /// The view it concerns, when it concerns one.
    public var subject: String?
    /// `horizontal` or `vertical`, when it concerns one axis.
    public var axis: String?
    /// Fixes an editor may offer (code actions); data, never applied by the compiler.
    public var fixes: [DiagnosticFix]

    /// Creates a diagnostic from its parts. The pipeline's stages use `init(_:_:in:at:)`,
    /// which takes id and severity from a catalogued kind; this one is for data from elsewhere
    /// (tests, decoded diagnostics).
    public init(
        id: DiagnosticID, severity: Severity, message: String, file: String, range: SourceRange,
        notes: [DiagnosticNote] = [], traits: [String] = [], subject: String? = nil, axis: String? = nil,
        fixes: [DiagnosticFix] = []
    ) {
        self.fixes = fixes
        self.id = id
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
        self.traits = traits
        self.subject = subject
        self.axis = axis
    }

    /// A diagnostic of `kind` (its id and severity) in `file`: how every stage reports.
    public init(_ kind: DiagnosticKind, _ message: String, in file: SourceFile, at range: SourceRange,
                notes: [DiagnosticNote] = [], fixes: [DiagnosticFix] = []) {
        self.init(id: kind.id, severity: kind.severity, message: message, file: file.path, range: range,
                  notes: notes, fixes: fixes)
    }

    /// A diagnostic of `kind` with every field (the checker's, which knows subject and axis).
    public init(_ kind: DiagnosticKind, _ message: String, file: String, range: SourceRange,
                notes: [DiagnosticNote] = [], traits: [String] = [], subject: String? = nil, axis: String? = nil,
                fixes: [DiagnosticFix] = []) {
        self.init(id: kind.id, severity: kind.severity, message: message, file: file, range: range,
                  notes: notes, traits: traits, subject: subject, axis: axis, fixes: fixes)
    }

    /// The catalogue's entry for this diagnostic's id, when it has one.
    public var kind: DiagnosticKind? { DiagnosticCatalogue.kind(id) }
}

extension Diagnostic {
    /// The order diagnostics are printed in: by file, position, then severity and id.
    /// Deterministic output depends on it.
    public static func sortKey(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.range != b.range { return a.range < b.range }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.id != b.id { return a.id < b.id }
        return a.message < b.message
    }
}

extension Diagnostic {
    /// The element at `n` of `array`, moved out: the slot is left holding an empty diagnostic
    /// (nothing to retain). For passes that reorder or filter tens of thousands of diagnostics
    /// (merging, sorting, folding): a copy retains every string and array of the diagnostic,
    /// and dropping the original releases them again.
    @inlinable
    public static func take(from array: inout [Diagnostic], at n: Int) -> Diagnostic {
        let nowhere = SourceLocation(line: 0, column: 0, offset: 0)
        var d = Diagnostic(id: DiagnosticID(rawValue: ""), severity: .note, message: "", file: "",
                           range: SourceRange(start: nowhere, end: nowhere))
        swap(&d, &array[n])
        return d
    }

    /// Appends `source`'s diagnostics to `target`, moved rather than copied (`take`).
    @inlinable
    public static func move(_ source: consuming [Diagnostic], to target: inout [Diagnostic]) {
        if target.isEmpty {
            target = source
            return
        }
        var source = source
        target.reserveCapacity(target.count + source.count)
        for n in source.indices { target.append(take(from: &source, at: n)) }
    }
}
