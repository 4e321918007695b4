import LayoutDiagnosticWriters
import LayoutSource

/// The `render --format json` output (spec §11, docs/schema/render.schema.json).
///
/// `views` lists the views declared in the file, depth first; the root and the built-in
/// guides are not views there: the root is `canvas`, the guides are the `safeArea` and
/// `margins` insets (an extension of the spec's shape, as is each view's `hidden`).
/// Coordinates are rounded to 1/1000 pt.
public enum RenderJSONWriter {
    /// Renders the document, pretty-printed with two-space indentation and a final newline.
    ///
    /// Written variant by variant, each variant's tree made, written and freed in turn: the
    /// document of 20,000 unconstrained views is a quarter of a gigabyte of text (every
    /// variant lists every view and its diagnostics), and the whole tree at once took four
    /// times that in memory. The bytes are those of `value(doc).serialized(indent: 2)`
    /// (`RenderJSONWriterTests`).
    public static func write(_ doc: RenderDocument) -> String {
        var out: [UInt8] = []
        out.append(0x7B)
        for (i, (key, value)) in header(doc).enumerated() {
            if i > 0 { out.append(0x2C) }
            JSONValue.newline(&out, 2, 1)
            member(key, value, to: &out)
        }
        out.append(0x2C)
        JSONValue.newline(&out, 2, 1)
        member("variants", .array([]), to: &out, empty: doc.variants.isEmpty)
        if !doc.variants.isEmpty {
            out.append(0x5B)
            for (i, v) in doc.variants.enumerated() {
                if i > 0 { out.append(0x2C) }
                JSONValue.newline(&out, 2, 2)
                variant(v).write(to: &out, indent: 2, level: 2)
            }
            JSONValue.newline(&out, 2, 1)
            out.append(0x5D)
        }
        JSONValue.newline(&out, 2, 0)
        out.append(0x7D)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// `"key": value` at the document's first level; with `empty` false only `"key": `.
    private static func member(_ key: String, _ value: JSONValue, to out: inout [UInt8], empty: Bool = true) {
        JSONValue.writeString(key, to: &out)
        out.append(0x3A)
        out.append(0x20)
        if empty { value.write(to: &out, indent: 2, level: 1) }
    }

    /// The document's members before `variants`.
    private static func header(_ doc: RenderDocument) -> [(String, JSONValue)] {
        [("schemaVersion", .number(Double(DiagnosticJSON.schemaVersion))), ("file", .string(doc.file))]
    }

    /// The document as a JSON value.
    public static func value(_ doc: RenderDocument) -> JSONValue {
        .object(header(doc) + [("variants", .array(doc.variants.map(variant)))])
    }

    private static func variant(_ v: RenderVariant) -> JSONValue {
        var views: [JSONValue] = []
        for (i, view) in v.views.enumerated() where !view.isBuiltin {
            let parentName = view.parent.map { v.views[$0].name } ?? "root"
            var fields: [(String, JSONValue)] = [
                ("name", .string(view.name)),
                ("kind", .string(view.kind)),
                ("parent", .string(parentName)),
                ("hidden", .bool(view.hidden)),
                ("direction", .string(v.rightToLeftViews.isEmpty || !v.rightToLeftViews[i] ? "ltr" : "rtl")),
                ("frame", rect(v.relativeFrame(of: i))),
                ("absoluteFrame", rect(view.frame)),
            ]
            if let first = view.firstBaseline, let last = view.lastBaseline {
                fields.append(("baselines", .object([("first", number(first)), ("last", number(last))])))
            }
            // Only when written or a scroll view, so documents of other files are unchanged.
            if let name = view.customClass { fields.append(("class", .string(name))) }
            if let id = view.documentID { fields.append(("ibID", .string(id))) }
            if let size = view.contentSize {
                fields.append(("contentSize", .object([("width", number(size.width)), ("height", number(size.height))])))
            }
            views.append(.object(fields))
        }
        var pairs: [(String, JSONValue)] = v.unit.map { [("unit", .string($0))] } ?? []
        pairs += [("traits", .string(v.traits)), ("direction", .string(v.direction.rawValue))]
        // The category only when one was named, so documents of files without text sizes
        // are unchanged.
        if let category = v.contentSize { pairs.append(("contentSize", .string(category))) }
        if let cell = v.cell { pairs.append(("cell", .string(cell))) }
        if v.isDesignCanvas { pairs.append(("designCanvas", .bool(true))) }
        pairs += [
            ("device", v.deviceName.map { .string($0) } ?? .null),
            ("canvas", .object([("width", number(v.canvasWidth)), ("height", number(v.canvasHeight))])),
            ("safeArea", insets(v.safeArea)),
            ("margins", insets(v.margins)),
        ]
        // Guides of views and the keyboard only when there are any, so documents of files
        // without them are unchanged.
        let guides = v.views.indices.filter { v.views[$0].guide != nil }.map { i -> JSONValue in
            .object([("name", .string(v.views[i].name)), ("guide", .string(v.views[i].guide ?? "")),
                     ("owner", .string(v.views[i].parent.map { v.views[$0].name } ?? "root")),
                     ("frame", rect(v.relativeFrame(of: i))), ("absoluteFrame", rect(v.views[i].frame))])
        }
        if !guides.isEmpty { pairs.append(("guides", .array(guides))) }
        if let k = v.keyboardHeight { pairs.append(("keyboard", .object([("height", number(k))]))) }
        pairs += [
            ("views", .array(views)),
            ("diagnostics", .array(v.diagnostics.map(DiagnosticJSON.object))),
        ]
        return .object(pairs)
    }

    private static func number(_ d: Double) -> JSONValue { .number(NumberText.rounded(d)) }

    private static func rect(_ r: RenderRect) -> JSONValue {
        .object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))])
    }

    private static func insets(_ i: RenderInsets) -> JSONValue {
        .object([("top", number(i.top)), ("left", number(i.left)), ("bottom", number(i.bottom)), ("right", number(i.right))])
    }
}
