import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

/// `.storyboard` and `.xib` through the pipeline's front-end seam: each scene, top-level view
/// and prototype cell is a unit, checked on the canvases its document asks for
/// (`UnitCanvases`), with the frames IB stored for the findings that compare them, the views'
/// IB ids for render JSON's `ibID`, and no `.layout` fixes (they would be edits of the XML).
public struct InterfaceBuilderFrontEnd: LayoutFrontEnd {
    /// Creates the front end.
    public init() {}

    public var fileExtensions: [String] { ["storyboard", "xib"] }

    /// The first unit's tree, with every diagnostic of the document (`read` gives them all).
    public func parse(_ source: SourceFile) -> ParseResult {
        let read = InterfaceBuilder.read(source)
        let file = read.units.first.map(Self.syntax) ?? LayoutFileSyntax(statements: [], range: source.range(0, 0))
        return ParseResult(file: file, diagnostics: read.diagnostics)
    }

    public func read(_ source: SourceFile) -> FrontEndDocument {
        let read = InterfaceBuilder.read(source)
        return FrontEndDocument(units: read.units.map(Self.unit), diagnostics: read.documentDiagnostics)
    }

    /// The unit's tree, marked as not `.layout` text (messages quote its constraints printed).
    static func syntax(_ unit: IBUnit) -> LayoutFileSyntax {
        var file = unit.syntax
        file.sourceIsLayoutText = false
        return file
    }

    static func unit(_ u: IBUnit) -> FrontEndUnit {
        var out = FrontEndUnit(name: u.name, title: "\(u.kind.words) '\(u.name)'",
                               parsed: ParseResult(file: syntax(u), diagnostics: u.diagnostics))
        out.canvases = u.canvases
        out.canvasesFollow = u.canvasesFollow
        out.acceptsFixes = false
        for v in u.views {
            out.documentIDs[v.name] = v.ibID
            out.viewDescriptions[v.name] = "the \(words(v.element))\(v.customClass.map { " of class \($0)" } ?? "") with id \(v.ibID)"
        }
        if let design = designCanvas(u) {
            var views: [StoredFrame] = []
            for v in u.views where v.installedInDesign {
                guard var f = v.frame else { continue }
                if v.superview == nil { f = IBRect(x: 0, y: 0, width: u.designCanvas.width, height: u.designCanvas.height) }
                let i = v.alignmentInsets
                views.append(StoredFrame(name: v.name, frame: (f.x, f.y, f.width, f.height),
                                         alignmentInsets: (i.top, i.left, i.bottom, i.right), alignmentKnown: !v.symbolImage,
                                         misplaced: v.misplaced, ambiguous: v.ambiguous, range: v.declaration))
            }
            out.storedFrames = StoredFrames(canvas: design, scale: u.designCanvas.scale, views: views)
        }
        return out
    }

    /// The canvas the stored frames are IB's layout on: the unit's canvas in the design variant
    /// when it is the design canvas, else (a document without a device) IB's 600 × 600 one.
    static func designCanvas(_ u: IBUnit) -> UnitCanvas? {
        guard let traits = u.designCanvas.traits else { return nil }
        let c = u.designCanvas
        if let mine = u.canvases.first(where: { $0.variant == traits }), mine.width == c.width,
           mine.height == c.height || (mine.height == nil && u.syntax.cell != nil),
           mine.safeArea == (c.safeArea.top, c.safeArea.left, c.safeArea.bottom, c.safeArea.right), mine.rootMargin == c.rootMargin {
            return mine
        }
        return UnitCanvases.unitCanvas(c, variant: traits, name: "Interface Builder's \(UnitCanvases.size(c)) canvas")
    }

    /// `imageView` → `image view`.
    static func words(_ element: String) -> String {
        var out = ""
        for c in element {
            if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}
