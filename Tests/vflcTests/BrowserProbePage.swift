import Foundation

/// One HTML page that makes Chromium parse and paint many SVG documents in a single launch
/// (a launch costs seconds on a shared machine). For each SVG the page reports, in a `<pre>`:
/// whether the browser's XML parser rejected it, its `g.panel` and `g.view` counts, its size,
/// and how many pixels its views paint — the difference between the painted SVG and the same
/// SVG with every `g.view` removed, so a wireframe whose views draw nothing counts 0.
enum BrowserProbePage {
    /// What the page reported for one SVG.
    struct Report: Equatable {
        var name: String
        var parserError: Bool
        var panels: Int
        var views: Int
        var width: Int
        var height: Int
        /// Pixels that differ once the views are removed; -1 when the image did not load.
        var viewPixels: Int
    }

    /// The page for `(name, svg)` pairs; names must not contain `|`.
    static func html(_ documents: [(name: String, svg: String)]) -> String {
        let entries = documents.map { "[\"\($0.name)\",\"\(Data($0.svg.utf8).base64EncodedString())\"]" }
            .joined(separator: ",\n")
        return """
        <!DOCTYPE html><html><head><title>probing</title></head><body><pre id="out"></pre><script>
        const documents = [\(entries)];
        const out = document.getElementById("out");
        function decode(b64) { return new TextDecoder().decode(Uint8Array.from(atob(b64), c => c.charCodeAt(0))); }
        function paint(svgText) {
          return new Promise(resolve => {
            const img = new Image();
            img.onload = () => {
              const canvas = document.createElement("canvas");
              canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
              const ctx = canvas.getContext("2d");
              ctx.drawImage(img, 0, 0);
              resolve(ctx.getImageData(0, 0, canvas.width, canvas.height).data);
            };
            img.onerror = () => resolve(null);
            img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgText);
          });
        }
        async function probe(name, b64) {
          const text = decode(b64);
          const doc = new DOMParser().parseFromString(text, "image/svg+xml");
          const parserError = doc.getElementsByTagName("parsererror").length > 0;
          const root = doc.documentElement;
          const panels = doc.querySelectorAll("g.panel").length;
          const views = doc.querySelectorAll("g.view").length;
          const width = parseInt(root.getAttribute("width") || "0"), height = parseInt(root.getAttribute("height") || "0");
          let viewPixels = -1;
          const full = await paint(text);
          doc.querySelectorAll("g.view").forEach(g => g.remove());
          const bare = await paint(new XMLSerializer().serializeToString(doc));
          if (full && bare && full.length == bare.length) {
            viewPixels = 0;
            for (let i = 0; i < full.length; i += 4) {
              if (full[i] != bare[i] || full[i + 1] != bare[i + 1] || full[i + 2] != bare[i + 2]) viewPixels++;
            }
          }
          out.textContent += [name, parserError, panels, views, width, height, viewPixels].join("|") + "\\n";
        }
        (async () => {
          for (const [name, b64] of documents) await probe(name, b64);
          document.querySelectorAll("script").forEach(s => s.remove());
          document.title = "done";
        })();
        </script></body></html>
        """
    }

    /// The reports in the DOM Chromium dumped, or nil when the page did not finish.
    static func reports(fromDOM dom: String) -> [Report]? {
        guard dom.contains("<title>done</title>"),
              let start = dom.range(of: "<pre id=\"out\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else { return nil }
        return dom[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 7, let panels = Int(f[2]), let views = Int(f[3]), let w = Int(f[4]), let h = Int(f[5]),
                  let pixels = Int(f[6]) else { return nil }
            return Report(name: f[0], parserError: f[1] == "true", panels: panels, views: views, width: w, height: h,
                          viewPixels: pixels)
        }
    }
}
