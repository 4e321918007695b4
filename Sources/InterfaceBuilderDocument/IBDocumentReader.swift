import LayoutSource

/// The document-level facts of an Interface Builder file.
public struct IBDocumentInfo: Sendable {
    /// Storyboard or xib.
    public var kind: IBDocumentKind
    /// `toolsVersion` (Xcode's build of Interface Builder), as written.
    public var toolsVersion: String?
    /// `useAutolayout="YES"`.
    public var usesAutolayout: Bool
    /// `useSafeAreas="YES"`: the document's views have safe-area guides (Xcode 9 and later).
    public var usesSafeAreas: Bool
    /// The device Interface Builder shows it on.
    public var device: IBDevice
}

/// Reads the XML tree of a document into `IBUnitModel`s (the scenes' root views and the
/// top-level views), reporting what it cannot read as `ib-…` diagnostics located at the
/// element.
public struct IBDocumentReader {
    let xml: XMLDocument
    let source: SourceFile
    /// What reading found (`ib-…`) outside any unit.
    public var diagnostics: [Diagnostic] = []
    /// Outlet destinations: the property name of the first outlet to each id.
    var outlets: [String: String] = [:]
    /// Element names already reported as unknown (each once per document).
    var reportedUnknown: Set<String> = []
    /// The bars of each view controller of a storyboard.
    var bars: ContainerBars?
    /// The cells of the unit read last, read as units after it.
    var pendingCells: [(cell: Int, container: Int)] = []
    /// The header and footer views of the unit read last (and of its cells), read as units after them.
    var pendingSupplementaries: [IBSupplementaryInfo] = []

    /// A reader of document `xml`, the text of `source`.
    public init(xml: XMLDocument, source: SourceFile) {
        self.xml = xml
        self.source = source
    }

    /// The document's facts, or `nil` (with an `ib-document` error) when it is not an iOS
    /// Interface Builder document.
    public mutating func documentInfo() -> IBDocumentInfo? {
        let root = xml.root
        guard root.name == "document" else {
            let detail = root.name == "archive"
                ? "an Interface Builder 3 archive (Xcode 4 or older); open and save it in a current Xcode"
                : "its root element is <\(root.name)>, not <document>"
            report(.ibDocument, "not an Interface Builder document: \(detail)", at: 0)
            return nil
        }
        let type = root["type"] ?? ""
        let kind: IBDocumentKind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        default:
            let what: String
            if type.contains(".Cocoa.") {
                what = "a macOS (Cocoa) document; vflc checks iOS documents, whose views are UIKit's"
            } else if type.isEmpty {
                what = "the <document> has no 'type'"
            } else {
                what = "its type '\(type)' is not an iOS storyboard or xib"
            }
            report(.ibDocument, "not an iOS Interface Builder document: \(what)", at: 0)
            return nil
        }
        var device = IBDevice(id: nil, landscape: false)
        if let d = xml.child(of: 0, named: "device") {
            device = IBDevice(id: xml.elements[d]["id"], landscape: xml.elements[d]["orientation"] == "landscape")
        }
        let autolayout = root["useAutolayout"] == "YES"
        if !autolayout {
            report(.ibNoAutolayout, "the document does not use Auto Layout (useAutolayout is not YES): "
                + "its views are placed by their frames and autoresizing masks", at: 0)
        }
        return IBDocumentInfo(kind: kind, toolsVersion: root["toolsVersion"], usesAutolayout: autolayout,
                              usesSafeAreas: root["useSafeAreas"] == "YES", device: device)
    }

    /// Every unit of the document, in document order.
    public mutating func units(_ info: IBDocumentInfo) -> [IBUnitModel] {
        collectOutlets()
        var out: [IBUnitModel] = []
        switch info.kind {
        case .storyboard:
            bars = ContainerBars(xml)
            for scenes in xml.children(of: 0, named: "scenes") {
                for scene in xml.children(of: scenes, named: "scene") {
                    for objects in xml.children(of: scene, named: "objects") {
                        for object in xml.children(of: objects) { readObject(object, into: &out, inScene: true) }
                    }
                }
            }
        case .xib:
            for objects in xml.children(of: 0, named: "objects") {
                for object in xml.children(of: objects) { readObject(object, into: &out, inScene: false) }
            }
        }
        return out
    }

    /// One object of a scene's or a xib's `<objects>`.
    private mutating func readObject(_ object: Int, into out: inout [IBUnitModel], inScene: Bool) {
        let e = xml.elements[object]
        if e.name == "placeholder" || e.name == "customObject" || e.name.hasSuffix("Recognizer")
            || e.name == "exit" || e.name == "barButtonItem" || e.name == "navigationItem" || e.name == "tabBarItem" {
            return
        }
        if IBElementKind.cells.contains(e.name) {
            pendingCells = []
            pendingSupplementaries = []
            if let cell = readCell(object, container: nil) { out.append(cell) }
            out += nestedUnits()
            return
        }
        if IBElementKind.table[e.name] != nil {
            guard var unit = readUnit(root: object, kind: .topLevelView, owner: object) else { return }
            unit.ownerClass = ownerClass(ofView: e["id"])
            out.append(unit)
            out += nestedUnits()
            return
        }
        // A view controller: its `view` (or `tableView`, … with key="view") is the scene's root.
        guard let rootView = xml.children(of: object).first(where: {
            xml.elements[$0]["key"] == "view" && IBElementKind.table[xml.elements[$0].name] != nil
        }) else { return }
        guard var unit = readUnit(root: rootView, kind: .scene, owner: object) else { return }
        unit.viewControllerClass = e["customClass"]
        unit.viewControllerName = e["userLabel"] ?? e["storyboardIdentifier"] ?? e["title"]
        readLayoutGuides(of: object, into: &unit)
        if let id = e["id"], let b = bars?.bars[id] {
            unit.navigationBar = b.navigation
            unit.tabBar = b.tabBar
            unit.presented = b.presented
        }
        out.append(unit)
        out += nestedUnits()
    }

    /// The cells the last tree read holds (its tables' prototypes), then its tables' and
    /// collections' headers and footers, each a unit (and what those hold in turn).
    private mutating func nestedUnits() -> [IBUnitModel] {
        var out: [IBUnitModel] = []
        while true {
            if !pendingCells.isEmpty {
                let next = pendingCells.removeFirst()
                if let unit = readCell(next.cell, container: next.container) { out.append(unit) }
            } else if !pendingSupplementaries.isEmpty {
                if let unit = readSupplementary(pendingSupplementaries.removeFirst()) { out.append(unit) }
            } else {
                return out
            }
        }
    }

    /// A cell as a unit: its content view is the root (docs/interface-builder.md, "Cells").
    private mutating func readCell(_ cell: Int, container: Int?) -> IBUnitModel? {
        let e = xml.elements[cell]
        guard e.name != "collectionReusableView" || xml.children(of: cell).contains(where: { xml.elements[$0]["key"] == "contentView" })
                || !xml.children(of: cell, named: "subviews").isEmpty else { return nil }
        let content = xml.children(of: cell).first { xml.elements[$0]["key"] == "contentView" }
        var reader = IBViewReader(xml: xml, source: source, outlets: outlets, reportedUnknown: reportedUnknown)
        // A reusable view (a header) has no content view: its own subviews are laid out in it.
        var views = reader.readTree(content ?? cell)
        if content != nil {
            reader.readCellConstraints(cell)
            views = reader.views
        }
        reportedUnknown = reader.reportedUnknown
        // A collection inside a cell has cells (and headers) of its own.
        pendingCells += reader.cells
        queueSupplementaries(of: reader)
        guard !views.isEmpty else { diagnostics += reader.diagnostics; return nil }
        if content != nil, views[0].frame == nil, let f = xml.child(of: cell, named: "rect", key: "frame") {
            let r = xml.elements[f]
            views[0].frame = IBRect(x: 0, y: 0, width: Double(r["width"] ?? "") ?? 0, height: Double(r["height"] ?? "") ?? 0)
        }
        var unit = IBUnitModel(kind: .cell, views: views, ownerElement: cell)
        unit.diagnostics = reader.diagnostics
        unit.statusBarHidden = true
        let table = container.map { xml.elements[$0] }
        let isTable = e.name == "tableViewCell"
        let estimated = table?["estimatedRowHeight"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        let preserves = e["preservesSuperviewLayoutMargins"] == "YES" || content.map { xml.elements[$0]["preservesSuperviewLayoutMargins"] == "YES" } ?? false
        unit.cell = IBCellInfo(element: cell, kind: isTable ? .table : .collection,
                               selfSizing: isTable && table?.name == "tableView" && table?["rowHeight"] == "-1",
                               estimatedHeight: estimated, customClass: e["customClass"], reuseIdentifier: e["reuseIdentifier"],
                               userLabel: e["userLabel"], preservesMargins: preserves)
        if content != nil {
            unit.cell?.frame = xml.child(of: cell, named: "rect", key: "frame").map { f in
                let r = xml.elements[f]
                return IBRect(x: 0, y: 0, width: Double(r["width"] ?? "") ?? 0, height: Double(r["height"] ?? "") ?? 0)
            }
            unit.rootAliases = [e["id"]].compactMap { $0 }
            for g in xml.children(of: cell, named: "viewLayoutGuide") where xml.elements[g]["key"] == "safeArea" {
                if let id = xml.elements[g]["id"] { unit.rootAliases.append(id) }
            }
        }
        return unit
    }

    /// `<layoutGuides>` of a view controller (documents before Xcode 9): the top and bottom
    /// layout guides, which the safe area replaced.
    private func readLayoutGuides(of controller: Int, into unit: inout IBUnitModel) {
        for guides in xml.children(of: controller, named: "layoutGuides") {
            for g in xml.children(of: guides, named: "viewControllerLayoutGuide") {
                let guide = xml.elements[g]
                if guide["type"] == "top" { unit.topGuide = guide["id"] }
                if guide["type"] == "bottom" { unit.bottomGuide = guide["id"] }
            }
        }
    }

    private mutating func readUnit(root: Int, kind: IBUnitModel.Kind, owner: Int) -> IBUnitModel? {
        var reader = IBViewReader(xml: xml, source: source, outlets: outlets, reportedUnknown: reportedUnknown)
        let views = reader.readTree(root)
        pendingCells = reader.cells
        pendingSupplementaries = []
        queueSupplementaries(of: reader)
        reportedUnknown = reader.reportedUnknown
        guard !views.isEmpty else { diagnostics += reader.diagnostics; return nil }
        var unit = IBUnitModel(kind: kind, views: views, ownerElement: owner)
        unit.diagnostics = reader.diagnostics
        SimulatedMetrics.read(xml, owner: owner, root: root, into: &unit)
        return unit
    }

    /// The File's Owner's class of a xib whose `view` outlet is the view `id`.
    private func ownerClass(ofView id: String?) -> String? {
        guard let id, let objects = xml.child(of: 0, named: "objects") else { return nil }
        for p in xml.children(of: objects, named: "placeholder") where xml.elements[p]["placeholderIdentifier"] == "IBFilesOwner" {
            for c in xml.children(of: p, named: "connections") {
                let isView = xml.children(of: c, named: "outlet").contains {
                    xml.elements[$0]["property"] == "view" && xml.elements[$0]["destination"] == id
                }
                if isView { return xml.elements[p]["customClass"] }
            }
        }
        return nil
    }

    /// Every `<outlet property= destination=>` of the document (view controllers', the
    /// File's Owner's, custom views'): the first outlet to an object names it.
    private mutating func collectOutlets() {
        for e in xml.elements where e.name == "outlet" {
            guard let property = e["property"], let destination = e["destination"] else { continue }
            if outlets[destination] == nil { outlets[destination] = property }
        }
    }

    mutating func report(_ kind: DiagnosticKind, _ message: String, at element: Int) {
        diagnostics.append(Diagnostic(kind, message, in: source, at: xml.elements[element].range))
    }
}
