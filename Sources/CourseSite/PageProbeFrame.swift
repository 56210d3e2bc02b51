/// A page that shows another page of the site in a frame of a given width and copies the frame's
/// `PageProbe` measurements into its own DOM, where `--dump-dom` prints them.
///
/// It measures a page at a phone's width: headless Chromium does not make a window narrower than
/// 500 pixels, but a frame can be 390 pixels wide, and the page inside lays itself out, media
/// queries included, for the frame's width. Open it as
/// `probe-frame.html?src=<page's address>&width=390&height=844`.
public enum PageProbeFrame {
    /// The file's name, written beside the site's `index.html` by the test.
    public static let fileName = "probe-frame.html"

    /// The page. `data-probe-frame` tells `PageProbe.script` not to measure the frame's host page.
    public static let html = #"""
        <!DOCTYPE html>
        <html lang="en" data-probe-frame>
        <head><meta charset="utf-8"><title>probe</title><style>body { margin: 0 } iframe { border: 0 }</style></head>
        <body>
        <script>
        (function () {
          var query = new URLSearchParams(location.search);
          var frame = document.createElement("iframe");
          frame.src = query.get("src");
          frame.width = query.get("width") || "390";
          frame.height = query.get("height") || "844";
          document.body.appendChild(frame);
          (function poll() {
            var inner = frame.contentDocument, found = inner && inner.getElementById("course-site-probe");
            if (!found) { setTimeout(poll, 250); return; }
            var copy = document.createElement("pre");
            copy.id = "course-site-probe";
            copy.textContent = found.textContent;
            document.body.appendChild(copy);
          })();
        })();
        </script>
        </body>
        </html>
        """#
}
