import LayoutSource

/// Which views a variant's diagnostics name, and in which colour they are outlined.
struct SVGDiagnosticMarks {
    /// Views in an unsatisfiable set or named by another error: outlined red.
    var red: Set<String> = []
    /// Views named by an `ambiguous` diagnostic (and no error): outlined amber.
    var amber: Set<String> = []

    init(variant: RenderVariant, source: SourceFile?) {
        let declared = Set(variant.views.filter { !$0.isBuiltin }.map(\.name))
        for d in variant.diagnostics where d.severity == .error {
            var names: Set<String> = []
            if let s = d.subject, declared.contains(s) { names.insert(s) }
            // Without a subject, the views written in the diagnostic's ranges are the ones it
            // is about (the constraints of an unsatisfiable set name their views).
            if let source, d.subject == nil || d.id.rawValue == "unsatisfiable" {
                let ranges = [d.range] + d.notes.compactMap(\.range)
                for r in ranges {
                    for word in SVGDiagnosticMarks.identifiers(in: source.text(in: r)) where declared.contains(word) {
                        names.insert(word)
                    }
                }
            }
            if d.id.rawValue == "ambiguous" { amber.formUnion(names) } else { red.formUnion(names) }
        }
        amber.subtract(red)
    }

    static func identifiers(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for u in text.unicodeScalars {
            let isWord = u == "_" || ("a"..."z").contains(u) || ("A"..."Z").contains(u) || ("0"..."9").contains(u)
            if isWord {
                current.unicodeScalars.append(u)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
