// swift-tools-version:6.0
// vflc — a compiler for .layout files. No package dependencies: toolchain and Foundation only.
import PackageDescription

let package = Package(
    name: "vflc",
    products: [
        .executable(name: "vflc", targets: ["vflc"]),
        .executable(name: "vflc-bench", targets: ["vflc-bench"]),
        // Runs `vflc emit uikit` on a target's .layout files at build time (docs/codegen.md).
        .plugin(name: "VFLCPlugin", targets: ["VFLCPlugin"]),
        // `swift package vflc-check`: `vflc check` on a package's .layout files.
        .plugin(name: "vflc-check", targets: ["vflc-check"]),
        // The test-only UIKit stand-in, for building the example app on Linux (Examples/OrderApp
        // depends on it only when the platform is Linux; on Apple platforms it is Apple's UIKit).
        .library(name: "UIKitStandIn", targets: ["UIKit"]),
    ],
    // Every target lists each module it imports (PackageImportTests keeps it so).
    targets: [
        // Source text, locations, diagnostics as data, shared vocabulary (traits, JSON writing).
        .target(name: "LayoutSource"),
        // Tokens, lexer, AST, recursive-descent parser with recovery.
        .target(name: "LayoutSyntax", dependencies: ["LayoutSource"]),
        // Name resolution, variant selection, VFL/stacks → ConstraintIR.
        .target(name: "LayoutLowering", dependencies: ["LayoutSource", "LayoutSyntax"]),
        // Lexicographic simplex solver; knows nothing of source text.
        .target(name: "LayoutSolver"),
        // IR → solver, unsatisfiable / ambiguous / warnings → [Diagnostic].
        .target(name: "LayoutCheck", dependencies: ["LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutSolver"]),
        // Frames text, SVG, JSON and diagnostic formats (json, github, sarif).
        .target(name: "LayoutBackends", dependencies: ["LayoutSource"]),
        // Interface Builder documents (.storyboard, .xib) read as a second front end: XML → AST.
        .target(name: "LayoutInterfaceBuilder", dependencies: ["LayoutSource", "LayoutSyntax"]),
        // The canonical formatter (`vflc fmt`).
        .target(name: "LayoutFormat", dependencies: ["LayoutSource", "LayoutSyntax"]),
        // The pipeline used by the CLI, the language server and the tests.
        .target(name: "LayoutDriver", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutSolver", "LayoutCheck", "LayoutBackends",
            "LayoutFormat",
        ]),
        // The language server (`vflc lsp`): JSON-RPC over stdio on top of the driver.
        .target(name: "LayoutServer", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends", "LayoutFormat", "LayoutDriver",
        ]),
        // The live preview (`vflc preview`): a loopback-only HTTP server over BSD sockets.
        .target(name: "LayoutPreview", dependencies: ["LayoutSource", "LayoutLowering", "LayoutDriver", "LayoutBackends"]),
        // Thin command line: argument parsing, exit codes, colour.
        .executableTarget(name: "vflc", dependencies: ["LayoutDriver", "LayoutServer", "LayoutPreview"]),
        // Build-tool plugin: `vflc emit uikit` on every .layout file of the target.
        .plugin(name: "VFLCPlugin", capability: .buildTool(), dependencies: ["vflc"]),
        // Command plugin: `swift package vflc-check`.
        .plugin(name: "vflc-check",
                capability: .command(intent: .custom(verb: "vflc-check",
                                                     description: "Run vflc check on the package's .layout files")),
                dependencies: ["vflc"]),
        // Benchmarks (run with -c release).
        .executableTarget(name: "vflc-bench", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutSolver", "LayoutCheck", "LayoutBackends", "LayoutDriver",
        ]),
        // Helpers shared by the test targets (golden files, fixtures).
        .target(name: "TestSupport", dependencies: ["LayoutSource"], path: "Sources/TestSupport"),
        // Test-only stand-in for the subset of UIKit that `vflc emit uikit` uses (module name
        // `UIKit`, Apple's signatures), so generated code compiles and runs on Linux.
        .target(name: "UIKit", path: "Tests/UIKitStandIn", exclude: ["README.md"]),
        // Test-only: lists a view tree's active constraints and UIKit's implicit content-size
        // constraints as linear forms over absolute frames. Never used by generated code.
        .target(name: "UIKitStandInRecorder", dependencies: ["UIKit"], path: "Tests/UIKitStandInRecorder"),

        .testTarget(name: "LayoutSourceTests", dependencies: ["LayoutSource", "TestSupport"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSource", "LayoutSyntax", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutLoweringTests", dependencies: ["LayoutSource", "LayoutLowering", "LayoutSyntax", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "LayoutCheckTests", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends", "LayoutDriver", "TestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutBackendsTests", dependencies: ["LayoutSource", "LayoutBackends", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutDriverTests", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends", "LayoutDriver", "TestSupport",
        ]),
        .testTarget(name: "LayoutFormatTests", dependencies: ["LayoutSource", "LayoutFormat", "LayoutSyntax", "LayoutLowering", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutServerTests", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutServer", "LayoutDriver", "TestSupport",
        ]),
        // Generated UIKit code (`Generated/`, goldens of `vflc emit uikit`) compiled against the
        // stand-in with warnings as errors, installed and applied in every variant, and compared
        // with vflc's IR and `render` frames (docs/codegen.md, "Verification").
        .testTarget(name: "UIKitRoundTripTests", dependencies: [
            "UIKit", "UIKitStandInRecorder", "LayoutDriver", "LayoutLowering", "LayoutSolver", "LayoutCheck",
            "LayoutBackends", "LayoutSource", "LayoutSyntax", "TestSupport",
        ], exclude: ["Fixtures"], swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .testTarget(name: "vflcTests", dependencies: [
            "vflc", "LayoutSource", "LayoutLowering", "LayoutCheck", "LayoutDriver", "LayoutServer", "TestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutInterfaceBuilderTests", dependencies: [
            "LayoutInterfaceBuilder", "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends", "TestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "LayoutDriver", "TestSupport"]),
    ]
)
