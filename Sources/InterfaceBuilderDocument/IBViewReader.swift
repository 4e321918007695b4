import LayoutSource

/// Reads one view tree (a unit's root view and everything under it) into `IBView`s, root
/// first, in document order (depth first).
struct IBViewReader {
    let xml: XMLDocument
    let source: SourceFile
    let outlets: [String: String]
    var reportedUnknown: Set<String>
    var diagnostics: [Diagnostic] = []
    var views: [IBView] = []
    /// The cells found in the tree's tables and collections (with their table or collection
    /// element), read as units of their own.
    var cells: [(cell: Int, container: Int)] = []
    /// The header and footer views found in the tree's tables and collections (the view
    /// element, the container's index in `views`, the role), read as units of their own.
    var supplementaries: [(element: Int, container: Int, role: IBSupplementaryInfo.Role)] = []

    init(xml: XMLDocument, source: SourceFile, outlets: [String: String], reportedUnknown: Set<String>) {
        self.xml = xml
        self.source = source
        self.outlets = outlets
        self.reportedUnknown = reportedUnknown
    }

    mutating func readTree(_ root: Int) -> [IBView] {
        readView(root, parent: nil)
        resolveFrameInsets()
        var problems: [(String, Int)] = []
        VariationResolver.apply(to: &views, xml: xml, report: { problems.append(($0, $1)) })
        for (message, element) in problems { report(.ibReference, message, at: element) }
        return views
    }

    // MARK: - Views

    private mutating func readView(_ element: Int, parent: Int?) {
        let e = xml.elements[element]
        // A collection's reusable view (a section header, a xib's) is the root of its own unit.
        let known = IBElementKind.table[e.name] ?? (parent == nil ? IBElementKind.unitRoots[e.name] : nil)
        if known == nil {
            reportUnknown(element, "unknown element <\(e.name)> (id \(e["id"] ?? "?")) in <subviews>: read as a plain view")
        }
        var v = IBView(element: element, elementName: e.name, id: e["id"] ?? "", className: known?.className ?? "UIView",
                       parent: parent)
        readAttributes(e, into: &v)
        let index = views.count
        views.append(v)
        if let parent { views[parent].subviews.append(index) }
        for child in xml.children(of: element) { readChild(child, of: index) }
    }

    private func readAttributes(_ e: XMLElement, into v: inout IBView) {
        for a in e.attributes { v.attributes[a.name] = a.value }
        v.customClass = e["customClass"]
        v.userLabel = e["userLabel"]
        v.outlet = outlets[v.id]
        v.misplaced = e["misplaced"] == "YES"
        v.ambiguous = e["ambiguous"] == "YES"
        v.hidden = e["hidden"] == "YES"
        if let t = e["translatesAutoresizingMaskIntoConstraints"] { v.translatesAutoresizing = t == "YES" }
        v.hugging = (number(e["horizontalHuggingPriority"]), number(e["verticalHuggingPriority"]))
        v.resistance = (number(e["horizontalCompressionResistancePriority"]), number(e["verticalCompressionResistancePriority"]))
        if let w = e["placeholderIntrinsicWidth"] { v.placeholderWidth = .some(number(w)) }
        if let h = e["placeholderIntrinsicHeight"] { v.placeholderHeight = .some(number(h)) }
        v.insetsMarginsFromSafeArea = e["insetsLayoutMarginsFromSafeArea"] != "NO"
        v.marginsFollowReadableWidth = e["layoutMarginsFollowReadableWidth"] == "YES"
        v.text = e["text"] ?? e["title"] ?? e["placeholder"]
        v.numberOfLines = e["numberOfLines"].flatMap { Int($0) }
        v.image = e["image"]
        v.symbolImage = e["catalog"] == "system"
        v.scrollEnabled = e["scrollEnabled"] != "NO"
    }

    private mutating func readChild(_ child: Int, of view: Int) {
        let c = xml.elements[child]
        switch c.name {
        case "rect" where c["key"] == "frame":
            views[view].frame = rect(c)
            views[view].frameElement = child
        case "frame" where c["key"] == "frameInset":
            // Xcode 8.0 and 8.1 write the frame as insets in the superview,
            // `<frame key="frameInset" minX=… width=…/>` (resolved once the superview's size is
            // known, `resolveFrameInsets`).
            if views[view].frame == nil { views[view].frameElement = child }
        case "autoresizingMask":
            views[view].autoresizing = IBAutoresizing(
                flexibleLeft: c["flexibleMinX"] == "YES", flexibleWidth: c["widthSizable"] == "YES",
                flexibleRight: c["flexibleMaxX"] == "YES", flexibleTop: c["flexibleMinY"] == "YES",
                flexibleHeight: c["heightSizable"] == "YES", flexibleBottom: c["flexibleMaxY"] == "YES")
            views[view].autoresizingElement = child
        case "subviews":
            for s in xml.children(of: child) { readSubview(s, of: view) }
        case "constraints":
            for k in xml.children(of: child, named: "constraint") {
                if let constraint = readConstraint(k) { views[view].constraints.append(constraint) }
            }
        case "viewLayoutGuide":
            switch c["key"] {
            case "safeArea": views[view].safeAreaGuide = c["id"]
            case "contentLayoutGuide": views[view].contentGuide = c["id"]
            case "frameLayoutGuide": views[view].frameGuide = c["id"]
            default: reportUnknown(child, "layout guide '\(c["key"] ?? "?")' is not read")
            }
        case "edgeInsets" where c["key"] == "layoutMargins":
            views[view].layoutMargins = (number(c["top"]) ?? 0, number(c["left"]) ?? 0, number(c["bottom"]) ?? 0,
                                         number(c["right"]) ?? 0)
        case "directionalEdgeInsets" where c["key"] == "directionalLayoutMargins":
            views[view].layoutMargins = (number(c["top"]) ?? 0, number(c["leading"]) ?? 0, number(c["bottom"]) ?? 0,
                                         number(c["trailing"]) ?? 0)
        case "fontDescription":
            views[view].pointSize = number(c["pointSize"]) ?? TextStyleSizes.pointSize(c["style"])
        case "string" where c["key"] == "text":
            if views[view].text == nil { views[view].text = c.text }
        case "state" where c["key"] == "normal":
            if views[view].text == nil { views[view].text = c["title"] }
            if views[view].image == nil { views[view].image = c["image"] }
        case "buttonConfiguration":
            if let title = c["title"] { views[view].text = title }
            if views[view].image == nil { views[view].image = c["image"] }
        case "attributedString":
            if views[view].text == nil {
                views[view].text = xml.children(of: child, named: "fragment").compactMap { xml.elements[$0]["content"] }.joined()
            }
        case "imageReference" where c["key"] == "image":
            if views[view].image == nil { views[view].image = c["image"] ?? "symbol" }
            if c["catalog"] == "system" { views[view].symbolImage = true }
        default:
            readOtherChild(child, of: view)
        }
    }

    private mutating func readOtherChild(_ child: Int, of view: Int) {
        let c = xml.elements[child]
        // A table's header or footer view, a collection's section header or footer: placed and
        // sized by the container, each is a unit of its own (docs/interface-builder.md).
        if let role = IBSupplementaryInfo.Role.of(key: c["key"], element: c.name, container: views[view].elementName) {
            supplementaries.append((child, view, role))
            return
        }
        if IBElementKind.table[c.name] != nil {
            // A view held by key: a visual effect view's content view is its subview, filling
            // it; the others (a bar item's custom view) are placed by their owner.
            if c["key"] == "contentView" { readView(child, parent: view); return }
            report(.ibUnsupported, "\(c.name) '\(c["id"] ?? "?")' (\(c["key"] ?? "no key")) of "
                   + "\(views[view].elementName) '\(views[view].id)' is left out: placed by its owner, not read yet", at: child)
            return
        }
        if IBElementKind.cells.contains(c.name) {
            report(.ibUnsupported, "\(c.name) '\(c["id"] ?? "?")' (\(c["key"] ?? "no key")) of \(views[view].elementName) "
                   + "'\(views[view].id)' is left out: only the prototype and static cells, headers and footers of a table or collection are read", at: child)
            return
        }
        // A table's or collection's cells (prototypes, static cells): each is a unit of its own.
        if c.name == "prototypes" || c.name == "cells" || c.name == "sections" {
            collectCells(child, table: views[view].element)
            return
        }
        if c.name == "variation" {
            if let v = VariationResolver.variation(child, xml: xml) {
                views[view].variations.append(v)
            } else {
                report(.ibUnsupported, "size-class variation '\(c["key"] ?? "")' is not one vflc reads; left out", at: child)
            }
            return
        }
        if !IBElementKind.ignoredChildren.contains(c.name) {
            reportUnknown(child, "unknown element <\(c.name)> in \(views[view].elementName) '\(views[view].id)' is not read")
        }
    }

    private mutating func collectCells(_ element: Int, table: Int) {
        for c in xml.children(of: element) {
            if IBElementKind.cells.contains(xml.elements[c].name) {
                cells.append((c, table))
            } else if xml.elements[c].name == "tableViewSection" || xml.elements[c].name == "cells" {
                collectCells(c, table: table)
            }
        }
    }

    /// The constraints a cell holds (on its content view's subviews, naming the cell), read
    /// as the content view's: the unit's root is the content view.
    mutating func readCellConstraints(_ cell: Int) {
        guard !views.isEmpty else { return }
        for cs in xml.children(of: cell, named: "constraints") {
            for k in xml.children(of: cs, named: "constraint") {
                // Without a first item, the constraint's first item is the cell that holds it.
                if var constraint = readConstraint(k) {
                    if constraint.firstItem == nil { constraint.firstItem = xml.elements[cell]["id"] }
                    views[0].constraints.append(constraint)
                }
            }
        }
    }

    private mutating func readSubview(_ element: Int, of view: Int) {
        let name = xml.elements[element].name
        if IBElementKind.cells.contains(name) {
            report(.ibUnsupported, "\(name) '\(xml.elements[element]["id"] ?? "?")' is left out: cells are not read yet", at: element)
            return
        }
        if views.count > 0, depth(of: view) >= XMLReader.maximumDepth / 2 { return }
        readView(element, parent: view)
    }

    private func depth(of view: Int) -> Int {
        var d = 0, v: Int? = view
        while let k = v { d += 1; v = views[k].parent }
        return d
    }

    // MARK: - Constraints

    private mutating func readConstraint(_ element: Int) -> IBConstraint? {
        let e = xml.elements[element]
        guard let first = e["firstAttribute"] else {
            report(.ibReference, "constraint '\(e["id"] ?? "?")' has no firstAttribute; left out", at: element)
            return nil
        }
        var multiplier = 1.0
        var ratio: (Double, Double)?
        if let m = e["multiplier"] {
            guard let parsed = Self.multiplier(m) else {
                report(.ibReference, "constraint '\(e["id"] ?? "?")' has a multiplier '\(m)' that is not a number or a ratio; left out",
                       at: element)
                return nil
            }
            multiplier = parsed.value
            ratio = parsed.ratio
        }
        var c = IBConstraint(element: element, id: e["id"] ?? "", firstItem: e["firstItem"], firstAttribute: first,
                             secondItem: e["secondItem"], secondAttribute: e["secondAttribute"], relation: e["relation"],
                             multiplier: multiplier, ratio: ratio, constant: number(e["constant"]) ?? 0,
                             priority: number(e["priority"]) ?? 1000, placeholder: e["placeholder"] == "YES")
        if e["installed"] == "NO" { c.installed = .nowhere }
        c.symbolic = e["symbolic"] == "YES"
        for v in xml.children(of: element, named: "variation") {
            guard let variation = VariationResolver.variation(v, xml: xml) else { continue }
            if let constant = variation.attributes["constant"].flatMap(Double.init) {
                for k in variation.variants { c.constants[k] = constant }
            }
        }
        return c
    }

    /// `0.5`, `3:4` or `1/3`: the value, and the ratio when written as one.
    static func multiplier(_ text: String) -> (value: Double, ratio: (Double, Double)?)? {
        if let d = Double(text), d.isFinite { return (d, nil) }
        for separator in [":", "/"] {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0].trimmingSpaces), let b = Double(parts[1].trimmingSpaces),
                  b != 0, a.isFinite, b.isFinite else { continue }
            return (a / b, (a, b))
        }
        return nil
    }

    // MARK: - Frames

    private func rect(_ e: XMLElement) -> IBRect {
        IBRect(x: number(e["x"]) ?? 0, y: number(e["y"]) ?? 0, width: number(e["width"]) ?? 0, height: number(e["height"]) ?? 0)
    }

    /// Frames written as `<frame key="frameInset">` (`minX`, `minY`, `maxX`, `maxY`, `width`, `height`, in
    /// the superview), top down so each superview's size is known.
    private mutating func resolveFrameInsets() {
        for i in views.indices where views[i].frame == nil {
            // Interface Builder writes no frame for a view whose frame is empty.
            guard let f = views[i].frameElement, xml.elements[f].name == "frame" else {
                if i > 0 { views[i].frame = IBRect(x: 0, y: 0, width: 0, height: 0); views[i].frameStored = false }
                continue
            }
            let e = xml.elements[f]
            let superSize = views[i].parent.flatMap { views[$0].frame }.map { ($0.width, $0.height) }
            func side(_ min: String, _ max: String, _ size: String, _ total: Double?) -> (Double, Double)? {
                let lo = number(e[min]), hi = number(e[max]), length = number(e[size])
                switch (lo, hi, length) {
                case let (lo?, _, length?): return (lo, length)
                case let (lo?, hi?, nil): return total.map { (lo, $0 - lo - hi) }
                case let (nil, hi?, length?): return total.map { ($0 - hi - length, length) }
                case let (nil, nil, length?): return (0, length)
                case let (lo?, nil, nil): return total.map { (lo, $0 - lo) }
                case let (nil, hi?, nil): return total.map { (0, $0 - hi) }
                case (nil, nil, nil): return total.map { (0, $0) }
                }
            }
            if let h = side("minX", "maxX", "width", superSize?.0), let v = side("minY", "maxY", "height", superSize?.1) {
                views[i].frame = IBRect(x: h.0, y: v.0, width: h.1, height: v.1)
            }
        }
    }

    // MARK: - Reporting

    private func number(_ text: String?) -> Double? {
        guard let text, let d = Double(text), d.isFinite else { return nil }
        return d
    }

    private mutating func reportUnknown(_ element: Int, _ message: String) {
        let name = xml.elements[element].name
        guard reportedUnknown.insert(name).inserted else { return }
        report(.ibUnsupported, message + " (reported once per document)", at: element)
    }

    private mutating func report(_ kind: DiagnosticKind, _ message: String, at element: Int) {
        diagnostics.append(Diagnostic(kind, message, in: source, at: xml.elements[element].range))
    }
}

extension Substring {
    var trimmingSpaces: String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
