import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

/// A view of a unit, as the pipeline carries it beside the syntax (render JSON's `ibID`,
/// IB-specific findings such as a misplaced view's stored frame).
public struct IBViewInfo: Sendable {
    /// The readable name the unit's syntax declares it under (`titleLabel`); `root` for the root.
    public var name: String
    /// The element's `id` (`4xZ-ab-1cd`).
    public var ibID: String
    /// The element name (`label`, `stackView`).
    public var element: String
    /// The UIKit class of the element (`UILabel`; `UIView` for an unknown element).
    public var className: String
    /// `customClass`, when set (`ChartView`).
    public var customClass: String?
    /// The frame stored in the document, relative to the superview (`nil` when none is stored).
    public var frame: IBRect?
    /// How far the frame extends past the alignment rectangle the constraints place (a
    /// slider's, a switch's): the solved frame is the solved rectangle outset by these.
    public var alignmentInsets: IBInsets
    /// An image view showing an SF Symbol (`catalog="system"`): its alignment rectangle is the
    /// symbol's, which the document does not hold (1–1.5 pt inside or outside its frame).
    public var symbolImage: Bool
    /// `misplaced="YES"`: IB knows the stored frame is not what the constraints give.
    public var misplaced: Bool
    /// `ambiguous="YES"`: IB found the view's layout ambiguous.
    public var ambiguous: Bool
    /// Whether it is installed in the variant the stored frames are IB's solution for (a view
    /// IB did not install there keeps a placeholder frame).
    public var installedInDesign: Bool
    /// The name of its superview (`root` for a top-level one); `nil` for the root.
    public var superview: String?
    /// The view element's start tag.
    public var declaration: SourceRange
}

/// What a unit is: a view controller's scene, a top-level view, a cell, a header or footer.
public enum IBUnitKind: String, Sendable {
    /// A view controller's root view (storyboards; xibs rarely).
    case scene
    /// A top-level view of a xib (or a view in a storyboard scene's dock).
    case topLevelView
    /// A table or collection view cell's content view (a prototype, a static cell, a xib's cell).
    case cell
    /// A table's header view (`tableHeaderView`).
    case tableHeader
    /// A table's footer view (`tableFooterView`).
    case tableFooter
    /// A collection's section header (`sectionHeaderView`).
    case sectionHeader
    /// A collection's section footer (`sectionFooterView`).
    case sectionFooter

    /// The words of output (`table header`).
    public var words: String {
        switch self {
        case .scene: return "scene"
        case .topLevelView: return "view"
        case .cell: return "cell"
        case .tableHeader: return "table header"
        case .tableFooter: return "table footer"
        case .sectionHeader: return "section header"
        case .sectionFooter: return "section footer"
        }
    }
}

/// One unit of a document: a `.layout` file's worth of views.
public struct IBUnit: Sendable {
    /// Unique in the document: the view controller's class or label, else the root view's
    /// readable name (`WelcomeViewController`, `ProfileHeaderView`, `view2`); a header's or
    /// footer's custom class, label or outlet, else its container's name (`tableViewHeader`).
    public var name: String
    /// Scene or top-level view.
    public var kind: IBUnitKind
    /// The syntax: the root is the canvas, every other view a declaration, every constraint a
    /// statement, each node's range in the document's XML.
    public var syntax: LayoutFileSyntax
    /// The root view's element (`id` and start tag).
    public var rootID: String
    /// The root view's start tag.
    public var range: SourceRange
    /// The document's device.
    public var device: IBDevice
    /// The canvas the stored frames are IB's solution on.
    public var designCanvas: IBCanvas
    /// Every view, root first, in document order.
    public var views: [IBViewInfo]
    /// The `ib-…` diagnostics of its views and constraints, sorted (also in the document's
    /// `IBReadResult.diagnostics`).
    public var diagnostics: [Diagnostic] = []
    /// The canvases it is checked on, one per size-class variant: the design canvas in the
    /// design variant, the devices docs/interface-builder.md ("Checking a unit") names in the others.
    public var canvases: [UnitCanvas] = []
    /// A header's or footer's canvases as a function of where its holding unit (an earlier one)
    /// lays the container out, which the pipeline resolves (`Pipeline.read`); `canvases` is then
    /// the stored size, the fallback.
    public var canvasesFollow: CanvasDependency?
}

/// What reading a document gives.
public struct IBReadResult: Sendable {
    /// The document's facts; `nil` when it is not an iOS Interface Builder document.
    public var document: IBDocumentInfo?
    /// Its units, in document order.
    public var units: [IBUnit]
    /// `ib-…` diagnostics, sorted; an error means nothing (or not all) of it was read.
    public var diagnostics: [Diagnostic]
    /// Those of `diagnostics` that belong to no unit (the document, its scenes' controllers).
    public var documentDiagnostics: [Diagnostic] = []
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The front end for Interface Builder documents (docs/interface-builder.md): a `.storyboard`
/// or `.xib` read as UIKit runs it, into the same syntax a `.layout` file parses to, one
/// `LayoutFileSyntax` per scene or top-level view. Lowering, checking and every writer then
/// work unchanged, their locations pointing into the XML.
public enum InterfaceBuilder {
    /// The file extensions it reads.
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// Reads `source` (the document's text).
    public static func read(_ source: SourceFile) -> IBReadResult {
        let xml: XMLDocument
        switch XMLReader.read(source) {
        case .success(let d): xml = d
        case .failure(let e):
            let d = [Diagnostic(.ibXML, "not well-formed XML: \(e.message)", in: source, at: e.range)]
            var result = IBReadResult(document: nil, units: [], diagnostics: d)
            result.documentDiagnostics = d
            return result
        }
        var reader = IBDocumentReader(xml: xml, source: source)
        guard let info = reader.documentInfo() else {
            var result = IBReadResult(document: nil, units: [], diagnostics: reader.diagnostics)
            result.documentDiagnostics = reader.diagnostics
            return result
        }
        let models = reader.units(info)
        let documentLevel = reader.diagnostics
        var diagnostics = documentLevel
        var unitNames = ViewNaming()
        var units: [IBUnit] = []
        for model in models {
            var builder = UnitSyntaxBuilder(model: model, xml: xml, source: source, document: info)
            // A header or footer is placed in the unit read before it that holds its container.
            let ownerIndex = model.supplementary.flatMap { s in units.lastIndex { $0.rootID == s.ownerRootID } }
            builder.owner = ownerIndex.map { units[$0] }
            var unit = builder.build(unitNames: &unitNames)
            unit.diagnostics = (model.diagnostics + builder.diagnostics).sorted(by: Diagnostic.sortKey)
            if let info = model.supplementary {
                // The stored size until the pipeline gives the holding unit's frames.
                unit.canvases = SupplementaryCanvases.canvases(info, design: unit.designCanvas, owner: builder.owner, containers: [:])
                if let ownerIndex, let owner = builder.owner {
                    let design = unit.designCanvas
                    unit.canvasesFollow = CanvasDependency(unit: ownerIndex) { frames in
                        SupplementaryCanvases.canvases(info, design: design, owner: owner, containers: frames.mapValues {
                            $0.mapValues { IBRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                        })
                    }
                }
            } else {
                unit.canvases = UnitCanvases.canvases(model, design: unit.designCanvas, document: info)
            }
            diagnostics += unit.diagnostics
            units.append(unit)
        }
        diagnostics.sort(by: Diagnostic.sortKey)
        var result = IBReadResult(document: info, units: units, diagnostics: diagnostics)
        result.documentDiagnostics = documentLevel.sorted(by: Diagnostic.sortKey)
        return result
    }
}
