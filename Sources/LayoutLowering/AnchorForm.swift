import LayoutSyntax

/// A constraint as the source wrote it, in UIKit's `NSLayoutConstraint` equation:
/// `first.firstAttribute RELATION multiplier × second.secondAttribute + constant`
/// (Apple, "NSLayoutConstraint": `item1.attribute1 = multiplier × item2.attribute2 + constant`).
///
/// The IR's terms read absolute frame variables, which lose what the user wrote (`leading`
/// and `left` are both `x`); this keeps the attributes as written, which matters for
/// right-to-left layouts, so a code generator can make the same constraint UIKit would.
///
/// - `second == nil` means a constant: `first.attribute REL constant` (sizes only; the
///   multiplier is then 1 and has no meaning, like `constraint(equalToConstant:)`).
/// - A position compared with a number alone (`a.leading == 10`) is measured from the root,
///   whose frame starts at 0 (spec §10): its second item is `root`, with `leading` for
///   `leading`/`trailing`, `left` for `left`/`right`/`centerX` and `top` for vertical positions.
/// - Constraints of three or four anchors whose anchors pair up as distances have an *offset
///   form*: a side with a base is the distance from the base anchor to the item's anchor
///   (`firstBase.firstBaseAttribute.anchorWithOffset(to: first.firstAttribute)`, an
///   `NSLayoutDimension`), so the equation is
///   `(first − firstBase) REL multiplier × (second − secondBase) + constant` (`OffsetAnchorForm.swift`).
/// - Other constraints of three or more anchors, or of none, have no anchor form.
public struct AnchorForm: Hashable, Sendable {
    // Stored compactly (40 bytes rather than 64): every constraint of a large file carries
    // one, so its size shows in lowering's memory and time (docs/performance.md).
    private var firstIndex: Int32
    private var secondIndex: Int32 // -1: no second item
    private var firstBaseIndex: Int32 = -1 // -1: the first side is the anchor itself
    private var secondBaseIndex: Int32 = -1
    /// The first item's attribute, as written.
    public var firstAttribute: LayoutAttribute
    /// The relation of `first.firstAttribute` to the right-hand side.
    public var relation: Relation
    private var secondAttributeStorage: LayoutAttribute
    private var firstBaseAttributeStorage: LayoutAttribute = .left
    private var secondBaseAttributeStorage: LayoutAttribute = .left
    /// The multiplier of the second item (1 when there is none).
    public var multiplier: Double
    /// The constant.
    public var constant: Double

    /// The first item.
    public var first: ViewID {
        get { ViewID(Int(firstIndex)) }
        set { firstIndex = Int32(newValue.index) }
    }
    /// The second item; `nil` for a constant.
    public var second: ViewID? {
        get { secondIndex < 0 ? nil : ViewID(Int(secondIndex)) }
        set { secondIndex = newValue.map { Int32($0.index) } ?? -1 }
    }
    /// The second item's attribute, as written; `nil` when `second` is.
    public var secondAttribute: LayoutAttribute? {
        get { secondIndex < 0 ? nil : secondAttributeStorage }
        set { secondAttributeStorage = newValue ?? firstAttribute }
    }

    /// The anchor the first side is measured from (`nil`: the first side is `first.firstAttribute`
    /// itself), with its attribute.
    public var firstBase: (view: ViewID, attribute: LayoutAttribute)? {
        get { firstBaseIndex < 0 ? nil : (ViewID(Int(firstBaseIndex)), firstBaseAttributeStorage) }
        set {
            firstBaseIndex = newValue.map { Int32($0.view.index) } ?? -1
            firstBaseAttributeStorage = newValue?.attribute ?? .left
        }
    }
    /// The anchor the second side is measured from (`nil`: the second side is
    /// `second.secondAttribute` itself), with its attribute.
    public var secondBase: (view: ViewID, attribute: LayoutAttribute)? {
        get { secondBaseIndex < 0 ? nil : (ViewID(Int(secondBaseIndex)), secondBaseAttributeStorage) }
        set {
            secondBaseIndex = newValue.map { Int32($0.view.index) } ?? -1
            secondBaseAttributeStorage = newValue?.attribute ?? .left
        }
    }
    /// Whether a side is a distance between two anchors (three or four anchors in all).
    public var isOffsetForm: Bool { firstBaseIndex >= 0 || secondBaseIndex >= 0 }

    /// Creates an anchor form. View indices must fit in 32 bits (a file of 2³¹ views is
    /// far beyond `SourceLoader.maximumSize`).
    public init(first: ViewID, firstAttribute: LayoutAttribute, relation: Relation, second: ViewID?,
                secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0) {
        self.firstIndex = Int32(first.index)
        self.secondIndex = second.map { Int32($0.index) } ?? -1
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttributeStorage = second == nil ? firstAttribute : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Equal when every public part is (the storage of an absent second attribute does not count).
    public static func == (a: AnchorForm, b: AnchorForm) -> Bool {
        a.firstIndex == b.firstIndex && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.second == b.second && a.secondAttribute == b.secondAttribute
            && a.multiplier == b.multiplier && a.constant == b.constant
            && a.firstBaseIndex == b.firstBaseIndex && a.secondBaseIndex == b.secondBaseIndex
            && (a.firstBaseIndex < 0 || a.firstBaseAttributeStorage == b.firstBaseAttributeStorage)
            && (a.secondBaseIndex < 0 || a.secondBaseAttributeStorage == b.secondBaseAttributeStorage)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(firstIndex); hasher.combine(firstAttribute); hasher.combine(relation)
        hasher.combine(secondIndex < 0 ? -1 : secondIndex); hasher.combine(secondAttribute)
        hasher.combine(multiplier); hasher.combine(constant)
        hasher.combine(firstBaseIndex); hasher.combine(secondBaseIndex)
    }

    /// The relation with its sides swapped (`<=` ↔ `>=`), used when dividing by a negative number.
    static func flipped(_ r: Relation) -> Relation {
        switch r {
        case .equal: return .equal
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        }
    }

    /// The root attribute a position compared with a number alone is measured from.
    static func origin(for attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leading, .trailing: return .leading
        case .left, .right, .centerX: return .left
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .top
        case .width, .height: return nil
        }
    }
}

/// `Σ kᵢ·anchorᵢ + constant` over anchors as written (not frame variables), at most a few
/// terms; what explicit constraints and size predicates are normalised from.
struct AnchorSum {
    /// One anchor and its coefficient.
    struct Term {
        var view: ViewID
        var attribute: LayoutAttribute
        var coefficient: Double
    }
    /// Terms in first-written order, merged by anchor.
    var terms: [Term] = []
    /// The constant part.
    var constant: Double = 0

    /// Adds `k · view.attribute`, merging with an earlier use of the same anchor.
    mutating func add(_ view: ViewID, _ attribute: LayoutAttribute, _ k: Double) {
        for i in terms.indices where terms[i].view == view && terms[i].attribute == attribute {
            terms[i].coefficient += k
            return
        }
        terms.append(Term(view: view, attribute: attribute, coefficient: k))
    }

    /// `self += other × k`.
    mutating func add(_ other: AnchorSum, _ k: Double) {
        for t in other.terms { add(t.view, t.attribute, t.coefficient * k) }
        constant += other.constant * k
    }

    /// Why `form(relation)` is `nil` for three or more anchors (`nil` when it is not).
    func gap(_ relation: Relation) -> AnchorFormGap? {
        let kept = terms.filter { abs($0.coefficient) > 1e-12 }
        return kept.count > 2 ? offsetForm(kept, relation).gap : nil
    }

    /// `Σ … + c REL 0` as `first REL m × second + c'`: the first term left (the first anchor
    /// written), divided by its coefficient, the relation flipped when that is negative.
    func form(_ relation: Relation) -> AnchorForm? {
        var kept: [Term] = []
        for t in terms where abs(t.coefficient) > 1e-12 { kept.append(t) }
        guard let a = kept.first else { return nil }
        guard kept.count <= 2 else { return offsetForm(kept, relation).form }
        let k1 = a.coefficient
        let r = k1 < 0 ? AnchorForm.flipped(relation) : relation
        let constant = -constant / k1 + 0 // `+ 0` turns -0 into 0
        if kept.count == 2 {
            let b = kept[1]
            return AnchorForm(first: a.view, firstAttribute: a.attribute, relation: r, second: b.view,
                              secondAttribute: b.attribute, multiplier: -b.coefficient / k1 + 0, constant: constant)
        }
        if let origin = AnchorForm.origin(for: a.attribute) {
            return AnchorForm(first: a.view, firstAttribute: a.attribute, relation: r, second: .root,
                              secondAttribute: origin, multiplier: 1, constant: constant)
        }
        return AnchorForm(first: a.view, firstAttribute: a.attribute, relation: r, second: nil,
                          secondAttribute: nil, multiplier: 1, constant: constant)
    }
}
