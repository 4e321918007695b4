import LayoutSource

// A table's header and footer views and a collection's section header and footer views as
// units (docs/interface-builder.md, "Headers and footers"). UIKit places them and sizes them
// on one axis itself: "The table view respects only the height of your view's frame rectangle;
// it adjusts the width of your header view automatically to match the table view's width"
// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview; the same for
// https://developer.apple.com/documentation/uikit/uitableview/tablefooterview), and a flow
// layout uses a section header's or footer's reference size only on the axis it scrolls along:
// scrolling vertically, its height, the width being the collection view's; scrolling
// horizontally, its width, the height being the collection view's
// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize,
// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize).
extension IBDocumentReader {
    /// Queues the header and footer views `reader` found, with their containers' facts.
    mutating func queueSupplementaries(of reader: IBViewReader) {
        guard let root = reader.views.first, !reader.supplementaries.isEmpty else { return }
        let frames = DesignCanvas.absoluteFrames(reader.views)
        for s in reader.supplementaries {
            let container = reader.views[s.container]
            var follows: IBSupplementaryInfo.Axis? = .horizontal
            if container.elementName == "collectionView" {
                let layout = xml.children(of: container.element, named: "collectionViewFlowLayout")
                    .first { xml.elements[$0]["key"] == "collectionViewLayout" }
                // A flow layout scrolls vertically unless it says otherwise; any other layout
                // (a custom class) sizes its supplementary views as it likes.
                follows = layout.map { xml.elements[$0]["scrollDirection"] == "horizontal" ? .vertical : .horizontal }
            }
            pendingSupplementaries.append(IBSupplementaryInfo(
                role: s.role, element: s.element, container: container.element, containerID: container.id,
                ownerRootID: root.id, containerFrame: frames[s.container], follows: follows,
                reuseIdentifier: xml.elements[s.element]["reuseIdentifier"]))
        }
    }

    /// A header or footer view as a unit, its root as large as its container makes it: the
    /// container's stored length on the axis it follows, the view's own (or the flow layout's
    /// reference size) on the other. A view without subviews (the empty footer that hides a
    /// plain table's extra separators) has nothing to lay out and is no unit.
    mutating func readSupplementary(_ info: IBSupplementaryInfo) -> IBUnitModel? {
        let hasSubviews = xml.children(of: info.element, named: "subviews").contains { !xml.children(of: $0).isEmpty }
        guard hasSubviews else { return nil }
        var reader = IBViewReader(xml: xml, source: source, outlets: outlets, reportedUnknown: reportedUnknown)
        var views = reader.readTree(info.element)
        reportedUnknown = reader.reportedUnknown
        // A collection inside a header has cells and headers of its own.
        pendingCells += reader.cells
        queueSupplementaries(of: reader)
        guard !views.isEmpty else { diagnostics += reader.diagnostics; return nil }
        views[0].frame = size(of: info, stored: views[0].frame ?? IBRect(x: 0, y: 0, width: 0, height: 0))
        var unit = IBUnitModel(kind: .supplementary, views: views, ownerElement: info.element)
        unit.diagnostics = reader.diagnostics
        unit.supplementary = info
        return unit
    }

    /// The size UIKit gives the view, at the origin.
    private func size(of info: IBSupplementaryInfo, stored: IBRect) -> IBRect {
        var width = stored.width, height = stored.height
        let reference = referenceSize(of: info)
        switch info.follows {
        case .horizontal?:
            if let c = info.containerFrame { width = c.width }
            if let h = reference?.height, h > 0 { height = h }
        case .vertical?:
            if let c = info.containerFrame { height = c.height }
            if let w = reference?.width, w > 0 { width = w }
        case nil:
            break
        }
        return IBRect(x: 0, y: 0, width: width, height: height)
    }

    /// A collection's section header or footer: its flow layout's `headerReferenceSize` or
    /// `footerReferenceSize`.
    private func referenceSize(of info: IBSupplementaryInfo) -> (width: Double, height: Double)? {
        let key: String
        switch info.role {
        case .sectionHeader: key = "headerReferenceSize"
        case .sectionFooter: key = "footerReferenceSize"
        case .tableHeader, .tableFooter: return nil
        }
        for layout in xml.children(of: info.container, named: "collectionViewFlowLayout") {
            for s in xml.children(of: layout, named: "size") where xml.elements[s]["key"] == key {
                let e = xml.elements[s]
                guard let w = e["width"].flatMap(Double.init), let h = e["height"].flatMap(Double.init), w.isFinite, h.isFinite
                else { return nil }
                return (w, h)
            }
        }
        return nil
    }
}
