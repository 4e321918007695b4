import Foundation

/// One fuzz target: what one input goes through, named as its libFuzzer executable
/// (`Fuzz/Sources/fuzz-NAME`), its seed corpus, its dictionary and its folder of regression
/// inputs (`Tests/FuzzRegressionTests/Inputs/NAME/`) are named (docs/fuzzing.md).
///
/// A crash or a hang is the fuzzer's to notice; `run` returns the other broken promises it
/// checks (an exit status outside the documented ones, output that is not what it claims to
/// be), and the libFuzzer executable turns a non-empty list into a crash, so it is kept.
public struct FuzzTarget: Sendable {
    /// The target's name: `pipeline`, `configuration`, `server`, `layout-structure`, …
    public let name: String
    /// One line for docs/fuzzing.md.
    public let summary: String
    /// Whether the code it drives is in this build: a target whose front end is missing from the
    /// build says no, and `Fuzz/fuzz ci` skips them (saying so).
    public let isAvailable: @Sendable () -> Bool
    /// Runs one input through the target's entry point; returns what went wrong short of a
    /// crash (empty: the input was handled as documented).
    public let run: @Sendable ([UInt8]) -> [String]

    /// Creates a target.
    public init(name: String, summary: String, isAvailable: @escaping @Sendable () -> Bool = { true },
                run: @escaping @Sendable ([UInt8]) -> [String]) {
        self.name = name
        self.summary = summary
        self.isAvailable = isAvailable
        self.run = run
    }

    /// Every target, in the order `Fuzz/fuzz ci` runs them.
    public static let all: [FuzzTarget] = [
        FuzzTarget(name: "pipeline", summary: "arbitrary bytes as a .layout file through check, render, fmt and emit (the CLI in-process)",
                   run: { PipelineHarness.layout.run($0) }),
        FuzzTarget(name: "layout-structure",
                   summary: "valid .layout text mutated token by token (Vocabulary's words), through the same commands",
                   run: { PipelineHarness.layout.run($0) }),
        FuzzTarget(name: "configuration", summary: "arbitrary bytes as .vflc.json under check, render, config --effective and fmt",
                   run: { ConfigurationHarness.run($0) }),
        FuzzTarget(name: "server", summary: "arbitrary bytes as a client's stream to the language server (framing, JSON-RPC, a session)",
                   run: { ServerHarness.run($0) }),
        FuzzTarget(name: "interface-builder", summary: "arbitrary bytes as a .storyboard/.xib document through check, render, emit and import",
                   isAvailable: { InterfaceBuilderHarness.isAvailable }, run: { InterfaceBuilderHarness.run($0) }),
        FuzzTarget(name: "console-log", summary: "arbitrary bytes as a pasted console log through vflc explain (text, JSON, --layouts)",
                   isAvailable: { ConsoleLogHarness.isAvailable }, run: { ConsoleLogHarness.run($0) }),
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}

/// What the libFuzzer executables call (`LLVMFuzzerTestOneInput`): one input, and a crash
/// (with the problems on standard error) when the target reports any.
public enum FuzzEntry {
    /// Runs `target` on the `size` bytes at `data`; returns libFuzzer's 0 ("keep going").
    public static func run(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let problems = target.run(bytes)
        if !problems.isEmpty {
            FileHandle.standardError.write(Data(("fuzz target \(target.name): " + problems.joined(separator: "\n") + "\n").utf8))
            // A broken promise is kept like a crash: libFuzzer writes the input as crash-HASH.
            abort()
        }
        return 0
    }

    /// `LLVMFuzzerInitialize`: the executable's other jobs, chosen by the environment (used by
    /// `Fuzz/fuzz`), each ending the process before libFuzzer starts:
    /// `VFLC_FUZZ_EXPORT=DIR VFLC_FUZZ_ROOT=REPO` writes the seeds and the dictionary
    /// (`SeedCorpus.export`); `VFLC_FUZZ_PROBE=1` exits 0 when the target can run in this
    /// build and 3 when the code it drives is not in this build.
    public static func initialize(_ target: FuzzTarget) {
        let environment = ProcessInfo.processInfo.environment
        let status: Int32
        if environment["VFLC_FUZZ_PROBE"] == "1" {
            status = target.isAvailable() ? 0 : 3
        } else if let directory = environment["VFLC_FUZZ_EXPORT"] {
            status = export(target, to: directory, root: environment["VFLC_FUZZ_ROOT"] ?? FileManager.default.currentDirectoryPath)
        } else {
            // One input before libFuzzer counts allocations: the globals and statics the
            // target's code builds once are built now, not blamed on the first input.
            _ = target.run(SeedCorpus.warmUp(for: target.name))
            return
        }
        // `_exit`, not `exit`: the values of this call are still live, and LeakSanitizer's
        // check at `exit` would report them as leaks.
        fflush(nil)
        _exit(status)
    }

    private static func export(_ target: FuzzTarget, to directory: String, root: String) -> Int32 {
        do {
            let count = try SeedCorpus.export(target.name, root: root, to: directory)
            print("\(target.name): \(count) seeds in \(directory)/\(target.name), dictionary \(directory)/\(target.name).dict")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(target.name): cannot write the corpus: \(error)\n".utf8))
            return 2
        }
    }
}
