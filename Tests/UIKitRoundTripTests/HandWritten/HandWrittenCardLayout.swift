// HAND-WRITTEN, temporary: what `vflc emit uikit Samples/card.layout` should produce, in the
// contract's shape (CODEGEN-CONTRACT.md), so the round-trip harness can be developed before the
// generator lands. Deleted as soon as Tests/UIKitRoundTripTests/Generated/ has real goldens.
import UIKit

@MainActor public final class HandWrittenCardLayout {
    public let avatar: UIImageView
    public let title: UILabel
    public let subtitle: UILabel

    private var common: [NSLayoutConstraint] = []

    public init() {
        avatar = UIImageView()
        title = UILabel()
        subtitle = UILabel()
    }

    public func install(in root: UIView) {
        for v in [avatar, title, subtitle] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        for v in [title, subtitle] {
            v.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
            v.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)
        }
        avatar.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        avatar.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)
        func named(_ c: NSLayoutConstraint, _ id: String) -> NSLayoutConstraint {
            c.identifier = "Samples/card.layout:" + id
            return c
        }
        common = [
            named(avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16), "12:4"),
            named(avatar.widthAnchor.constraint(equalToConstant: 60), "12:19"),
            named(title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12), "12:31"),
            named(root.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16), "12:42"),
            named(avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 16), "13:4"),
            named(avatar.heightAnchor.constraint(equalToConstant: 60), "13:19"),
            named(title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16), "14:4"),
            named(subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4), "14:18"),
            named(root.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 16), "14:31"),
            named(subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor), "15:1"),
            named(subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor), "16:1"),
        ]
        NSLayoutConstraint.activate(common)
        apply(root.traitCollection)
    }

    public func apply(_ traits: UITraitCollection) {
        // card.layout has no `when` blocks: every variant is the common set.
    }
}
