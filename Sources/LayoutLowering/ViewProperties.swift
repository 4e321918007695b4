import LayoutSource
import LayoutSyntax

// View properties (spec §3, §6) for one variant: first those of the declarations, then the
// `set` lines of the active blocks in source order, so the last one wins.
extension IRBuilder {
    /// Applies every declaration's properties, then the `set` lines.
    mutating func applyProperties(sets: [(statement: SetStmt, conditions: [SourceRange])]) {
        for index in table.properties.indices where !table.properties[index].isEmpty {
            apply(table.properties[index], to: ViewID(index), conditions: [])
        }
        for (statement, conditions) in sets {
            guard let id = table.ids[statement.target.name] else {
                report(.unknownView(statement.target.name, suggesting: closest(to: statement.target.name, in: table.names)),
                       at: statement.target.range)
                continue
            }
            apply(statement.properties, to: id, conditions: conditions)
            for c in conditions where !setConditions[id.index].contains(c) { setConditions[id.index].append(c) }
        }
        scaleTextSizes()
    }

    /// A styled view's declared intrinsic size (and `baseline`) is its size at the default category (`L`);
    /// at another category both sides scale by the style's point size there over its size at
    /// `L`, as text set in a `UIFont.preferredFont(forTextStyle:)` font grows (the ratio
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` applies; docs/language.md, "Text styles").
    private mutating func scaleTextSizes() {
        let category = target.variant.effectiveContentSize
        guard category != .defaultCategory else { return }
        for i in views.indices {
            guard let style = views[i].textStyle else { continue }
            let k = style.scale(at: category)
            views[i].intrinsicWidth = views[i].intrinsicWidth.map { $0 * k }
            views[i].intrinsicHeight = views[i].intrinsicHeight.map { $0 * k }
            // Baselines are distances in the text's font, so they grow with it too.
            views[i].baseline = views[i].baseline.map { BaselineOffsets(first: $0.first * k, last: $0.last * k) }
        }
    }

    private mutating func apply(_ properties: [ViewProperty], to id: ViewID, conditions: [SourceRange]) {
        let i = id.index
        for property in properties {
            switch property.value {
            case .intrinsic, .hug, .resist:
                // The intrinsic constraints hold only where these lines are active.
                if !conditions.isEmpty, var written = intrinsicSource[i] {
                    for c in conditions where !written.conditions.contains(c) { written.conditions.append(c) }
                    intrinsicSource[i] = written
                }
            default:
                break
            }
            switch property.value {
            case .intrinsic(let width, let height):
                if views[i].kind == .guide {
                    report(.guideIntrinsic, at: property.range)
                    continue
                }
                // Width first, without building an array: this runs for every intrinsic size.
                if let bad = width.flatMap({ $0.isFinite ? nil : $0 }) ?? height.flatMap({ $0.isFinite ? nil : $0 }) {
                    report(.intrinsicNotFinite("\(bad)"), at: property.range)
                    continue
                }
                // A side written `_` is the kind's own: none for a view or a label, UIKit's
                // fixed height for a segmented control (`segmented tabs intrinsic 240x_`).
                let builtIn = ControlDefaults(views[i].kind)
                views[i].intrinsicWidth = width ?? builtIn.width
                views[i].intrinsicHeight = height ?? builtIn.height
                var all = intrinsicSource[i]?.conditions ?? []
                for c in conditions where !all.contains(c) { all.append(c) }
                intrinsicSource[i] = (property.range, all)
            case .hug(let h, let v):
                if let h = checkedContentPriority(h, at: property.range),
                   let v = checkedContentPriority(v ?? h, at: property.range) {
                    views[i].hug = (h, v)
                }
            case .resist(let h, let v):
                if let h = checkedContentPriority(h, at: property.range),
                   let v = checkedContentPriority(v ?? h, at: property.range) {
                    views[i].resist = (h, v)
                }
            case .hidden(let hidden):
                views[i].hidden = hidden
            case .installed(let installed):
                uninstalled[i] = !installed
                uninstalledSource[i] = installed ? nil : property.range
            case .style(let style):
                guard [.label, .button, .field].contains(views[i].kind) else {
                    report(.textStyleKind(view: views[i].name, kind: views[i].kind.rawValue), at: property.range)
                    continue
                }
                views[i].textStyle = style
            case .baseline(let first, let last):
                // UIKit's text views (UILabel, UIButton's label, UITextField) have baselines;
                // other views use their top and bottom edges (UIView forFirstBaselineLayout).
                guard [.label, .button, .field].contains(views[i].kind) else {
                    report(.baselineOnViewWithoutText(view: views[i].name, kind: views[i].kind.rawValue), at: property.range)
                    continue
                }
                guard first.isFinite, (last ?? first).isFinite else {
                    report(.baselineNotFinite, at: property.range)
                    continue
                }
                views[i].baseline = BaselineOffsets(first: first, last: last ?? first)
            case .direction(let content):
                views[i].semanticContent = content
            case .spacingAfter(let e):
                if let value = constantValue(e, what: "'spacingAfter'") { views[i].spacingAfter = value }
            case .margins(let insets):
                guard views[i].kind != .guide else {
                    report(.guideOfGuide("margins", of: views[i].name), at: property.range)
                    continue
                }
                views[i].margins = insets
                views[i].marginsSource = property.range
            case .axis, .distribution, .alignment, .spacing, .baselineRelative, .marginsRelative:
                guard views[i].stack != nil else {
                    report(.notAStack(property: property.keyword.name, view: views[i].name, kind: views[i].kind.rawValue),
                           at: property.range)
                    continue
                }
                applyStackProperty(property.value, to: i)
            }
        }
    }

    /// Baseline alignment "is only valid for horizontal stacks" (Apple,
    /// UIStackView.Alignment.firstBaseline): on a vertical stack it is an error, reported at
    /// the stack once its variant's axis and alignment are known.
    mutating func checkStackBaselines() {
        for i in views.indices {
            guard let st = views[i].stack, st.axis == .vertical,
                  st.alignment == .firstBaseline || st.alignment == .lastBaseline,
                  let at = views[i].declaration else { continue }
            report(.baselineAlignmentOnVerticalStack(st.alignment.rawValue, stack: views[i].name), at: at)
            views[i].stack?.alignment = .fill
        }
    }

    private mutating func applyStackProperty(_ value: ViewPropertyValue, to i: Int) {
        switch value {
        case .axis(let axis): views[i].stack?.axis = axis
        case .distribution(let distribution): views[i].stack?.distribution = distribution
        case .alignment(let alignment): views[i].stack?.alignment = alignment
        case .baselineRelative(let on): views[i].stack?.baselineRelative = on
        case .marginsRelative(let on): views[i].stack?.marginsRelative = on
        case .spacing(let e):
            if let value = constantValue(e, what: "a stack's 'spacing'") { views[i].stack?.spacing = value }
        default: break
        }
    }
}
