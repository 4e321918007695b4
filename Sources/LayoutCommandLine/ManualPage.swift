import Foundation

/// `vflc man`: the manual page in roff (man(7) macros), generated from `CommandHelp` — the
/// same text as `vflc help COMMAND`. `docs/vflc.1` is this output, kept current by a test.
public enum ManualPage {
    /// The whole page.
    public static func roff() -> String {
        var out = """
        .TH VFLC 1 "" "\(CommandLineTool.version)" "User Commands"
        .SH NAME
        vflc \\- compile, check, format and preview Auto Layout .layout files
        .SH SYNOPSIS

        """
        for c in CommandHelp.all {
            out += ".B vflc \(c.name)\n" + (c.synopsis.isEmpty ? "" : escape(c.synopsis) + "\n") + ".br\n"
        }
        out += ".SH DESCRIPTION\n"
        out += "vflc compiles .layout files: Apple's Auto Layout Visual Format Language, linear constraints, stacks and size-class when blocks. "
        out += "It reports unsatisfiable and ambiguous layouts with their locations, renders frames and SVG wireframes, and formats files.\n"
        out += ".SH COMMANDS\n"
        for c in CommandHelp.all {
            out += ".SS \"vflc \(c.name)\"\n\(escape(c.summary))\n"
            for d in c.details { out += ".PP\n\(escape(d))\n" }
            for o in c.options {
                out += ".TP\n.B \(escape(c.label(o)))\n\(escape(o.summary))\n"
            }
        }
        out += """
        .SH CONFIGURATION
        A .vflc.json file in a folder applies to the layout files below it; the files from a layout's folder up to the first with "root": true combine key by key, the nearest winning.
        .B vflc config \\-\\-effective FILE
        prints what applies. A
        .B // vflc\\-ignore: ID
        comment silences a warning on the next statement (or on its own line when it ends one).
        .SH EXIT STATUS
        0 no errors; 1 layout errors (or warnings with \\-\\-strict); 2 usage or I/O errors, including a malformed configuration.
        .SH SEE ALSO
        docs/language.md, docs/configuration.md, docs/xcode.md in the vflc repository.

        """
        return out
    }

    /// Escapes roff's specials: backslashes, leading dots and quotes, and `-` (as `\-`, so
    /// options copy and paste as ASCII hyphens).
    static func escape(_ s: String) -> String {
        var t = s.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if t.hasPrefix(".") || t.hasPrefix("'") { t = "\\&" + t }
        // Non-ASCII (…, ·) as roff's named-by-code-point glyphs, so any groff renders them.
        var out = ""
        for u in t.unicodeScalars {
            if u.isASCII { out.unicodeScalars.append(u) } else { out += "\\[u" + String(format: "%04X", u.value) + "]" }
        }
        return out
    }
}
