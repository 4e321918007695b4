import LayoutSource

/// A front end: reads one kind of source document into the syntax tree every later stage
/// works from (docs/architecture.md, "Adding a front end").
///
/// The tree is the contract: lowering, the checker and the emitters do not know which front
/// end made it. A front end never fails: it returns what it could read, with diagnostics whose
/// ranges (and those of every node) point into the document's own text, so every writer quotes
/// the right line. The pipeline picks the front end by the document's file extension
/// (`LayoutPipeline.FrontEnds`).
public protocol LayoutFrontEnd: Sendable {
    /// The extensions of the documents it reads, without the dot (`layout`).
    var fileExtensions: [String] { get }
    /// The syntax tree of `source` and the diagnostics of reading it (for a document of
    /// several units, its first unit's tree with every diagnostic of the document).
    func parse(_ source: SourceFile) -> ParseResult
    /// The document's units, each checked on its own (`Pipeline` compiles every one); the
    /// default is one unnamed unit, `parse(source)`.
    func read(_ source: SourceFile) -> FrontEndDocument
}

extension LayoutFrontEnd {
    /// One unit: the document's tree.
    public func read(_ source: SourceFile) -> FrontEndDocument {
        FrontEndDocument(units: [FrontEndUnit(parsed: parse(source))])
    }
}

/// The `.layout` language's front end: the lexer and the recursive-descent parser.
///
/// Its tokens are its own (other front ends have none): the language server's analysis lexes
/// once, to carry results over edits that change no token, and parses from those tokens
/// (`parse(_:lexed:)`).
public struct LayoutTextFrontEnd: LayoutFrontEnd {
    /// Creates the front end.
    public init() {}

    public var fileExtensions: [String] { ["layout"] }

    public func parse(_ source: SourceFile) -> ParseResult { Parser.parse(source) }

    /// The parse of `source` from tokens already lexed (`Lexer.tokenize`).
    public func parse(_ source: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic])) -> ParseResult {
        Parser.parse(source, lexed: lexed)
    }
}

// MARK: - Documents of several units

/// What a front end reads from one document: its units (a `.layout` file is one; an Interface
/// Builder storyboard has one per scene, top-level view and prototype cell) and the
/// diagnostics about the document as a whole.
public struct FrontEndDocument: Sendable {
    /// The units, in document order.
    public var units: [FrontEndUnit]
    /// Diagnostics that belong to no one unit (a document that cannot be read, a setting of the
    /// whole document); each unit's own are in its `parsed`.
    public var diagnostics: [Diagnostic]
    /// Creates a document.
    public init(units: [FrontEndUnit], diagnostics: [Diagnostic] = []) {
        self.units = units; self.diagnostics = diagnostics
    }
}

/// One unit of a document: a syntax tree checked on its own, as a `.layout` file is.
public struct FrontEndUnit: Sendable {
    /// Unique in the document (`LoginViewController`); `nil` for the one unit of a `.layout` file.
    public var name: String?
    /// How output names the unit beside the document, `scene 'LoginViewController'`.
    public var title: String?
    /// The unit's tree and its own diagnostics.
    public var parsed: ParseResult
    /// The canvases the document itself asks the unit to be checked on, one per size-class
    /// variant it names (an Interface Builder document's device, a cell's width); empty: vflc's
    /// default targets. `--trait` chooses among them; `--device`, `--size` and a configuration's
    /// `devices` replace them.
    public var canvases: [UnitCanvas] = []
    /// When set, `canvases` follow the frames of an earlier unit of the document, which the
    /// pipeline resolves (`Pipeline.read`); until then `canvases` are the fallback.
    public var canvasesFollow: CanvasDependency?
    /// The frames the document stores and the canvas they were laid out on (Interface Builder's
    /// solution on its design device), for the findings that compare them with vflc's.
    public var storedFrames: StoredFrames?
    /// Each declared view's id in the document (an Interface Builder object id), by name.
    public var documentIDs: [String: String] = [:]
    /// How a diagnostic's note describes a declared view beside its name (`label 'Sign in',
    /// id 4xZ-ab-1cd`), by name.
    public var viewDescriptions: [String: String] = [:]
    /// Whether the checker's fixes (text edits in the `.layout` language) apply to the document.
    public var acceptsFixes = true
    /// Creates a unit.
    public init(name: String? = nil, title: String? = nil, parsed: ParseResult) {
        self.name = name; self.title = title; self.parsed = parsed
    }
}

/// A canvas in plain numbers (the pipeline makes a target of it): a size-class variant on a
/// canvas of `width` × `height` (`nil`: fitting) with safe-area insets.
public struct UnitCanvas: Hashable, Sendable {
    /// The size classes.
    public var variant: TraitVariant
    /// Width and height in points; `nil` for fitting.
    public var width: Double?, height: Double?
    /// Safe-area insets: top, left, bottom, right.
    public var safeArea: (top: Double, left: Double, bottom: Double, right: Double)
    /// The root's layout margin inside the safe area when it is not the size-class rule's.
    public var rootMargin: Double?
    /// The device's name, for output (`iPhone 15 Pro (retina6_12)`).
    public var deviceName: String?
    /// Creates a canvas.
    public init(variant: TraitVariant, width: Double?, height: Double?,
                safeArea: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0),
                rootMargin: Double? = nil, deviceName: String? = nil) {
        self.variant = variant; self.width = width; self.height = height; self.safeArea = safeArea
        self.rootMargin = rootMargin; self.deviceName = deviceName
    }

    public static func == (a: UnitCanvas, b: UnitCanvas) -> Bool {
        a.variant == b.variant && a.width == b.width && a.height == b.height && a.safeArea == b.safeArea
            && a.rootMargin == b.rootMargin && a.deviceName == b.deviceName
    }

    public func hash(into h: inout Hasher) {
        h.combine(variant); h.combine(width); h.combine(height)
        h.combine(safeArea.top); h.combine(safeArea.left); h.combine(safeArea.bottom); h.combine(safeArea.right)
        h.combine(rootMargin); h.combine(deviceName)
    }
}

/// The frames a document stores for its views and the canvas they are the layout of.
public struct StoredFrames: Sendable {
    /// The canvas (one of the unit's `canvases`).
    public var canvas: UnitCanvas
    /// Pixels per point of that device: stored edges are whole pixels.
    public var scale: Double
    /// The views with a stored frame, root first.
    public var views: [StoredFrame]
    /// Creates stored frames.
    public init(canvas: UnitCanvas, scale: Double, views: [StoredFrame]) {
        self.canvas = canvas; self.scale = scale; self.views = views
    }
}

/// One view's stored frame.
public struct StoredFrame: Sendable {
    /// The declared name (`root` for the unit's root).
    public var name: String
    /// The frame relative to its superview: x, y, width, height.
    public var frame: (x: Double, y: Double, width: Double, height: Double)
    /// How far the frame extends past the alignment rectangle constraints place (top, left,
    /// bottom, right).
    public var alignmentInsets: (top: Double, left: Double, bottom: Double, right: Double)
    /// Whether `alignmentInsets` are known: an image view showing an SF Symbol has the
    /// symbol's alignment rectangle, which the document does not hold.
    public var alignmentKnown: Bool
    /// The document says the frame is not what the constraints give (`misplaced="YES"`).
    public var misplaced: Bool
    /// The document says the view's layout is ambiguous (`ambiguous="YES"`).
    public var ambiguous: Bool
    /// The view's element, where findings about it point.
    public var range: SourceRange
    /// Creates a stored frame.
    public init(name: String, frame: (x: Double, y: Double, width: Double, height: Double),
                alignmentInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0),
                alignmentKnown: Bool = true, misplaced: Bool = false, ambiguous: Bool = false, range: SourceRange) {
        self.name = name; self.frame = frame; self.alignmentInsets = alignmentInsets; self.alignmentKnown = alignmentKnown
        self.misplaced = misplaced; self.ambiguous = ambiguous; self.range = range
    }
}
