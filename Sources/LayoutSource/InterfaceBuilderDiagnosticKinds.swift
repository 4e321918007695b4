// The kinds of "Interface Builder documents" (docs/diagnostics.md): findings of the front end
// that reads `.storyboard` and `.xib` files (docs/interface-builder.md). They are located at
// the XML element and name the object by its readable name and IB id. The ids never change
// once published; the prose is the docs' prose.

extension DiagnosticKind {
    /// The document is not well-formed XML.
    public static let ibXML = DiagnosticKind(
        id: "ib-xml", severity: .error, family: .interfaceBuilder,
        summary: "An Interface Builder document that is not well-formed XML.",
        explanation: "A `.storyboard` or `.xib` file is not well-formed XML: a tag that is never closed, an end tag that does not match, an unquoted attribute value, an unknown entity such as `&nbsp;`, elements nested more than 512 levels deep. Reading stops at the first such place, which is where the caret is; nothing of the document is checked. Xcode never writes such a file: it usually comes from a merge conflict resolved by hand.",
        fix: "Correct the XML at the location given (a merge conflict's markers `<<<<<<<` are the usual cause), or check out the document again.")

    /// Not an iOS Interface Builder document.
    public static let ibDocument = DiagnosticKind(
        id: "ib-document", severity: .error, family: .interfaceBuilder,
        summary: "A well-formed XML file that is not an iOS (Cocoa Touch) Interface Builder document.",
        explanation: "The file reads as XML but is not a document vflc can check: its root element is not `<document>`, or its `type` is a macOS (Cocoa) storyboard or xib, whose views are `NSView`s laid out by AppKit, or another kind of Interface Builder file (watchOS, tvOS). Nothing of it is checked.",
        fix: "Check only the iOS documents: leave the macOS ones out of folder walks with a `.vflc.json` `exclude` pattern.")

    /// The document does not use Auto Layout.
    public static let ibNoAutolayout = DiagnosticKind(
        id: "ib-no-autolayout", severity: .warning, family: .interfaceBuilder,
        summary: "An Interface Builder document without Auto Layout: its views are placed by their frames and autoresizing masks.",
        explanation: "The document does not set `useAutolayout=\"YES\"` (Interface Builder's \"Use Auto Layout\" is off), so UIKit places every view at its stored frame and resizes it by its autoresizing mask. vflc reads it as UIKit runs it: each view gets the constraints UIKit makes from its frame and mask, and the layout is checked like any other; there is nothing ambiguous or in conflict to find unless a superview changes size.",
        fix: "Nothing, if the screen is meant to be fixed; otherwise turn on Auto Layout in the document's File inspector and add constraints.")

    /// An element or setting that vflc does not read.
    public static let ibUnsupported = DiagnosticKind(
        id: "ib-unsupported", severity: .warning, family: .interfaceBuilder,
        summary: "An element or setting of the document that vflc does not read yet; it is left out.",
        explanation: "The document has an element vflc does not know (a new Xcode's, a third-party plug-in's), a construct it does not map yet (a view a bar item holds by key, a cell outside a table's or collection's cells), or a value it cannot read (a size-class variation key for another trait). That part is left out, with everything it holds, and the rest is checked; findings about the views around it may be consequences.",
        fix: "Nothing to fix in the document; the message says what was left out. Report constructs Xcode writes that vflc should read.")

    /// A constraint that names something that is not a view of its scene.
    public static let ibReference = DiagnosticKind(
        id: "ib-reference", severity: .warning, family: .interfaceBuilder,
        summary: "A constraint or a size-class mask names an object that is not a view or guide of its scene; it is left out.",
        explanation: "A `<constraint>`'s `firstItem` or `secondItem`, or a `<variation>`'s `<include>`/`<exclude>`, names an id that is not a view, a layout guide or a constraint of the same scene (a view of another scene, a deleted view, an object that is not a view), or a constraint has an attribute IB does not write. UIKit would fail to load such a nib; vflc leaves the constraint out and checks the rest.",
        fix: "Open the document in Xcode, which removes or reports the broken reference, or delete the constraint from the XML.")

    /// A view IB marked misplaced, with how far its stored frame is from the solved one.
    public static let ibMisplaced = DiagnosticKind(
        id: "ib-misplaced", severity: .warning, family: .interfaceBuilder,
        summary: "A view Interface Builder marked misplaced: its stored frame is not the frame its constraints give on the document's device.",
        explanation: "Interface Builder writes `misplaced=\"YES\"` on a view whose frame on the canvas is not what its constraints give (the orange frame and \"Frame will be different at run time\" in Xcode). vflc solves the unit on the canvas the document was laid out on and says by how much the stored frame differs and what the frame at run time is. When the constraints do give the stored frame there, the flag itself is stale and the message says so.",
        fix: "In Xcode, select the view and choose Editor ▸ Update Frames (⌥⌘=) to show the run-time layout, or Update Constraint Constants if the stored frame is the one meant.")

    /// A stored frame that the constraints do not give, which IB did not mark misplaced.
    public static let ibStaleFrame = DiagnosticKind(
        id: "ib-stale-frame", severity: .warning, family: .interfaceBuilder,
        summary: "The frames Interface Builder stored do not satisfy a constraint of the document, and it did not mark them misplaced.",
        explanation: "Interface Builder often leaves `misplaced` unset on frames it did not update: after a constraint's constant was edited in the XML or by a merge, or a view was moved by its frame. The stored frames then show a layout the app does not have, and every review of the canvas is of the wrong picture. vflc evaluates each required constraint between the document's views on their stored frames (the alignment rectangles, on the design device) and reports the constraints they miss by more than 0.5 pt, at the `<constraint>`.",
        fix: "Open the document in Xcode and choose Editor ▸ Update Frames (⌥⌘=) for the scene, or correct the constraint if the stored frames are the layout meant.")
}

extension DiagnosticID {
    /// `ib-xml`: an Interface Builder document that is not well-formed XML.
    public static let ibXML = DiagnosticKind.ibXML.id
    /// `ib-document`: not an iOS Interface Builder document.
    public static let ibDocument = DiagnosticKind.ibDocument.id
    /// `ib-no-autolayout`: a document without Auto Layout.
    public static let ibNoAutolayout = DiagnosticKind.ibNoAutolayout.id
    /// `ib-unsupported`: an element or setting vflc does not read.
    public static let ibUnsupported = DiagnosticKind.ibUnsupported.id
    /// `ib-reference`: a reference to an object that is not a view of the scene.
    public static let ibReference = DiagnosticKind.ibReference.id
    /// `ib-misplaced`: a view IB marked misplaced.
    public static let ibMisplaced = DiagnosticKind.ibMisplaced.id
    /// `ib-stale-frame`: stored frames that miss a constraint, not marked misplaced.
    public static let ibStaleFrame = DiagnosticKind.ibStaleFrame.id
}
