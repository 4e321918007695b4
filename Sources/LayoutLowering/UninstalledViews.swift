import LayoutSource
import LayoutSyntax

// Views that are not installed in a variant (`uninstalled`, docs/language.md "Views not
// installed in a variant"): the view is not in the hierarchy there, as a view Interface Builder
// does not install in a size class, and so neither are its subviews nor any constraint that
// names one of them: removing a view "removes any constraints that refer to the view you are
// removing, or that refer to any view in the subtree of the view you are removing" (Apple,
// UIView.removeFromSuperview(), https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()).
extension IRBuilder {
    /// Marks every view under an uninstalled one as uninstalled too, and hides them all, so
    /// that the stack lowering skips them as arranged views and `addConstraint` drops every
    /// constraint that names one.
    mutating func removeUninstalledViews() {
        guard uninstalled.contains(true) else { return }
        for i in views.indices where !uninstalled[i] {
            var p = views[i].parent
            while let k = p {
                if uninstalled[k.index] { uninstalled[i] = true; break }
                p = views[k.index].parent
            }
        }
        for i in views.indices where uninstalled[i] { views[i].hidden = true }
        hasUninstalled = true
    }

    /// The views out of the hierarchy have no frame; so that nothing reports them (their
    /// constraints are gone), each is held at an empty frame at its superview's origin.
    /// These are the only constraints that name them; they come after the canvas prefix.
    mutating func holdUninstalledViews() {
        guard hasUninstalled else { return }
        hasUninstalled = false
        for i in views.indices where uninstalled[i] {
            guard let parent = views[i].parent else { continue }
            let id = ViewID(i)
            var top: ViewID = id
            while let p = views[top.index].parent, uninstalled[p.index] { top = p }
            let range = uninstalledSource[top.index] ?? views[i].declaration
            let name = views[i].name, parentName = views[parent.index].name
            for (attribute, other) in [(LayoutAttribute.left, parent), (.top, parent), (.width, nil), (.height, nil)] {
                var e = LinearExpr(id, attribute)
                if let other { e.add(LinearExpr(other, attribute), scale: -1) }
                let text = other == nil ? "\(name).\(attribute) == 0" : "\(name).\(attribute) == \(parentName).\(attribute)"
                addConstraint(consume e, .equal, priority: 1000,
                              origin: ConstraintOrigin(kind: .guide, range: range, description: text + " (not installed)"),
                              conditions: setConditions[i])
            }
        }
        hasUninstalled = true
    }
}
