import InterfaceBuilderDocument

/// What a unit is and its name in the document (docs/interface-builder.md, "Names").
extension UnitSyntaxBuilder {
    var unitKind: IBUnitKind {
        switch model.kind {
        case .scene: return .scene
        case .topLevelView: return .topLevelView
        case .cell: return .cell
        case .supplementary:
            switch model.supplementary?.role {
            case .tableFooter?: return .tableFooter
            case .sectionHeader?: return .sectionHeader
            case .sectionFooter?: return .sectionFooter
            case .tableHeader?, nil: return .tableHeader
            }
        }
    }

    func unitName(_ naming: inout ViewNaming) -> String {
        let root = views[0]
        switch model.kind {
        case .scene:
            return naming.name(candidates: [model.viewControllerClass, model.viewControllerName, root.customClass],
                               fallback: "scene")
        case .topLevelView:
            return naming.name(candidates: [root.customClass, model.ownerClass, root.userLabel.flatMap { ViewNaming.identifier($0) },
                                            root.outlet], fallback: ViewNaming.kindName(root.elementName))
        case .cell:
            let cell = model.cell
            return naming.name(candidates: [cell?.customClass, cell?.reuseIdentifier.flatMap { ViewNaming.identifier($0) },
                                            cell?.userLabel.flatMap { ViewNaming.identifier($0) }], fallback: "cell")
        case .supplementary:
            return naming.name(candidates: [root.customClass, root.userLabel.flatMap { ViewNaming.identifier($0) }, root.outlet,
                                            model.supplementary?.reuseIdentifier.flatMap { ViewNaming.identifier($0) }],
                               fallback: supplementaryFallbackName)
        }
    }

    /// A header or footer with nothing better: its container's name (the holding unit's, when
    /// the container is that unit's root) and its role, `tableViewHeader`, `photosSectionFooter`.
    private var supplementaryFallbackName: String {
        guard let info = model.supplementary else { return "header" }
        let suffix: String
        switch info.role {
        case .tableHeader: suffix = "Header"
        case .tableFooter: suffix = "Footer"
        case .sectionHeader: suffix = "SectionHeader"
        case .sectionFooter: suffix = "SectionFooter"
        }
        guard let owner, let container = owner.views.first(where: { $0.ibID == info.containerID }) else {
            return info.role == .tableHeader || info.role == .tableFooter ? "table" + suffix : "s" + suffix.dropFirst()
        }
        return (container.superview == nil ? owner.name : container.name) + suffix
    }
}
