import Foundation

/// The preview's HTML page: pictures side by side, diagnostics below, an error banner over
/// the (last good) pictures when the file does not compile. It long-polls `/state?since=N`,
/// which answers as soon as the file's outcome changes, so a save shows within the watcher's
/// interval plus the compile time.
///
/// With `?report` in its address the page also posts what it drew (`/report`): the version,
/// how many pictures, a signature of the views' rectangles and the banner's text, read back
/// from its own DOM — how the browser test sees what a user would.
enum PreviewPage {
    static func html(title: String) -> String {
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>vflc preview · \(escapedTitle)</title>
        <style>
          body { font: 13px -apple-system, system-ui, sans-serif; margin: 16px; background: #f4f4f6; color: #222; }
          header { display: flex; gap: 12px; align-items: baseline; }
          #status { color: #666; }
          #stage { position: relative; margin-top: 12px; }
          #pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
          figure { margin: 0; background: #fff; padding: 8px; border-radius: 6px; box-shadow: 0 1px 3px #0002; }
          figcaption { font-weight: 600; margin-bottom: 4px; }
          #pictures.stale { opacity: 0.45; }
          #banner { display: none; position: absolute; top: 0; left: 0; right: 0; background: #b00020ee; color: #fff;
                    padding: 10px 14px; border-radius: 6px; white-space: pre-wrap; font-family: ui-monospace, monospace; z-index: 2; }
          #banner.visible { display: block; }
          #diagnostics { white-space: pre-wrap; font-family: ui-monospace, monospace; background: #fff; padding: 8px;
                         border-radius: 6px; margin-top: 16px; }
        </style></head>
        <body>
        <header><h1>\(escapedTitle)</h1><span id="status">connecting…</span></header>
        <div id="stage"><div id="banner"></div><div id="pictures"></div></div>
        <pre id="diagnostics"></pre>
        <script>
        const reporting = new URLSearchParams(location.search).has("report");
        let version = 0;
        function render(s) {
          const pictures = document.getElementById("pictures");
          pictures.innerHTML = "";
          for (const p of s.pictures) {
            const figure = document.createElement("figure");
            const caption = document.createElement("figcaption");
            caption.textContent = p.traits;
            figure.appendChild(caption);
            const holder = document.createElement("div");
            holder.innerHTML = p.svg;
            figure.appendChild(holder);
            pictures.appendChild(figure);
          }
          pictures.classList.toggle("stale", s.stale);
          const banner = document.getElementById("banner");
          banner.textContent = s.errors > 0 ? s.diagnostics : "";
          banner.classList.toggle("visible", s.errors > 0);
          document.getElementById("diagnostics").textContent = s.diagnostics || "no diagnostics";
          document.getElementById("status").textContent =
            `version ${s.version} · ${s.errors} error(s), ${s.warnings} warning(s)` + (s.stale ? " · showing the last good picture" : "");
          if (reporting) report(s.version);
        }
        function report(v) {
          const rects = [...document.querySelectorAll("#pictures g.view rect")]
            .map(r => ["x", "y", "width", "height"].map(a => r.getAttribute(a)).join(",")).join(";");
          const banner = document.getElementById("banner");
          const body = JSON.stringify({ version: v, pictures: document.querySelectorAll("#pictures svg").length,
            rects: rects, bannerVisible: getComputedStyle(banner).display !== "none", banner: banner.textContent,
            stale: document.getElementById("pictures").classList.contains("stale") });
          fetch("/report", { method: "POST", headers: { "Content-Type": "application/json" }, body: body });
        }
        async function loop() {
          for (;;) {
            try {
              const response = await fetch(`/state?since=${version}`, { cache: "no-store" });
              if (response.status === 410) { document.getElementById("status").textContent = "server stopped"; return; }
              const s = await response.json();
              if (s.version !== version) { version = s.version; render(s); }
            } catch (e) {
              document.getElementById("status").textContent = "disconnected; retrying…";
              await new Promise(r => setTimeout(r, 500));
            }
          }
        }
        loop();
        </script>
        </body></html>

        """
    }
}
