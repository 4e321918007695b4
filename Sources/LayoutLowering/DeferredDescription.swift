import LayoutSource
import LayoutSyntax

/// What a constraint's readable description is made of, kept until someone reads it
/// (`ConstraintOrigin.description`): cheap to store (names are shared strings), rendered
/// only for diagnostics and dumps.
enum DeferredDescription: Sendable {
    /// Already text.
    case text(String)
    /// `lhs.attr REL rhs.attr + constant @priority`, or `lhs.attr REL constant @priority`
    /// without `rhs`; `rhsText` replaces the right side when it is an expression as written.
    case relation(lhs: String, lhsAttribute: LayoutAttribute, relation: Relation, rhs: String?,
                  rhsAttribute: LayoutAttribute, constant: Double, priority: Double)
    /// `lhs.attr REL text @priority` (a predicate object written as an expression).
    case written(lhs: String, lhsAttribute: LayoutAttribute, relation: Relation, text: SourceText, priority: Double)
    /// The statement as written, on one line.
    case statement(SourceText)
    /// The statement as the printer writes it: a tree whose source is not `.layout` text (an
    /// Interface Builder `<constraint>` reads `title.top == header.bottom + 8`). Boxed: the
    /// statement is several hundred bytes inline, and every case pays for the largest one in
    /// each copy of every constraint's origin (issue 23's lowering A/B).
    indirect case printed(ConstraintStmt)
    /// A styled view's intrinsic-size constraint as written, `title.width <= scaled(120, body) @251`:
    /// the same text at every content size category.
    case scaledIntrinsic(view: String, attribute: LayoutAttribute, relation: Relation, declared: Double,
                         style: TextStyle, priority: Double)

    /// A range of a source file, read when rendered; byte offsets keep it small.
    struct SourceText: Sendable {
        let file: SourceFile
        let start: UInt32
        let end: UInt32
        init(file: SourceFile, range: SourceRange) {
            self.file = file
            self.start = UInt32(clamping: range.start.offset)
            self.end = UInt32(clamping: range.end.offset)
        }
        var string: String { String(decoding: file.bytes[Int(start)..<Int(end)], as: UTF8.self) }
    }

    /// The text.
    func render() -> String {
        switch self {
        case .text(let text):
            return text
        case let .relation(lhs, lhsAttribute, relation, rhs, rhsAttribute, constant, priority):
            var out = "\(lhs).\(lhsAttribute.rawValue) \(relation.rawValue) "
            if let rhs {
                out += "\(rhs).\(rhsAttribute.rawValue)" + NumberFormat.offset(constant)
            } else {
                out += NumberFormat.string(constant)
            }
            return out + Self.prioritySuffix(priority)
        case let .written(lhs, lhsAttribute, relation, text, priority):
            return "\(lhs).\(lhsAttribute.rawValue) \(relation.rawValue) \(text.string)" + Self.prioritySuffix(priority)
        case let .scaledIntrinsic(view, attribute, relation, declared, style, priority):
            let size = NumberFormat.string((declared * 1e6).rounded() / 1e6)
            return "\(view).\(attribute.rawValue) \(relation.rawValue) scaled(\(size), \(style.rawValue))" + Self.prioritySuffix(priority)
        case .printed(let statement):
            return LayoutPrinter.constraint(statement)
        case .statement(let text):
            let string = text.string
            guard string.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" }) else { return string }
            return string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                .joined(separator: " ")
        }
    }

    /// `" @750"`, or nothing for required.
    static func prioritySuffix(_ priority: Double) -> String {
        priority >= 1000 ? "" : " @\(NumberFormat.string(priority))"
    }
}
