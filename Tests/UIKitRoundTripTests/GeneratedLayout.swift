import UIKit

/// The public surface every generated layout class has (CODEGEN-CONTRACT.md, docs/codegen.md):
/// the tests reach the generated classes through it.
@MainActor protocol GeneratedLayout: AnyObject {
    init()
    func install(in root: UIView)
    func apply(_ traits: UITraitCollection)
}

/// The generated class of each sample, by the sample's path as given to `vflc emit uikit`.
/// `UIKitRoundTripTests.testEverySampleHasAGeneratedLayout` fails when a sample is missing.
@MainActor enum GeneratedSamples {
    static var all: [(path: String, make: @MainActor () -> any GeneratedLayout)] {
        [
            ("Samples/card.layout", { HandWrittenCardLayout() }),
        ]
    }
}

extension HandWrittenCardLayout: GeneratedLayout {}
