import LayoutSource
import LayoutSyntax

/// Where a statement is: the view whose block it is in, and the `when` conditions that enabled it.
struct WalkContext {
    /// The block's view (`superview`, and `|` on visual-format lines).
    var superview: ViewID
    /// Conditions (or `else` keywords) of the enclosing active `when` blocks, outermost first.
    var conditions: [SourceRange]
}

extension IRBuilder {
    /// The first pass: metric definitions and `set` lines of the active blocks, in source
    /// order, because both apply to the whole variant and not only to the lines after them.
    mutating func collectVariantSettings(_ statements: [Statement], _ context: WalkContext,
                                         sets: inout [(statement: SetStmt, conditions: [SourceRange])]) {
        for statement in statements {
            switch statement {
            case .metrics(let block):
                for definition in block.definitions { metrics.define(definition) }
            case .set(let s):
                sets.append((s, context.conditions))
            case .view(let decl):
                if let body = decl.body, let id = declaredID(decl) {
                    collectVariantSettings(body, WalkContext(superview: id, conditions: context.conditions), sets: &sets)
                }
            case .when(let block):
                if let active = block.activeBody(in: target.variant) {
                    collectVariantSettings(active.body, WalkContext(superview: context.superview,
                                                                    conditions: context.conditions + [active.condition]),
                                           sets: &sets)
                }
            case .vfl, .constraint:
                break
            }
        }
    }

    /// The second pass: every constraint-producing statement in source order.
    mutating func lowerStatements(_ statements: [Statement], _ context: WalkContext) {
        for statement in statements {
            switch statement {
            case .view(let decl):
                guard let id = declaredID(decl) else { continue }
                lowerIntrinsic(id)
                if let body = decl.body {
                    lowerStatements(body, WalkContext(superview: id, conditions: context.conditions))
                }
            case .vfl(let line):
                lowerVFL(line, context)
            case .constraint(let c):
                lowerExplicit(c, context)
            case .when(let block):
                if let active = block.activeBody(in: target.variant) {
                    lowerStatements(active.body, WalkContext(superview: context.superview,
                                                             conditions: context.conditions + [active.condition]))
                }
            case .metrics, .set:
                break
            }
        }
    }

    /// The id given to `decl` (also for a duplicate name, which keeps its own view).
    func declaredID(_ decl: ViewDecl) -> ViewID? {
        table.id(of: decl)
    }

    /// `EXPR REL EXPR @P` as `lhs - rhs REL 0`.
    private mutating func lowerExplicit(_ c: ConstraintStmt, _ context: WalkContext) {
        if let name = c.name { lowerConstraintName(name, of: c.range) }
        var axes = AxisUse()
        var names = ExprContext(superview: context.superview, names: .metrics)
        names.contentEdges = contentEdgeScrolls(c.lhs, c.rhs, superview: context.superview)
        let lhs = linear(c.lhs, names, &axes)
        let rhs = linear(c.rhs, names, &axes)
        let priority = priority(c.priority)
        guard var e = lhs, let rhs, let priority else { return }
        e.add(rhs, scale: -1)
        if let directional = axes.directional {
            if let absolute = axes.absolute {
                // UIKit raises for such a constraint ("A constraint cannot be made between a
                // leading/trailing attribute and a right/left attribute"); it is kept, unflipped.
                report(.mixedDirection(directional: source.text(in: directional), absolute: source.text(in: absolute)),
                       at: directional, notes: [DiagnosticNote("the left/right anchor is here", at: absolute)])
            } else {
                direction.resolve(&e)
            }
        }
        let (anchor, gap) = anchorForm(lhs: c.lhs, c.relation, rhs: c.rhs, superview: context.superview,
                                       contentEdges: names.contentEdges)
        if let gap { anchorFormGaps[c.range] = gap }
        addConstraint(consume e, c.relation, priority: priority,
                      origin: ConstraintOrigin(kind: .explicit, range: c.range,
                                               deferred: table.quotesSource ? .statement(.init(file: source, range: c.range)) : .printed(c)),
                      conditions: context.conditions, anchor: anchor)
    }

    /// Records a constraint's name, which must be unique among this variant's constraint
    /// names (the same name in a `when` body and its `else` is one constraint per variant)
    /// and differ from every view and metric name: generated code exposes it as a property.
    private mutating func lowerConstraintName(_ name: Identifier, of range: SourceRange) {
        if table.ids[name.name] != nil || Vocabulary.isReservedViewName(name.name) {
            report(.constraintNamedLike(name.name, what: "view"), at: name.range)
        } else if metrics.definitions[name.name] != nil {
            report(.constraintNamedLike(name.name, what: "metric"), at: name.range)
        } else if let first = constraintNameRanges[name.name] {
            report(.constraintNameTaken(name.name), at: name.range, notes: [DiagnosticNote("first named here", at: first)])
        } else {
            constraintNameRanges[name.name] = name.range
            constraintNames[range] = name.name
        }
    }

    /// `width <= w @hug` and `width >= w @resist` (and the same for height) for an intrinsic size.
    mutating func lowerIntrinsic(_ id: ViewID) {
        guard let written = intrinsicSource[id.index] else { return }
        // Two calls rather than a loop over an array literal, which would allocate per view.
        lowerIntrinsic(id, .width, written: written)
        lowerIntrinsic(id, .height, written: written)
    }

    /// The hugging and resistance constraints of one axis of an intrinsic size, if it has one.
    private mutating func lowerIntrinsic(_ id: ViewID, _ attribute: LayoutAttribute,
                                         written: (range: SourceRange, conditions: [SourceRange])) {
        let i = id.index
        let horizontal = attribute == .width
        guard let size = horizontal ? views[i].intrinsicWidth : views[i].intrinsicHeight else { return }
        let hug = horizontal ? views[i].hug.horizontal : views[i].hug.vertical
        let resist = horizontal ? views[i].resist.horizontal : views[i].resist.vertical
        var e = LinearExpr(id, attribute)
        e.constant = -size
        let name = views[i].name
        if let style = views[i].textStyle {
            // Described as written, `scaled(300, body)`, the same text at every content size
            // category, so a diagnostic found at several categories is reported once.
            let declared = size / style.scale(at: target.variant.effectiveContentSize)
            addConstraint(e, .lessOrEqual, priority: hug,
                          origin: ConstraintOrigin(kind: .intrinsicHug, range: written.range, deferred: .scaledIntrinsic(
                              view: name, attribute: attribute, relation: .lessOrEqual, declared: declared, style: style, priority: hug)),
                          conditions: written.conditions)
            addConstraint(consume e, .greaterOrEqual, priority: resist,
                          origin: ConstraintOrigin(kind: .intrinsicResist, range: written.range, deferred: .scaledIntrinsic(
                              view: name, attribute: attribute, relation: .greaterOrEqual, declared: declared, style: style, priority: resist)),
                          conditions: written.conditions)
            return
        }
        addConstraint(e, .lessOrEqual, priority: hug,
                      origin: ConstraintOrigin(kind: .intrinsicHug, range: written.range, deferred: .relation(
                          lhs: name, lhsAttribute: attribute, relation: .lessOrEqual, rhs: nil, rhsAttribute: attribute,
                          constant: size, priority: hug)),
                      conditions: written.conditions,
                      anchor: AnchorForm(first: id, firstAttribute: attribute, relation: .lessOrEqual, second: nil,
                                         secondAttribute: nil, multiplier: 1, constant: size))
        addConstraint(consume e, .greaterOrEqual, priority: resist,
                      origin: ConstraintOrigin(kind: .intrinsicResist, range: written.range, deferred: .relation(
                          lhs: name, lhsAttribute: attribute, relation: .greaterOrEqual, rhs: nil, rhsAttribute: attribute,
                          constant: size, priority: resist)),
                      conditions: written.conditions,
                      anchor: AnchorForm(first: id, firstAttribute: attribute, relation: .greaterOrEqual, second: nil,
                                         secondAttribute: nil, multiplier: 1, constant: size))
    }
}
