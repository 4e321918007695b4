import LayoutSource

// The render model: what every output backend draws. The pipeline fills it from the IR and the
// solver's values; backends never see constraints, so this target imports no stage past LayoutSource.

/// Edge insets in points, measured inwards from the canvas edges.
public struct RenderInsets: Hashable, Sendable {
    /// Distance from the top edge.
    public var top: Double
    /// Distance from the left edge.
    public var left: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = RenderInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// These insets grown by `amount` on every side (the `margins` guide is the safe area
    /// grown by 16 pt in compact width and 20 pt in regular width, spec §8).
    public func grown(by amount: Double) -> RenderInsets {
        RenderInsets(top: top + amount, left: left + amount, bottom: bottom + amount, right: right + amount)
    }
}

/// A rectangle in points.
public struct RenderRect: Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width (may be negative when the layout makes it so; backends draw it normalised).
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// A size in points.
public struct RenderSize: Hashable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// One view of a solved variant, with its absolute frame.
public struct RenderView: Hashable, Sendable {
    /// The view's name (`root`, `safeArea`, `margins` for the built-ins).
    public var name: String
    /// Its kind: `view`, `label`, `button`, `image`, `field`, `stack`, `guide`, `scroll` or one
    /// of the controls (`switch`, `slider`, …, docs/language.md §17).
    public var kind: String
    /// Index of the superview in `RenderVariant.views`; `nil` for the root.
    public var parent: Int?
    /// Left edge in canvas coordinates.
    public var x: Double
    /// Top edge in canvas coordinates.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Whether the view is hidden in this variant (laid out, drawn faint).
    public var hidden: Bool
    /// Whether it is a built-in (`root`, `safeArea`, `margins`) rather than declared in the file.
    public var isBuiltin: Bool
    /// Nesting depth: 0 for the root, 1 for its children, and so on.
    public var depth: Int
    /// The first baseline's y in canvas coordinates, for a view with a `baseline` property.
    public var firstBaseline: Double?
    /// The last baseline's y in canvas coordinates (equal to the first for one line).
    public var lastBaseline: Double?
    /// For a layout guide of a view (docs/language.md §15): `margins`, `readable`, `keyboard`,
    /// or a scroll view's `content` and `frame`; its owner is `parent`. `nil` for everything else.
    public var guide: String?
    /// The class written after the name (`view chart: ChartView`), `nil` for the kind's own.
    public var customClass: String?
    /// For a scroll view, the size of its content area (UIScrollView's `contentSize`); its
    /// subviews' frames are relative to the content area's origin, which is the scroll view's
    /// at content offset zero. `nil` for other views.
    public var contentSize: RenderSize?
    /// The view's id in the document it comes from (an Interface Builder object id, render
    /// JSON's `ibID`); `nil` for a `.layout` file's views.
    public var documentID: String?

    /// Creates a view.
    public init(name: String, kind: String, parent: Int?, x: Double, y: Double, width: Double, height: Double,
                hidden: Bool = false, isBuiltin: Bool = false, depth: Int) {
        self.name = name; self.kind = kind; self.parent = parent
        self.x = x; self.y = y; self.width = width; self.height = height
        self.hidden = hidden; self.isBuiltin = isBuiltin; self.depth = depth
    }

    /// The absolute frame (canvas coordinates).
    public var frame: RenderRect { RenderRect(x: x, y: y, width: width, height: height) }
}

/// One solved trait variant on one canvas.
public struct RenderVariant: Hashable, Sendable {
    /// The size classes, written `wC hR`.
    public var traits: String
    /// The device the canvas comes from (`DeviceSelection.displayName`); `nil` for `--size`.
    public var deviceName: String?
    /// The canvas (root) width in points.
    public var canvasWidth: Double
    /// The canvas height in points.
    public var canvasHeight: Double
    /// Safe-area insets from the canvas edges.
    public var safeArea: RenderInsets
    /// Layout-margin insets from the canvas edges (safe area plus the margin).
    public var margins: RenderInsets
    /// Root first, then depth-first in declaration order; a view's parent precedes it.
    public var views: [RenderView]
    /// The diagnostics that hold in this variant.
    public var diagnostics: [Diagnostic]
    /// The content size category's short name (`AX3`) when one was named; `nil` is the
    /// default, `L`, unnamed.
    public var contentSize: String?
    /// The layout direction it was solved in.
    public var direction: LayoutDirection = .leftToRight
    /// Per view (as `views`): whether it arranges its content right to left (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`); empty when all are left to right.
    public var rightToLeftViews: [Bool] = []
    /// The height of the docked keyboard shown (`render --keyboard`), `nil` for none.
    public var keyboardHeight: Double?
    /// For a cell file, what the canvas is the content view of: `table` or `collection`
    /// (its height is the cell's fitting height); `nil` for a screen.
    public var cell: String?
    /// For a document of several units (an Interface Builder document), the unit's name
    /// (`LoginViewController`); `nil` for a `.layout` file.
    public var unit: String?
    /// Whether the canvas is the one the unit's document was laid out on (Interface Builder's
    /// design device), where the frames it stores are Interface Builder's layout.
    public var isDesignCanvas = false

    /// Creates a variant.
    public init(traits: String, deviceName: String?, canvasWidth: Double, canvasHeight: Double,
                safeArea: RenderInsets, margins: RenderInsets, views: [RenderView], diagnostics: [Diagnostic] = []) {
        self.traits = traits; self.deviceName = deviceName
        self.canvasWidth = canvasWidth; self.canvasHeight = canvasHeight
        self.safeArea = safeArea; self.margins = margins; self.views = views; self.diagnostics = diagnostics
    }

    /// `frame` of view `index` relative to its superview (the absolute frame for the root).
    public func relativeFrame(of index: Int) -> RenderRect {
        let v = views[index]
        guard let p = v.parent, p >= 0, p < views.count else { return v.frame }
        return RenderRect(x: v.x - views[p].x, y: v.y - views[p].y, width: v.width, height: v.height)
    }
}

/// Everything rendered for one file: one or more variants.
public struct RenderDocument: Hashable, Sendable {
    /// The file's path as the user wrote it.
    public var file: String
    /// The variants, in the order they were asked for.
    public var variants: [RenderVariant]
    /// The source, when available: lets the SVG writer find the views named in the ranges of
    /// error diagnostics (the constraints of an unsatisfiable set). Optional.
    public var source: SourceFile?

    /// Creates a document.
    public init(file: String, variants: [RenderVariant], source: SourceFile? = nil) {
        self.file = file; self.variants = variants; self.source = source
    }

    public static func == (a: RenderDocument, b: RenderDocument) -> Bool {
        a.file == b.file && a.variants == b.variants && a.source?.bytes == b.source?.bytes
    }

    public func hash(into h: inout Hasher) { h.combine(file); h.combine(variants) }
}
