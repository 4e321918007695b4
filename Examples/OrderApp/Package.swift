// swift-tools-version:6.0
// An app-style package that builds its screen from a checked .layout file: the VFLCPlugin build
// plugin runs `vflc-build emit uikit` on Sources/OrderApp/*.layout at build time (checked with
// the .vflc.json that applies, as `vflc check` checks it), and OrderViewController installs and
// applies the generated OrderScreenLayout. `vflc-build` is the lean command line, built from
// source; with VFLC_PREBUILT=1 and an artifact bundle from scripts/make-artifactbundle.sh it is
// not built at all (docs/codegen.md, "A lean tool for builds").
//
// On iOS it builds against Apple's UIKit. On Linux (CI) `import UIKit` resolves to vflc's
// test-only UIKit stand-in, a dependency only when the platform is Linux, so the plugin and
// the generated code are built and compiled there too (docs/codegen.md, "SwiftPM plugin").
import PackageDescription

let package = Package(
    name: "OrderApp",
    platforms: [.iOS(.v15)],
    dependencies: [
        // vflc itself (this repository); an app would use its URL and a version.
        .package(name: "vflc", path: "../.."),
    ],
    targets: [
        .target(
            name: "OrderApp",
            dependencies: [
                .product(name: "UIKitStandIn", package: "vflc", condition: .when(platforms: [.linux])),
            ],
            plugins: [.plugin(name: "VFLCPlugin", package: "vflc")]
        ),
    ]
)
