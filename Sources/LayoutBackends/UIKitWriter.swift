// `vflc emit uikit`: one Swift file per layout, a `@MainActor public final class` with one
// stored property per view, `init()`, `install(in:)` and `apply(_:)` (docs/codegen.md).
//
// What changes between variants is found here, from the model's per-variant values:
// - a constraint in all four variants with one constant is created and activated once;
// - one in all four whose constant differs (a metric override) is kept in a stored property
//   and `apply(_:)` sets its `constant`;
// - the others belong to per-variant sets that `apply(_:)` deactivates and activates
//   (`NSLayoutConstraint.activate(_:)`/`deactivate(_:)`, Apple: "activating or deactivating
//   the constraints in one call is more efficient than doing so one at a time");
// - a property (stack settings, `isHidden`, priorities, custom spacing) with one value is set
//   in `install(in:)`, one that differs is set when a switch of variant changes it
//   (`UIKitWriter+Lifecycle.swift`); named constraints are properties of the class
//   (`UIKitWriter+Named.swift`).
import LayoutEmissionModel

/// Writes the Swift source of a `UIKitModel`.
public enum UIKitWriter {
    /// The Swift source; every constraint of `model` must be supported
    /// (`UIKitConstraintText.unsupportedReason` is `nil`). Deterministic: same model, same bytes.
    public static func write(_ model: UIKitModel) -> String {
        var w = Writer(model: model)
        // About 90 bytes per line, a few lines per view and constraint: one allocation, not a dozen.
        w.out.reserveCapacity(2_000 + 200 * model.views.count + 150 * model.constraints.count)
        w.run()
        return w.out
    }

    /// The names the generated class uses itself: a view of such a name would clash.
    public static let memberNames: Set<String> = Set([
        "install", "apply", "named", "variant", "Variant", "constraints", "root", "safeArea", "margins", "shared",
        "next", "traits", "scaleConstants", "updateForHiddenViews", "keptInside", "isInstalled", "switchVariant", "previous",
    ] + SizeClasses.allCases.map(\.caseName))

    /// The UIKit class of a view kind (contract: view→UIView … guide→UILayoutGuide; the
    /// controls of docs/language.md §17).
    public static func className(ofKind kind: String) -> String {
        switch kind {
        case "label": return "UILabel"
        case "button": return "UIButton"
        case "image": return "UIImageView"
        case "field": return "UITextField"
        case "stack": return "UIStackView"
        case "guide": return "UILayoutGuide"
        case "scroll": return "UIScrollView"
        case "switch": return "UISwitch"
        case "slider": return "UISlider"
        case "segmented": return "UISegmentedControl"
        case "stepper": return "UIStepper"
        case "pages": return "UIPageControl"
        case "progress": return "UIProgressView"
        case "activity": return "UIActivityIndicatorView"
        case "text": return "UITextView"
        case "picker": return "UIPickerView"
        case "date": return "UIDatePicker"
        case "table": return "UITableView"
        case "collection": return "UICollectionView"
        default: return "UIView"
        }
    }

    /// The class a view's property has: its custom class as written, else its kind's.
    static func className(of view: EmissionView) -> String { view.customClass ?? className(ofKind: view.kind) }

    /// The expression that creates a view. A custom class is made with `Class()`, whatever its
    /// kind (the team's class decides its own configuration); a system button is
    /// `UIButton(type: .system)`, a collection view needs a layout
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:);
    /// a flow layout, which the app replaces through `collectionViewLayout`), every other class `Class()`.
    static func creation(of view: EmissionView) -> String {
        if let custom = view.customClass { return custom + "()" }
        switch view.kind {
        case "button": return "UIButton(type: .system)"
        case "collection": return "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
        default: return className(ofKind: view.kind) + "()"
        }
    }
}

/// The state of one write.
struct Writer {
    let model: UIKitModel
    var out = ""
    /// Constraints whose constant differs between the variants they hold in, or follows the
    /// content size category, with their stored property's name.
    var adjustable: [(index: Int, name: String)] = []
    /// Constraints kept in a stored property (those of `adjustable`, and the named ones), by
    /// index: the property's name.
    var stored: [Int: String] = [:]
    /// The file's constraint names, each with its constraints (one per variant at most), in
    /// source order: the class exposes each as a property (`UIKitWriter+Named.swift`).
    var named: [(name: String, indices: [Int])] = []
    /// Whether some constant follows the content size category (`scaleConstants`).
    var hasScaled = false
    /// Whether some constraint holds in some variants only.
    var hasVariantSets = false
    /// The constraints that keep a later arranged view inside its baseline-aligned stack, which
    /// follow the view's `isHidden` (`UIKitWriterKeptInside.swift`), by index.
    var keptInside: [Int] = []
    /// Whether some of those hold in some variants only.
    var keptInsideVaries = false
    /// The view properties that change between variants, each with its statement in each
    /// variant (`varyingProperties`), in view order.
    var varying: [[String?]] = []
    /// Whether some view property differs between variants.
    var hasVariantProperties: Bool { !varying.isEmpty }

    init(model: UIKitModel) {
        self.model = model
        var used = Set(model.views.map(\.name)).union(UIKitWriter.memberNames).union(model.constraints.compactMap(\.name))
        var namedIndex: [String: Int] = [:]
        for (i, c) in model.constraints.enumerated() {
            let present = c.constants.values.compactMap { $0 }
            if c.followsHiddenView != nil {
                keptInside.append(i)
                if present.count != model.variants.count { keptInsideVaries = true }
                continue
            }
            if present.count != model.variants.count { hasVariantSets = true }
            if c.isScaled { hasScaled = true }
            let isAdjustable = c.isScaled || present.contains(where: { $0 != present[0] })
            if isAdjustable || c.name != nil {
                let property = c.name.map { Self.unique("_" + $0, used: &used) } ?? Self.freshName(for: c, used: &used)
                stored[i] = property
                if isAdjustable { adjustable.append((i, property)) }
            }
            if let name = c.name {
                if let k = namedIndex[name] { named[k].indices.append(i) } else { namedIndex[name] = named.count; named.append((name, [i])) }
            }
        }
        for v in model.views {
            varying += Self.varyingProperties(of: v, in: model)
            if v.settings.values.contains(where: \.hasScaledSpacing) { hasScaled = true }
        }
    }

    var varies: Bool {
        hasVariantSets || keptInsideVaries || hasVariantProperties || !adjustable.isEmpty || model.variants.count > 4 || hasScaled
    }

    /// Whether some size class has several bands of content size categories.
    var hasBands: Bool { model.variants.count > SizeClasses.allCases.count }

    /// `logoHeight`, `logoHeight2`, …: the first item and attribute, unique in the class.
    static func freshName(for c: UIKitConstraint, used: inout Set<String>) -> String {
        // `card.layoutMarginsGuide` becomes `cardLayoutMarginsGuide`: a guide's item is a path.
        let parts = c.first.split(separator: ".")
        let first = parts.enumerated().map { i, p in i == 0 ? String(p) : p.prefix(1).uppercased() + p.dropFirst() }.joined()
        return unique(first + c.firstAttribute.prefix(1).uppercased() + c.firstAttribute.dropFirst(), used: &used)
    }

    /// `base`, or `base2`, `base3`…: the first not in `used`, which it joins.
    static func unique(_ base: String, used: inout Set<String>) -> String {
        var name = base
        var n = 2
        while used.contains(name) { name = base + String(n); n += 1 }
        used.insert(name)
        return name
    }

    mutating func line(_ text: String = "") {
        out.append(text)
        out.append("\n")
    }

    /// `public ` or nothing (`--access internal`), before each declaration others may use.
    var access: String { model.options.access == .public ? "public " : "" }

    mutating func run() {
        writeHeader()
        for v in model.views {
            line("    /// `\(v.name)`, the `\(v.kind)` declared on line \(v.line).")
            line("    \(access)let \(v.name): \(UIKitWriter.className(of: v))")
        }
        line()
        line("    /// Whether `install(in:)` has run (it runs once).")
        line("    private var isInstalled = false")
        writeNamedConstraints()
        if varies { writeVariantState() }
        if !stored.isEmpty { line() }
        writeStoredState()
        writeKeptInsideState()
        line()
        writeInit()
        line()
        writeInstall()
        line()
        writeApply()
        if varies {
            line()
            writeSwitchVariant()
            if hasVariantSets {
                line()
                writeConstraintsOf()
            }
            if hasScaled {
                line()
                writeScaleConstants()
            }
            line()
            writeVariantFor()
        }
        if !keptInside.isEmpty {
            line()
            writeUpdateForHiddenViews()
        }
        line()
        line("    /// `constraint` named by the source location it came from, which UIKit prints in its")
        line("    /// \"Unable to simultaneously satisfy constraints\" log, at `priority`.")
        line("    private func named(_ constraint: NSLayoutConstraint, _ identifier: String,")
        line("                       priority: UILayoutPriority = .required) -> NSLayoutConstraint {")
        line("        constraint.identifier = identifier")
        line("        constraint.priority = priority")
        line("        return constraint")
        line("    }")
        line("}")
    }

    mutating func writeVariantState() {
        line()
        if hasBands {
            line("    /// A size-class combination (`wC hR` is `compactWidthRegularHeight`) and a band of content size")
            line("    /// categories (`FromAX1`: `accessibilityMedium` and larger; no suffix: the band of `large`).")
        } else {
            line("    /// A size-class combination (`wC hR` is `compactWidthRegularHeight`).")
        }
        line("    private enum Variant {")
        for v in model.variants { line("        case \(v.caseName)") }
        line("    }")
        line()
        line("    /// The variant whose constraints and properties are in place; `nil` before `install(in:)`.")
        line("    private var variant: Variant?")
        if hasVariantSets {
            for v in model.variants {
                line("    /// Constraints of `\(v)` that not every variant has.")
                line("    private var \(v.caseName): [NSLayoutConstraint] = []")
            }
        }
    }

    /// The stored constraints: those `apply(_:)` changes the constant of, and the named ones.
    mutating func writeStoredState() {
        for (i, property) in stored.sorted(by: { $0.key < $1.key }) {
            let c = model.constraints[i]
            let why = c.isScaled ? "its constant follows the content size category"
                : adjustable.contains { $0.index == i } ? "its constant differs between variants" : "`\(c.name ?? "")`"
            line("    /// Line \(c.line): \(why).")
            line("    private var \(property): NSLayoutConstraint?")
        }
    }

    mutating func writeInit() {
        line("    /// Creates every view and guide; `install(in:)` adds them to a view.")
        line("    \(access)init() {")
        for v in model.views { line("        \(v.name) = \(UIKitWriter.creation(of: v))") }
        // UIKit prints a layout guide by its identifier in conflict logs
        // (https://developer.apple.com/documentation/uikit/uilayoutguide/identifier).
        for v in model.views where v.kind == "guide" {
            line("        \(v.name).identifier = \(UIKitConstraintText.stringLiteral(v.name))")
        }
        line("    }")
    }

    mutating func writeInstall() {
        line("    /// Adds the views and guides to `root`, sets their properties, and activates the constraints")
        line("    /// of the variant `root.traitCollection` selects.")
        line("    \(access)func install(in root: UIView) {")
        writeInstallGuard()
        let usesSafeArea = model.constraints.contains { $0.first == "safeArea" || $0.second == "safeArea" }
        let usesMargins = model.constraints.contains { $0.first == "margins" || $0.second == "margins" }
        if usesSafeArea { line("        let safeArea = root.safeAreaLayoutGuide") }
        if usesMargins { line("        let margins = root.layoutMarginsGuide") }
        if usesSafeArea || usesMargins { line() }
        if !model.views.isEmpty {
            line("        // The hierarchy, in declaration order.")
            for v in model.views {
                if v.kind == "guide" {
                    line("        \(v.parent).addLayoutGuide(\(v.name))")
                } else {
                    line("        \(v.parent).\(v.isArranged ? "addArrangedSubview" : "addSubview")(\(v.name))")
                    line("        \(v.name).translatesAutoresizingMaskIntoConstraints = false")
                }
            }
        }
        if model.options.accessibilityIdentifiers {
            line()
            line("        // Accessibility identifiers: UI tests find each view by its name in the layout file.")
            for v in model.views where v.kind != "guide" {
                line("        \(v.name).accessibilityIdentifier = \(UIKitConstraintText.stringLiteral(v.name))")
            }
        }
        var fixed: [String] = []
        for v in model.views { fixed += Self.fixedLines(of: v, in: model) }
        if !fixed.isEmpty {
            line()
            line(varies ? "        // Properties that are the same in every variant." : "        // Properties.")
            for l in fixed { line("        " + l) }
        }
        writeConstraints()
        writeFirstActivation()
        line("    }")
    }

    mutating func writeConstraints() {
        guard !model.constraints.isEmpty else { return }
        line()
        line("        // Constraints, in source order; `shared` holds those of every variant.")
        line("        var shared: [NSLayoutConstraint] = []")
        var lastLine = -1
        var locals = Set(model.views.map(\.name)).union(UIKitWriter.memberNames).union(stored.values)
            .union(model.constraints.compactMap(\.name))
        for (i, c) in model.constraints.enumerated() {
            if c.line != lastLine {
                line("        // line \(c.line): \(c.sourceText)")
                lastLine = c.line
            }
            if c.followsHiddenView != nil {
                writeKeptInside(c)
                continue
            }
            let variants = c.variantIndices.map { model.variants[$0] }
            // Created with its value at the default category; `apply(_:)` sets the others.
            let constant = variants.first.flatMap { c.constants[$0] }.map { $0.base + $0.scaled.reduce(0) { $0 + $1.value } } ?? 0
            var make = "named(\(UIKitConstraintText.expression(c, constant: constant)), "
                + UIKitConstraintText.stringLiteral(c.identifier)
            if c.priority != 1000 {
                make += ", priority: UILayoutPriority(rawValue: \(UIKitConstraintText.number(c.priority)))"
            }
            make += ")"
            if let name = stored[i] {
                line("        let \(name) = \(make)")
                line("        self.\(name) = \(name)")
                if variants.count == model.variants.count {
                    line("        shared.append(\(name))")
                } else {
                    for v in variants { line("        \(v.caseName).append(\(name))") }
                }
            } else if variants.count == model.variants.count {
                line("        shared.append(\(make))")
            } else if variants.count == 1 {
                line("        \(variants[0].caseName).append(\(make))")
            } else {
                let name = Writer.freshName(for: c, used: &locals)
                line("        let \(name) = \(make)")
                for v in variants { line("        \(v.caseName).append(\(name))") }
            }
        }
    }
}
