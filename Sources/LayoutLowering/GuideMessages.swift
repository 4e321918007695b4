import LayoutSource

// The messages of `guide-misuse` (`LayoutSource`'s GuideDiagnosticKinds.swift): a view's guide
// that does not exist. Lowering calls these with what it found.

extension DiagnosticMessage {
    /// `unknown guide 'x' of 'card'`, with the closest guide name.
    public static func unknownGuide(_ name: String, of view: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.guideMisuse, "unknown layout guide '\(name)' of '\(view)'; a view's guides are 'margins' and 'readable'",
                          suggesting: suggestion)
    }

    /// A guide of a `guide` (a `UILayoutGuide` has no margins or readable content guide).
    public static func guideOfGuide(_ guide: String, of view: String) -> DiagnosticMessage {
        DiagnosticMessage(.guideMisuse, "'\(view)' is a layout guide, which has no margins and so no '\(guide)' guide "
            + "(UILayoutGuide has no layoutMarginsGuide or readableContentGuide); relate '\(view)' itself, or use its superview's '\(guide)'")
    }

    /// The keyboard guide of a view other than the root.
    public static func keyboardNotRoot(_ view: String) -> DiagnosticMessage {
        DiagnosticMessage(.guideMisuse, "only the root has a keyboard guide here ('keyboard', UIKit's keyboardLayoutGuide), not '\(view)'",
                          suggesting: "keyboard")
    }
}
