import LayoutSource
import LayoutSyntax

extension IRBuilder {
    // MARK: - Metrics and constants

    /// The value of metric `name` as used by a constraint or property (counts as a use).
    mutating func useMetric(_ name: Identifier) -> Double? {
        if metrics.evaluating.isEmpty {
            // Already in `directUses`, and resolving again would only read the stored value.
            if let last = metrics.lastDirectUse, last.name == name.name { return last.value }
            metrics.directUses.insert(name.name)
            let value = resolveMetric(name)
            if let value { metrics.lastDirectUse = (name.name, value) }
            return value
        }
        metrics.dependencies[metrics.evaluating[metrics.evaluating.count - 1], default: []].append(name.name)
        return resolveMetric(name)
    }

    /// Evaluates every effective definition once, in first-definition order, so that errors in
    /// metrics are reported even when nothing uses them.
    mutating func evaluateAllMetrics() {
        for name in metrics.order {
            if let definition = metrics.definitions[name] { _ = resolveMetric(definition.name) }
        }
    }

    private mutating func resolveMetric(_ name: Identifier) -> Double? {
        let key = name.name
        if let value = metrics.values[key] { return value }
        if metrics.failed.contains(key) { return nil }
        guard let definition = metrics.definitions[key] else {
            if let value = MetricEnvironment.builtin(key) { return value }
            report(.unknownMetric(key, suggesting: closest(to: key, in: metrics.candidateNames)), at: name.range)
            return nil
        }
        if let start = metrics.evaluating.firstIndex(of: key) {
            reportCycle(Array(metrics.evaluating[start...]))
            return nil
        }
        // Evaluation recurses through definitions; a bound keeps a generated chain of
        // thousands of metrics from exhausting the stack.
        if metrics.evaluating.count >= MetricEnvironment.maximumDepth {
            report(.metricTooDeep(key, depth: MetricEnvironment.maximumDepth), at: definition.name.range)
            metrics.failed.insert(key)
            return nil
        }
        metrics.evaluating.append(key)
        let value = constantValue(definition.value, what: "the value of metric '\(key)'")
        metrics.evaluating.removeLast()
        if metrics.failed.contains(key) { return nil }
        guard let value else { metrics.failed.insert(key); return nil }
        metrics.values[key] = value
        return value
    }

    private mutating func reportCycle(_ members: [String]) {
        let defs = members.compactMap { metrics.definitions[$0] }
        guard let first = defs.indices.min(by: { defs[$0].name.range < defs[$1].name.range }) else { return }
        // Start the cycle at its first definition in the file, so the report does not depend
        // on which metric happened to be evaluated first.
        let rotated = Array(defs[first...] + defs[..<first])
        let path = rotated.map(\.name.name) + [rotated[0].name.name]
        let notes = rotated.dropFirst().map { DiagnosticNote("'\($0.name.name)' is part of the cycle", at: $0.name.range) }
        report(.metricCycle(path), at: rotated[0].name.range, notes: notes)
        metrics.failed.formUnion(members)
    }

    /// The value of an expression that must be a number (metric values, spacings, priorities).
    mutating func constantValue(_ expr: Expr, what: String) -> Double? {
        var axes = AxisUse()
        guard let linear = linear(expr, ExprContext(superview: .root, names: .metrics), &axes, constantFor: what) else {
            return nil
        }
        return linear.constant
    }

    // MARK: - Priorities

    /// The priority written, `1000` when none; `nil` (after an error) when invalid.
    mutating func priority(_ syntax: PrioritySyntax?) -> Double? {
        guard let syntax else { return 1000 }
        let value: Double
        var written: String
        switch syntax.value {
        case .number(let n):
            value = n
            written = NumberFormat.string(n)
        case .name(let name):
            if let named = Vocabulary.priority(named: name) { return named }
            if metrics.definitions[name] == nil, MetricEnvironment.builtin(name) == nil {
                let keywords = Vocabulary.priorityNames.map(\.name)
                report(.unknownPriority(name, suggesting: closest(to: name, in: keywords + metrics.candidateNames)),
                       at: syntax.range)
                return nil
            }
            guard let v = useMetric(Identifier(name, syntax.range)) else { return nil }
            value = v
            written = "'\(name)' (\(NumberFormat.string(v)))"
        }
        guard value >= 1, value <= 1000 else {
            report(.priorityOutOfRange(written), at: syntax.range)
            return nil
        }
        return value
    }

    /// Checks a hugging or compression-resistance priority written in a property.
    mutating func checkedContentPriority(_ value: Double, at range: SourceRange) -> Double? {
        guard value >= 1, value <= 1000 else {
            report(.contentPriorityOutOfRange(NumberFormat.string(value)), at: range)
            return nil
        }
        return value
    }

    // MARK: - Linear expressions

    /// Lowers `expr`; `nil` after reporting every error found in it. With `constantFor`, the
    /// expression must not read any view (`what` names it in the message).
    mutating func linear(_ expr: Expr, _ context: ExprContext, _ axes: inout AxisUse,
                         constantFor what: String? = nil) -> LinearExpr? {
        switch expr.kind {
        case .number(let n):
            guard n.isFinite else {
                report(.numberTooLarge, at: expr.range)
                return nil
            }
            return LinearExpr(constant: n)
        case .paren(let inner):
            return linear(inner, context, &axes, constantFor: what)
        case .scaled(let inner, let style, _):
            // UIFontMetrics(forTextStyle:).scaledValue(for:): the style's point size at this
            // variant's category over its size at the default (docs/language.md, "Text styles").
            return linear(inner, context, &axes, constantFor: what)?.scaled(style.scale(at: target.variant.effectiveContentSize))
        case .negate(let inner):
            return linear(inner, context, &axes, constantFor: what)?.scaled(-1)
        case .name(let name):
            return bareName(name, context, constantFor: what)
        case .anchor(let view, let attribute):
            if let what {
                report(.notConstant(what, anchor: "\(view.name).\(attribute.name)"), at: expr.range)
                return nil
            }
            if case .spacing = context.names {
                report(.viewInSpacing("\(view.name).\(attribute.name)"), at: expr.range)
                return nil
            }
            return anchor(resolveAnchorView(view, superview: context.superview), attribute, range: expr.range, context, &axes)
        case .guideAnchor(let view, let guide, let attribute):
            let text = "\(view.name).\(guide.name).\(attribute.name)"
            if let what {
                report(.notConstant(what, anchor: text), at: expr.range)
                return nil
            }
            if case .spacing = context.names {
                report(.viewInSpacing(text), at: expr.range)
                return nil
            }
            return anchor(resolveGuide(view, guide, superview: context.superview), attribute, range: expr.range, context, &axes)
        case .binary(let op, let l, let r):
            let left = linear(l, context, &axes, constantFor: what)
            let right = linear(r, context, &axes, constantFor: what)
            guard let left, let right else { return nil }
            guard let result = combine(op, left, right, expr: expr, divisor: r) else { return nil }
            if !result.constant.isFinite || result.terms.contains(where: { !$0.coefficient.isFinite }) {
                report(.valueTooLarge, at: expr.range)
                return nil
            }
            return result
        }
    }

    /// `left op right`, or `nil` after a non-linear or division-by-zero error.
    private mutating func combine(_ op: BinaryOperator, _ left: LinearExpr, _ right: LinearExpr, expr: Expr,
                                  divisor r: Expr) -> LinearExpr? {
        switch op {
        case .add:
            var sum = left; sum.add(right); return sum
        case .subtract:
            var difference = left; difference.add(right, scale: -1); return difference
        case .multiply:
            if !left.isConstant && !right.isConstant {
                report(.productOfAnchors, at: expr.range)
                return nil
            }
            return left.isConstant ? right.scaled(left.constant) : left.scaled(right.constant)
        case .divide:
            if !right.isConstant {
                report(.divisionByAnchor, at: expr.range)
                return nil
            }
            if right.constant == 0 {
                report(.divisionByZero, at: r.range)
                return nil
            }
            return left.divided(by: right.constant)
        }
    }

    private mutating func bareName(_ name: Identifier, _ context: ExprContext, constantFor what: String?) -> LinearExpr? {
        switch context.names {
        case .viewSize(let size) where what == nil:
            // A view name wins over a metric of the same name: `[a(==b)]` is the common case.
            if let id = table.ids[name.name] { return LinearExpr(id, size) }
            if metrics.definitions[name.name] == nil, MetricEnvironment.builtin(name.name) == nil {
                let views = closest(to: name.name, in: table.names)
                let metric = closest(to: name.name, in: metrics.candidateNames)
                report(.unknownViewOrMetric(name.name, metric: metric, view: views), at: name.range)
                return nil
            }
        case .spacing:
            if metrics.definitions[name.name] == nil, MetricEnvironment.builtin(name.name) == nil,
               table.ids[name.name] != nil {
                report(.viewInSpacing(name.name), at: name.range)
                return nil
            }
        case .metrics where what == nil:
            if metrics.definitions[name.name] == nil, MetricEnvironment.builtin(name.name) == nil,
               table.ids[name.name] != nil {
                report(.viewIsNotAMetric(name.name), at: name.range)
                return nil
            }
        default:
            break
        }
        return useMetric(name).map { LinearExpr(constant: $0) }
    }

    private mutating func anchor(_ id: ViewID?, _ attribute: Identifier, range: SourceRange,
                                 _ context: ExprContext, _ axes: inout AxisUse) -> LinearExpr? {
        let attr = LayoutAttribute(rawValue: attribute.name)
        if attr == nil {
            let suggestion = NameSuggestion.closest(to: attribute.name, in: LayoutAttribute.allCases.map(\.rawValue))
            report(.unknownAttribute(attribute.name, suggesting: suggestion), at: attribute.range)
        }
        guard var id, let attr else { return nil }
        if !context.contentEdges.isEmpty, context.contentEdges.contains(id), ViewTable.isEdge(attr),
           let content = table.guide(.content, of: id) {
            id = content
        }
        switch attr {
        case .leading, .trailing: if axes.directional == nil { axes.directional = range }
        case .left, .right: if axes.absolute == nil { axes.absolute = range }
        default: break
        }
        switch attr.role {
        case .horizontalPosition:
            if let other = axes.vertical {
                mixedAxes(range, "a horizontal", other, "vertical")
                return nil
            }
            if axes.horizontal == nil { axes.horizontal = range }
        case .verticalPosition:
            if let other = axes.horizontal {
                mixedAxes(range, "a vertical", other, "horizontal")
                return nil
            }
            if axes.vertical == nil { axes.vertical = range }
        case .size:
            break
        }
        return LinearExpr(id, attr, baseline: views[id.index].baseline)
    }

    private mutating func mixedAxes(_ range: SourceRange, _ kind: String, _ other: SourceRange, _ otherKind: String) {
        let text = source.text(in: range), otherText = source.text(in: other)
        report(.mixedAxes(text, kind, other: otherText, otherKind), at: range,
              notes: [DiagnosticNote("the \(otherKind) position is here", at: other)])
    }

    /// The view an anchor or `set` line names (`superview`, built-ins, declared views);
    /// `nil` after an `unknown-view` error.
    mutating func resolveView(_ name: Identifier, superview: ViewID) -> ViewID? {
        if name.name == "superview" { return superview }
        if let id = table.ids[name.name] { return id }
        report(.unknownView(name.name, suggesting: closest(to: name.name, in: table.names + ["superview"])), at: name.range)
        return nil
    }
}
