// swift-tools-version:6.0
// vflc's libFuzzer targets (docs/fuzzing.md): one executable per target of
// `FuzzTarget.all` (Tests/FuzzHarness in the main package, which the regression tests share).
// Built by `./fuzz build` (`swift build -c release --sanitize fuzzer --sanitize address`), never
// by the main package's `swift build`: it is a package of its own, depending on vflc by path.
import Foundation
import PackageDescription

/// The targets, as `FuzzTarget.all` names them; each is `Sources/fuzz-NAME/Entry.swift`.
let names = ["pipeline", "layout-structure", "configuration", "server", "interface-builder", "console-log"]

/// vflc itself: this repository. SwiftPM names a path dependency after its folder, so in a
/// checkout whose folder is called `fuzz` it would clash with this package (`Fuzz/`):
/// `./fuzz` passes a link named `vflc` instead (`VFLC_FUZZ_PACKAGE`).
let vflcPath = ProcessInfo.processInfo.environment["VFLC_FUZZ_PACKAGE"] ?? ".."

let package = Package(
    name: "vflc-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "vflc", path: vflcPath),
    ],
    targets: [
        // libFuzzer's entry points, shared: the mutators' access to libFuzzer's own mutator.
        .target(name: "FuzzMain", dependencies: [.product(name: "FuzzHarness", package: "vflc")],
                swiftSettings: [.enableExperimentalFeature("Extern")]),
    ] + names.map { name in
        .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzMain", .product(name: "FuzzHarness", package: "vflc")],
                          path: "Sources/fuzz-\(name)")
    }
)
