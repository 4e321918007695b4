import Foundation
import LayoutConsoleLog
import LayoutExplain

let args = Array(CommandLine.arguments.dropFirst())
var json = false
var layouts: String?
var files: [String] = []
var i = 0
while i < args.count {
    switch args[i] {
    case "--format": json = args[i + 1] == "json"; i += 1
    case "--layouts": layouts = args[i + 1]; i += 1
    default: files.append(args[i])
    }
    i += 1
}
let sources = LayoutSources(directory: layouts)
var results: [ExplainResult] = []
for path in files {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    results.append(Explainer.explain(bytes: [UInt8](data), file: path, layouts: sources))
}
print(json ? ExplainJSONWriter.write(results) : ExplainTextWriter.write(results), terminator: "")
