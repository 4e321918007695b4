import LayoutSource

/// Size-class variations (`<variation key="…">`): which of vflc's four variants each key
/// covers, and what is installed where.
///
/// Interface Builder writes the base ("Any") state under `key="default"` and a class's
/// changes under `widthClass=compact`, `heightClass=regular`, or both joined by `-`
/// (`heightClass=compact-widthClass=regular`). A width or height key alone covers both
/// values of the other class (IB's "any"). In a variant the base applies first, then the
/// width key, then the height key, then the combined key, each later one overriding: the
/// most specific key decides, as Interface Builder shows it (a decision where a width-only and
/// a height-only key disagree, which IB lets a designer write: the height key wins).
public enum VariationResolver {
    /// The variant indices (`TraitVariant.all` order: `wC hR`, `wC hC`, `wR hC`, `wR hR`) a key
    /// covers and its rank, or `nil` for a key of another trait.
    public static func variants(ofKey key: String) -> (variants: [VariantIndex], rank: Int)? {
        if key == "default" { return ([0, 1, 2, 3], 0) }
        var width: String?, height: String?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[1] == "compact" || pair[1] == "regular" else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = pair[1]
            case "heightClass" where height == nil: height = pair[1]
            default: return nil
            }
        }
        let all: [(w: String, h: String)] = [("compact", "regular"), ("compact", "compact"), ("regular", "compact"), ("regular", "regular")]
        let covered = all.indices.filter { k in (width == nil || all[k].w == width) && (height == nil || all[k].h == height) }
        guard !covered.isEmpty, width != nil || height != nil else { return nil }
        let rank = width != nil && height != nil ? 3 : height != nil ? 2 : 1
        return (covered, rank)
    }

    /// Reads a `<variation>` element; `nil` for a key of another trait.
    public static func variation(_ element: Int, xml: XMLDocument) -> IBVariation? {
        let e = xml.elements[element]
        guard let key = e["key"], let (variants, rank) = variants(ofKey: key) else { return nil }
        var v = IBVariation(element: element, variants: variants, rank: rank)
        for a in e.attributes where a.name != "key" { v.attributes[a.name] = a.value }
        for mask in xml.children(of: element, named: "mask") {
            let subviews = xml.elements[mask]["key"] == "subviews"
            for ref in xml.children(of: mask) {
                guard let id = xml.elements[ref]["reference"] else { continue }
                switch (xml.elements[ref].name, subviews) {
                case ("include", true): v.includedSubviews.append(id)
                case ("exclude", true): v.excludedSubviews.append(id)
                case ("include", false): v.includedConstraints.append(id)
                case ("exclude", false): v.excludedConstraints.append(id)
                default: break
                }
            }
        }
        return v
    }

    /// Sets `installed` on every view (from its superview's masks) and constraint (from its
    /// holder's masks); `report` is told of masks that name nothing the holder has.
    public static func apply(to views: inout [IBView], xml: XMLDocument, report: (String, Int) -> Void) {
        for h in views.indices {
            let ordered = views[h].variations.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
                .map(\.element)
            guard !ordered.isEmpty else { continue }
            let subviewIDs = Set(views[h].subviews.map { views[$0].id })
            let constraintIDs = Set(views[h].constraints.map(\.id))
            for variation in ordered {
                for id in variation.includedSubviews + variation.excludedSubviews where !subviewIDs.contains(id) {
                    report("a size-class mask of '\(views[h].id)' names '\(id)', which is not one of its subviews", variation.element)
                }
                for id in variation.includedConstraints + variation.excludedConstraints where !constraintIDs.contains(id) {
                    report("a size-class mask of '\(views[h].id)' names '\(id)', which is not one of its constraints", variation.element)
                }
            }
            for s in views[h].subviews {
                if views[s].attributes["installed"] == "NO" { views[s].installed = .nowhere }
                views[s].installed = resolve(views[s].installed, id: views[s].id, ordered,
                                             included: \.includedSubviews, excluded: \.excludedSubviews)
            }
            for k in views[h].constraints.indices {
                views[h].constraints[k].installed = resolve(views[h].constraints[k].installed, id: views[h].constraints[k].id,
                                                            ordered, included: \.includedConstraints,
                                                            excluded: \.excludedConstraints)
            }
        }
    }

    private static func resolve(_ start: Installed, id: String, _ ordered: [IBVariation],
                                included: KeyPath<IBVariation, [String]>, excluded: KeyPath<IBVariation, [String]>) -> Installed {
        var state = start
        for variation in ordered {
            let include = variation[keyPath: included].contains(id), exclude = variation[keyPath: excluded].contains(id)
            guard include || exclude else { continue }
            for k in variation.variants { state.variants[k] = include }
        }
        return state
    }

    /// The value of attribute `name` of `view` in variant `k`: the element's own, overridden
    /// by its variations in rank order.
    public static func attribute(_ name: String, of view: IBView, in k: VariantIndex) -> String? {
        var value = view.attributes[name]
        var rank = -1
        for variation in view.variations where variation.variants.contains(k) {
            if let v = variation.attributes[name], variation.rank >= rank { value = v; rank = variation.rank }
        }
        return value
    }
}
