import LayoutEmissionModel
import LayoutSource

/// `vflc emit uikit`: the emission model as a Swift class of UIKit code (`UIKitWriter`,
/// docs/codegen.md), named after the file (`SwiftNames.className(forPath:)`).
public struct UIKitEmitter: Emitter {
    public init() {}

    public var name: String { "uikit" }
    public var summary: String { "the UIKit code (NSLayoutConstraint anchors)" }
    public var outputNoun: String { "class" }
    public var unsupportedKind: DiagnosticKind { .uikitUnsupported }

    public func outputName(forInput path: String, options: EmitOptions) -> Result<String, EmitterUsageError> {
        guard SwiftNames.isPrefix(options.namePrefix) else {
            return .failure(EmitterUsageError("--class-prefix '\(options.namePrefix)' must be ASCII letters, digits and '_', "
                                              + "starting with a letter or '_', to begin a Swift class name"))
        }
        guard let name = SwiftNames.className(forPath: path) else {
            return .failure(EmitterUsageError("cannot name a Swift class after '\(path)': its base name must be ASCII letters and digits "
                                    + "(words may be separated by '-', '_' or '.'), starting with a letter"))
        }
        return .success(options.namePrefix + name)
    }

    public func fileName(forOutput name: String) -> String { name + ".swift" }

    public func write(_ model: EmissionModel, outputName: String, options: EmitOptions) -> String {
        UIKitWriter.write(UIKitModel(model, className: outputName, options: options))
    }

    public func unsupportedReason(_ constraint: EmissionConstraint) -> String? {
        let anchors: [EmissionAnchor] = [constraint.first] + [constraint.second, constraint.firstBase, constraint.secondBase].compactMap { $0 }
        // A scroll view's layoutMarginsGuide and readableContentGuide are inset from its bounds,
        // which is the visible part and moves as it scrolls
        // (https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide: "inset from
        // the view's bounds"), whereas the layout file's are the content area's.
        if let guide = anchors.first(where: { $0.item.ownerKind == "scroll" && ["margins", "readable"].contains($0.item.guide ?? "") }) {
            let owner = guide.item.owner ?? "the scroll view"
            return "the \(guide.item.guide ?? "") guide of scroll view '\(owner)' is its content area inset in the layout file, "
                + "but UIKit insets a scroll view's layoutMarginsGuide and readableContentGuide from its bounds, the visible "
                + "part that scrolls; 'emit uikit' does not generate it (write the spacing to the content edge: |-20-[view])"
        }
        return UIKitConstraintText.unsupportedReason(UIKitConstraint(constraint)).map { $0 + "; 'emit uikit' does not generate it" }
    }

    /// View names that would not compile as stored properties of the generated class.
    public func nameProblem(forView name: String) -> String? {
        if SwiftNames.keywords.contains(name) {
            return "'\(name)' is a Swift keyword and cannot name a property of the generated class; rename the view"
        }
        if UIKitWriter.memberNames.contains(name) || SwiftNames.uikitTypes.contains(name) {
            return "'\(name)' is a name the generated class uses itself; rename the view"
        }
        return nil
    }

    /// Constraint names that would not compile as properties of the generated class.
    public func nameProblem(forConstraint name: String) -> String? {
        if SwiftNames.keywords.contains(name) {
            return "'\(name)' is a Swift keyword and cannot name a property of the generated class; rename the constraint"
        }
        if UIKitWriter.memberNames.contains(name) || SwiftNames.uikitTypes.contains(name) || name.hasPrefix("_") {
            return "'\(name)' is a name the generated class uses itself; rename the constraint"
        }
        return nil
    }

    public func message(for problem: EmissionProblem) -> String {
        let unscalable = "in a way 'emit uikit' cannot write as UIFontMetrics.scaledValue(for:compatibleWith:) of one text "
            + "style per part (e.g. a scaled() inside a scaled())"
        switch problem {
        case .unexpressibleConstraint(let gap):
            return Self.gapMessage(gap)
        case .formChangesWithCategory(let v):
            return "this constraint's multiplier or anchors change with the content size category (in \(v)); "
                + "UIKit cannot change an NSLayoutConstraint's multiplier, so 'emit uikit' does not generate it "
                + "(scale the constant instead, or switch constraints with 'when size …')"
        case .constantNotScalable(let v):
            return "this constraint's constant changes with the content size category (in \(v)) " + unscalable
        case .propertyChangesWithCategory(let view, let v):
            return "a property of '\(view)' other than a spacing changes with the content size category "
                + "(in \(v)); 'emit uikit' follows the category only in constants, spacings and text styles"
        case .spacingNotScalable(let view, let custom, let v):
            let subject = custom ? "the custom spacing after '\(view)'" : "the spacing of '\(view)'"
            return "\(subject) changes with the content size category (in \(v)) " + unscalable
        case .guideDirection(let guide):
            return "guide '\(guide)' has a 'direction', but UILayoutGuide has no "
                + "semanticContentAttribute (a guide follows its owning view); set it on the view"
        }
    }

    /// The message for an explicit constraint of three or more anchors that has no anchor
    /// form: which anchors, and why no two NSLayoutDimensions relate them (docs/codegen.md,
    /// "Three and four anchors").
    static func gapMessage(_ gap: AnchorGap?) -> String {
        let dimensions = "two NSLayoutDimensions (a width or height, or the distance between two anchors of one axis, "
            + "anchorWithOffset(to:)) related by a multiplier"
        guard let gap else {
            return "this constraint relates three or more anchors, which are not \(dimensions); 'emit uikit' does not generate it"
        }
        let names = gap.anchors
        var list = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        if gap.usesOrigin { list += " (measured from the root's origin, as their coefficients do not cancel out)" }
        switch gap.reason {
        case .tooManyAnchors:
            return "this constraint relates \(list): more anchors than \(dimensions) can, four at most; "
                + "'emit uikit' does not generate it (split it, or add a guide that stands for part of it)"
        case .unpaired:
            return "this constraint relates \(list), which do not split into \(dimensions): UIKit has no anchor for a "
                + "sum of sizes or of distances; 'emit uikit' does not generate it (add a guide whose size stands for the sum)"
        }
    }
}
