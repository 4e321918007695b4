import LayoutSource

// The message of `format-internal` (`LayoutSource`'s FormatDiagnosticKinds.swift), beside the
// formatter that reports it.

extension DiagnosticMessage {
    /// The formatted text would not lex to the file's own tokens (`problem` says how), so the
    /// file is left as it is.
    static func tokensWouldChange(_ problem: String) -> DiagnosticMessage {
        DiagnosticMessage(.formatInternal, "the formatter would change this file's tokens (\(problem)); left unchanged")
    }
}
