// swift-tools-version:6.0
// vflc — a compiler for .layout files. No package dependencies: toolchain and Foundation only.
import PackageDescription

// The plugins run `vflc-build`, built from source; with `VFLC_PREBUILT` set, a prebuilt one
// instead, so that vflc is not compiled at all (docs/codegen.md, "A lean tool for builds"):
// `1` takes the artifact bundle `scripts/make-artifactbundle.sh` writes here, a URL one hosted
// elsewhere (`VFLC_PREBUILT_CHECKSUM` its checksum). An environment variable, not the bundle's
// presence: SwiftPM caches a manifest's result by its text and environment, not by files it reads.
let prebuilt = Context.environment["VFLC_PREBUILT"].flatMap { $0.isEmpty || $0 == "0" ? nil : $0 }
let prebuiltTarget: Target? = prebuilt.map { value in
    value.hasPrefix("https://")
        ? .binaryTarget(name: "vflc-build-prebuilt", url: value, checksum: Context.environment["VFLC_PREBUILT_CHECKSUM"] ?? "")
        : .binaryTarget(name: "vflc-build-prebuilt", path: "Artifacts/vflc-build.artifactbundle")
}
let pluginTool: Target.Dependency = prebuilt == nil ? "vflc-build" : "vflc-build-prebuilt"

let package = Package(
    name: "vflc",
    // Synchronization's Mutex guards the state shared between threads (macOS 15; any Linux).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vflc", targets: ["vflc"]),
        .executable(name: "vflc-bench", targets: ["vflc-bench"]),
        // The command line without the language server and the preview: what the plugins run.
        .executable(name: "vflc-build", targets: ["vflc-build"]),
        // Runs `vflc emit uikit` on a target's .layout files at build time (docs/codegen.md).
        .plugin(name: "VFLCPlugin", targets: ["VFLCPlugin"]),
        // `swift package vflc-check`: `vflc check` on a package's .layout files.
        .plugin(name: "vflc-check", targets: ["vflc-check"]),
        // The test-only UIKit stand-in, for building the example app on Linux (Examples/OrderApp
        // depends on it only when the platform is Linux; on Apple platforms it is Apple's UIKit).
        .library(name: "UIKitStandIn", targets: ["UIKit"]),
        // The fuzzing harness (Tests/FuzzHarness), for the libFuzzer targets of Fuzz/ (docs/fuzzing.md).
        .library(name: "FuzzHarness", targets: ["FuzzHarness"]),
    ],
    // Every target lists each module it imports (PackageImportTests keeps it so), and imports
    // only targets earlier in this list: the stage order of docs/architecture.md.
    targets: [
        // Source text, locations, diagnostics as data, shared vocabulary (traits, JSON writing).
        .target(name: "LayoutSource"),
        // Tokens, lexer, AST, recursive-descent parser with recovery; the front-end protocol.
        .target(name: "LayoutSyntax", dependencies: ["LayoutSource"]),
        // Name resolution, variant selection, VFL/stacks → ConstraintIR.
        .target(name: "LayoutLowering", dependencies: ["LayoutSource", "LayoutSyntax"]),
        // Lexicographic simplex solver; knows nothing of source text.
        .target(name: "LayoutSolver"),
        // IR → solver, unsatisfiable / ambiguous / warnings → [Diagnostic].
        .target(name: "LayoutCheck", dependencies: ["LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutSolver"]),
        // Diagnostics written out: text, json, github, sarif, xcode (`check --format`).
        .target(name: "LayoutDiagnosticWriters", dependencies: ["LayoutSource"]),
        // The emission model every code emitter reads, and the Emitter protocol.
        .target(name: "LayoutEmissionModel", dependencies: ["LayoutSource"]),
        // Frames text, SVG, render JSON; the UIKit emitter.
        .target(name: "LayoutBackends", dependencies: ["LayoutSource", "LayoutDiagnosticWriters", "LayoutEmissionModel"]),
        // Interface Builder documents (.storyboard, .xib) read: the XML reader, the document's
        // model (views, constraints, variations, devices, the design canvas). Knows no syntax.
        .target(name: "InterfaceBuilderDocument", dependencies: ["LayoutSource"]),
        // The second front end: an Interface Builder document's model mapped to the syntax tree.
        .target(name: "LayoutInterfaceBuilder", dependencies: ["LayoutSource", "LayoutSyntax", "InterfaceBuilderDocument"]),
        // The canonical formatter (`vflc fmt`).
        .target(name: "LayoutFormat", dependencies: ["LayoutSource", "LayoutSyntax", "LayoutDiagnosticWriters"]),
        // One file through every stage: loading, front ends, targets, recovery, render models.
        .target(name: "LayoutPipeline", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends", "LayoutInterfaceBuilder",
        ]),
        // .vflc.json, suppression comments, folder walks: a file compiled as every command compiles it.
        .target(name: "LayoutWorkspace", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutBackends", "LayoutPipeline",
        ]),
        // The emission model built from the IR, and the table of emitters (`vflc emit`).
        .target(name: "LayoutEmission", dependencies: [
            "LayoutSource", "LayoutLowering", "LayoutEmissionModel", "LayoutBackends", "LayoutPipeline",
        ]),
        // What editors ask, answered in plain Swift types: analysis, hover, completion, rename …
        .target(name: "LayoutIDE", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutFormat", "LayoutPipeline", "LayoutWorkspace",
        ]),
        // The live preview (`vflc preview`): a loopback-only HTTP server over BSD sockets.
        .target(name: "LayoutPreview", dependencies: [
            "LayoutSource", "LayoutLowering", "LayoutBackends", "LayoutDiagnosticWriters", "LayoutPipeline", "LayoutWorkspace",
        ]),
        // The command line: argument parsing, the commands, help, man page, completions.
        .target(name: "LayoutCommandLine", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutBackends", "LayoutDiagnosticWriters", "LayoutFormat",
            "LayoutEmissionModel", "LayoutPipeline", "LayoutWorkspace", "LayoutEmission", "LayoutExplain",
        ]),
        // Console logs as pasted: UIKit's and AppKit's "Unable to simultaneously satisfy
        // constraints" reports and the constraint descriptions in them (docs/explain.md).
        .target(name: "LayoutConsoleLog", dependencies: ["LayoutSource"]),
        // `vflc explain`: a report's linear system, its minimal conflict, the likely cause and
        // fix, and the .layout lines of generated constraints (docs/explain.md).
        .target(name: "LayoutExplain", dependencies: [
            "LayoutSource", "LayoutSolver", "LayoutConsoleLog", "LayoutDiagnosticWriters", "LayoutPipeline", "LayoutWorkspace",
        ]),
        // `explain-bench`: the explainer's benchmark, and the generated 10 MB log it measures, for
        // timing `vflc explain` on it (run with -c release). The command itself is `vflc explain`.
        .executableTarget(name: "explain-bench", dependencies: ["LayoutExplain"]),
        // The language server (`vflc lsp`): JSON-RPC over stdio, the IDE layer's answers as LSP JSON.
        .target(name: "LayoutServer", dependencies: ["LayoutSource", "LayoutIDE"]),
        // Thin executable: streams, exit codes, colour; it serves `lsp` and `preview`.
        .executableTarget(name: "vflc", dependencies: ["LayoutCommandLine", "LayoutServer", "LayoutPreview"]),
        // The plugins' tool: the command line alone, without the server and the preview.
        .executableTarget(name: "vflc-build", dependencies: ["LayoutCommandLine"]),
        // Build-tool plugin: `vflc emit uikit` on every .layout file of the target.
        .plugin(name: "VFLCPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        // Command plugin: `swift package vflc-check`.
        .plugin(name: "vflc-check",
                capability: .command(intent: .custom(verb: "vflc-check",
                                                     description: "Run vflc check on the package's .layout files")),
                dependencies: [pluginTool]),
        // Benchmarks (run with -c release).
        .executableTarget(name: "vflc-bench", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutSolver", "LayoutCheck", "LayoutBackends", "LayoutPipeline",
            "LayoutCommandLine",
        ]),
        // Helpers shared by the test targets (golden files, fixtures).
        .target(name: "TestSupport", dependencies: ["LayoutSource"], path: "Sources/TestSupport"),
        // Test-only stand-in for the subset of UIKit that `vflc emit uikit` uses (module name
        // `UIKit`, Apple's signatures), so generated code compiles and runs on Linux.
        .target(name: "UIKit", path: "Tests/UIKitStandIn", exclude: ["README.md"]),
        // Test-only: lists a view tree's active constraints and UIKit's implicit content-size
        // constraints as linear forms over absolute frames. Never used by generated code.
        .target(name: "UIKitStandInRecorder", dependencies: ["UIKit"], path: "Tests/UIKitStandInRecorder"),
        // Test-only: the fuzz targets' entry points (bytes in, problems out), shared by the
        // libFuzzer package in Fuzz/ and FuzzRegressionTests (docs/fuzzing.md).
        .target(name: "FuzzHarness", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutBackends", "LayoutPipeline", "LayoutWorkspace", "LayoutCommandLine",
            "LayoutServer",
        ], path: "Tests/FuzzHarness"),

        .testTarget(name: "LayoutSourceTests", dependencies: ["LayoutSource", "LayoutDiagnosticWriters", "TestSupport"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSource", "LayoutSyntax", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutLoweringTests", dependencies: ["LayoutSource", "LayoutLowering", "LayoutSyntax", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "LayoutCheckTests", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutDiagnosticWriters", "LayoutBackends", "LayoutPipeline",
            "TestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutBackendsTests", dependencies: ["LayoutSource", "LayoutDiagnosticWriters", "LayoutBackends", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "LayoutCommandLineTests", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends", "LayoutDiagnosticWriters",
            "LayoutPipeline", "LayoutWorkspace", "LayoutCommandLine", "TestSupport",
        ]),
        .testTarget(name: "LayoutFormatTests", dependencies: ["LayoutSource", "LayoutFormat", "LayoutSyntax", "LayoutLowering", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutServerTests", dependencies: [
            "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutPipeline", "LayoutWorkspace", "LayoutIDE", "LayoutServer",
            "TestSupport",
        ]),
        // Generated UIKit code (`Generated/`, goldens of `vflc emit uikit`) compiled against the
        // stand-in with warnings as errors, installed and applied in every variant, and compared
        // with vflc's IR and `render` frames (docs/codegen.md, "Verification").
        .testTarget(name: "UIKitRoundTripTests", dependencies: [
            "UIKit", "UIKitStandInRecorder", "LayoutPipeline", "LayoutEmission", "LayoutLowering", "LayoutSolver", "LayoutCheck",
            "LayoutBackends", "LayoutSource", "LayoutSyntax", "TestSupport",
        ], exclude: ["Fixtures"], swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .testTarget(name: "vflcTests", dependencies: [
            "vflc", "LayoutSource", "LayoutLowering", "LayoutCheck", "LayoutPipeline", "LayoutCommandLine", "LayoutServer", "TestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutInterfaceBuilderTests", dependencies: [
            "InterfaceBuilderDocument", "LayoutInterfaceBuilder", "LayoutSource", "LayoutSyntax", "LayoutLowering", "LayoutCheck", "LayoutBackends",
            "LayoutDiagnosticWriters", "LayoutPipeline", "LayoutWorkspace", "LayoutCommandLine", "TestSupport",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutConsoleLogTests", dependencies: ["LayoutConsoleLog", "LayoutSource", "TestSupport"],
                    exclude: ["Fixtures"]),
        // The library's goldens, causes, minimality (an independent reference), and `vflc explain`
        // through the built executable.
        .testTarget(name: "LayoutExplainTests", dependencies: [
            "LayoutExplain", "LayoutConsoleLog", "LayoutSource", "LayoutSolver", "TestSupport", "vflc",
        ], exclude: ["Fixtures"]),
        // A generated sample (its golden, linked from UIKitRoundTripTests/Generated) installed on the
        // UIKit stand-in, made to conflict, its report written in UIKit's printed form, explained
        // (in-process, and by the built `vflc explain`).
        .testTarget(name: "LayoutExplainUIKitTests", dependencies: ["UIKit", "LayoutExplain", "LayoutConsoleLog", "TestSupport", "vflc"]),
        .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "TestSupport"]),
        // Every input that ever crashed or hung a fuzz target (Inputs/TARGET/), run through the target's entry point.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzHarness", "LayoutSource", "TestSupport"], exclude: ["Inputs"]),
    ] + (prebuiltTarget.map { [$0] } ?? [])
)
