// The kinds of "Configuration and suppression comments" (docs/diagnostics.md): findings
// about `.vflc.json` files and `// vflc-ignore` comments rather than about the layout itself
// (docs/configuration.md). The ids never change once published; the prose is the docs' prose.

extension DiagnosticKind {
    /// A `// vflc-ignore` comment that silenced nothing.
    public static let unusedSuppression = DiagnosticKind(
        id: "unused-suppression", severity: .warning, family: .configuration,
        summary: "A `// vflc-ignore` comment names a diagnostic that its statement (or file) does not have.",
        explanation: "A `// vflc-ignore: ID` comment silenced nothing: the statement it applies to (the next line with code, or its own line when it ends one) has no diagnostic with that id, nor does the file for `// vflc-ignore-file: ID`. Usually the warning was fixed and the comment stayed, or the comment stands before the wrong line. Not reported for a file with errors, whose findings may be missing or consequences of the error.",
        fix: "Remove the id from the comment (or the comment), or move the comment to the line before the statement it is about.")

    /// A `// vflc-ignore` comment that cannot silence what it names.
    public static let invalidSuppression = DiagnosticKind(
        id: "invalid-suppression", severity: .warning, family: .configuration,
        summary: "A `// vflc-ignore` comment names an unknown id or an error, or is malformed.",
        explanation: "A suppression comment names an id that vflc never reports (a suggestion follows when one is close), names an error (errors cannot be suppressed: there is nothing correct to draw), names nothing, or misses the colon after `vflc-ignore`. The rest of the comment still applies.",
        fix: "Correct the id (this page lists them all), or fix the error instead of suppressing it.")

    /// A `// vflc-canvas:` comment that cannot be read.
    public static let invalidCanvas = DiagnosticKind(
        id: "invalid-canvas", severity: .warning, family: .configuration,
        summary: "A `// vflc-canvas:` comment that is not a size-class variant and a canvas; it is ignored.",
        explanation: "A `// vflc-canvas: wC hR 393x852 safe-area 59,0,34,0 margin 16 device NAME` comment names a canvas the file is checked on in one size-class variant (`vflc import` writes one per variant, the canvases of the Interface Builder document it came from). This one does not start with a variant (`wC hR`, `wR hC`, …) and a size (`393x852`, `320xauto`), has a word other than `safe-area`, `margin` and `device` after them, a value that is not a number, or names a variant an earlier comment named. It is ignored; the file's other canvases apply, and variants without one are checked on their default devices.",
        fix: "Correct the comment (docs/configuration.md, \"Canvases of a file\"), or delete it to check the variant on its default device.")

    /// A `.vflc.json` key or value that is not understood.
    public static let configWarning = DiagnosticKind(
        id: "config-warning", severity: .warning, family: .configuration,
        summary: "A `.vflc.json` key or diagnostic id is unknown, reserved, or a setting cannot apply.",
        explanation: "A configuration file has a key the schema does not define (with a suggestion when one is close), a key reserved for a later version (`contentSizes`, `direction`), an unknown diagnostic id, or a setting that would turn off or lower an error. That part is ignored and the rest of the file applies. The location is in the `.vflc.json`.",
        fix: "Correct the key or id (docs/configuration.md has the schema), or remove it. (No example file: reported in a `.vflc.json`, not in a layout.)")

    /// A `.vflc.json` that cannot be used.
    public static let configError = DiagnosticKind(
        id: "config-error", severity: .error, family: .configuration,
        summary: "A `.vflc.json` is not valid JSON, or a value has the wrong type; its files are not checked (exit 2).",
        explanation: "A configuration file is malformed JSON (with the exact line and column), is not an object, or has a value of the wrong type or form: a trait that does not parse, an unknown device, a setting other than `off`, `warning` or `error`. The files it applies to are not checked, the others are, and the exit status is 2.",
        fix: "Fix the file at the location given; `vflc config --effective FILE` shows what applies once it reads. (No example file: reported in a `.vflc.json`, not in a layout.)")
}

extension DiagnosticID {
    /// `unused-suppression`: a `// vflc-ignore` comment that silenced nothing.
    public static let unusedSuppression = DiagnosticKind.unusedSuppression.id
    /// `invalid-suppression`: a suppression comment naming an unknown id or an error.
    public static let invalidSuppression = DiagnosticKind.invalidSuppression.id
    /// `config-warning`: an unknown or reserved `.vflc.json` key or id.
    public static let configWarning = DiagnosticKind.configWarning.id
    /// `invalid-canvas`: a `// vflc-canvas:` comment that cannot be read.
    public static let invalidCanvas = DiagnosticKind.invalidCanvas.id
    /// `config-error`: a `.vflc.json` that cannot be used.
    public static let configError = DiagnosticKind.configError.id
}
