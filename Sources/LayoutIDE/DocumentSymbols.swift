import LayoutSource
import LayoutSyntax

/// One entry of a document's outline: a declared view (with its declared children) or a metric.
public struct DocumentSymbol: Sendable {
    /// What it is.
    public enum Kind: Sendable {
        case view, stack, metric
    }
    /// Its name.
    public var name: String
    /// A view's kind keyword, or `metric`.
    public var detail: String
    /// What it is.
    public var kind: Kind
    /// The whole declaration.
    public var range: SourceRange
    /// The name in it.
    public var selectionRange: SourceRange
    /// Declared children, in source order.
    public var children: [DocumentSymbol] = []
}

extension DocumentAnalysis {
    /// The outline: the view tree in source order, then the metrics defined outside `when`
    /// blocks.
    public func documentSymbols() -> [DocumentSymbol] {
        func symbol(_ node: SymbolIndex.ViewNode) -> DocumentSymbol {
            DocumentSymbol(name: node.decl.name.name, detail: node.decl.kind.rawValue,
                           kind: node.decl.kind == .stack ? .stack : .view, range: node.decl.range,
                           selectionRange: node.decl.name.range, children: node.children.map(symbol))
        }
        let index = self.index
        return index.roots.map(symbol) + index.metricDefinitions.filter { !$0.conditional }.map { def, _ in
            DocumentSymbol(name: def.name.name, detail: "metric", kind: .metric, range: def.range, selectionRange: def.name.range)
        }
    }
}
