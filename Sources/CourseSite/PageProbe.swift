import Foundation

/// A script the test's web server adds to every page it serves, which measures the page once DocC's
/// renderer has drawn it and writes the measurements, as JSON, into a `<pre id="course-site-probe">`
/// at the end of the body, where headless Chromium's `--dump-dom` prints them (`PageMeasurements`).
///
/// It measures what a reader would see go wrong:
/// - the page's width against the window's (a page wider than its window scrolls sideways), and
///   the elements that stick out, unclipped, past the window's right edge;
/// - each listing named `checker demo …` (a demo's trace in the code pane): how many lines it
///   shows, and which lines run past the edge of the box that clips them (the pane, the window);
/// - Hangul: every distinct syllable of the page's text (up to 80) is drawn on a canvas in the
///   page's body font and code font, and compared with what the same font draws for code points
///   that no font has (U+0378, U+FFFF), which is the missing-glyph box. A syllable drawn like the
///   box, or with no ink, or all syllables drawn alike, is a missing glyph;
/// - the page's `<html lang>`, and the images it shows;
/// - what makes it hard to read (`PageReadingProbe`): Korean words broken inside, DocC's labels
///   left in English on a Korean page, cut tables, graph text too small, long code lines, and
///   how many links lead to the sources outside the site.
///
/// A tutorial page shows one step's code or image at a time, in its pane; the script visits every
/// step, so that each trace and each graph is shown in the pane once, measures each as it is
/// shown (a trace once per demo: as shown, or as DocC keeps it hidden when it was never shown),
/// and then measures the rest.
public enum PageProbe {
    /// The script, to be added to a page inside `<script>…</script>`.
    public static let script = scriptStart + "\n" + PageReadingProbe.functions + "\n" + scriptEnd

    /// The script's opening: a page drawn in `PageProbeFrame` is not measured twice.
    static let scriptStart = #"""
        (function () {
          "use strict";
          if (document.documentElement.hasAttribute("data-probe-frame")) return;
          var TRACE = "checker demo ";
        """#

    /// The measurements of layout, traces and glyphs, and the waiting for DocC's renderer.
    static let scriptEnd = #"""
          function rendered() {
            return document.querySelector("#app main") && (document.querySelector(".sections, .tutorials-navigation, .doc-content, .volume, .tutorials-overview") !== null);
          }
          function clipRect(element, unbounded) {
            var box = { left: unbounded ? -1e9 : 0, right: unbounded ? 1e9 : document.documentElement.clientWidth };
            for (var node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
              var style = getComputedStyle(node);
              if (style.overflowX !== "visible" || style.overflow !== "visible") {
                var r = node.getBoundingClientRect();
                var left = r.left + node.clientLeft, right = left + node.clientWidth;
                box.left = Math.max(box.left, left);
                box.right = Math.min(box.right, right);
              }
            }
            return box;
          }
          function textRight(element) {
            var range = document.createRange();
            range.selectNodeContents(element);
            var rects = range.getClientRects(), right = -1e9, left = 1e9;
            for (var i = 0; i < rects.length; i++) { if (rects[i].width > 0) { right = Math.max(right, rects[i].right); left = Math.min(left, rects[i].left); } }
            return { left: left, right: right };
          }
          function traces() {
            var found = [];
            document.querySelectorAll(".code-listing").forEach(function (listing) {
              var name = listing.querySelector(".filename");
              if (!name || name.textContent.trim().indexOf(TRACE) !== 0) return;
              var lines = listing.querySelectorAll(".code-line"), cut = [], shown = 0;
              lines.forEach(function (line) {
                if (!line.textContent.trim()) return;
                var extent = textRight(line);
                if (extent.right < -1e8) return;
                shown += 1;
                var clip = clipRect(line);
                if (extent.right > clip.right + 1 || extent.left < clip.left - 1) cut.push(line.textContent.trim().slice(0, 60) + " (" + Math.round(extent.right) + " > " + Math.round(clip.right) + ")");
              });
              found.push({ name: name.textContent.trim(), lines: shown, cut: cut.slice(0, 5), cutCount: cut.length, visible: listing.getClientRects().length > 0 });
            });
            return found;
          }
          function overflowing() {
            var width = document.documentElement.clientWidth, found = [];
            document.querySelectorAll("body *").forEach(function (element) {
              if (found.length >= 5) return;
              var r = element.getBoundingClientRect();
              if (r.width === 0 || r.right <= width + 1) return;
              if (clipRect(element, true).right <= width + 1) return;
              found.push((element.tagName + "." + String(element.className).split(" ")[0]) + " right=" + Math.round(r.right));
            });
            return found;
          }
          function glyph(character, font) {
            var canvas = document.createElement("canvas");
            canvas.width = 48; canvas.height = 48;
            var context = canvas.getContext("2d");
            context.font = "32px " + font;
            context.fillStyle = "#000";
            context.textBaseline = "top";
            context.fillText(character, 4, 4);
            var data = context.getImageData(0, 0, 48, 48).data, hash = 0, ink = 0;
            for (var i = 3; i < data.length; i += 4) { if (data[i] > 0) ink += 1; hash = (hash * 31 + data[i]) | 0; }
            return { hash: hash, ink: ink };
          }
          function hangul() {
            var text = document.body.innerText, seen = {}, chars = [];
            for (var i = 0; i < text.length && chars.length < 80; i++) {
              var c = text.charAt(i), code = c.charCodeAt(0);
              if (code >= 0xAC00 && code <= 0xD7A3 && !seen[c]) { seen[c] = true; chars.push(c); }
            }
            if (chars.length === 0) return { checked: 0, missing: [], fonts: [] };
            var fonts = [getComputedStyle(document.body).fontFamily];
            var code = document.querySelector("code");
            if (code) fonts.push(getComputedStyle(code).fontFamily);
            var missing = [];
            fonts.forEach(function (font) {
              var box = glyph("\u0378", font), box2 = glyph("\uFFFF", font), hashes = {};
              chars.forEach(function (c) {
                var g = glyph(c, font);
                if (g.ink === 0 || g.hash === box.hash || g.hash === box2.hash) missing.push(c);
                hashes[g.hash] = true;
              });
              if (Object.keys(hashes).length < Math.min(chars.length, 3)) missing.push("(all alike in " + font + ")");
            });
            return { checked: chars.length, missing: missing.slice(0, 10), fonts: fonts };
          }
          function report(traced) {
            var root = document.documentElement;
            var result = {
              lang: root.getAttribute("lang"), path: location.pathname,
              viewportWidth: root.clientWidth, pageWidth: Math.max(root.scrollWidth, document.body.scrollWidth),
              overflowing: overflowing(), traces: traced, hangul: hangul(), reading: reading(),
              images: Array.prototype.map.call(document.querySelectorAll("img"), function (i) { return { src: i.getAttribute("src"), width: i.naturalWidth }; })
            };
            var out = document.createElement("pre");
            out.id = "course-site-probe";
            out.textContent = JSON.stringify(result);
            document.body.appendChild(out);
          }
          var TRACES = {};
          function collectTraces() {
            traces().forEach(function (t) {
              var seen = TRACES[t.name];
              if (!seen || (t.visible && (!seen.visible || t.lines > seen.lines))) TRACES[t.name] = t;
            });
          }
          var waited = 0;
          (function poll() {
            if (rendered() || waited > 15000) {
              setTimeout(function () {
                visitSteps(function () {
                  collectTraces();
                  report(Object.keys(TRACES).map(function (k) { return TRACES[k]; }));
                });
              }, 1500);
              return;
            }
            waited += 250; setTimeout(poll, 250);
          })();
        })();
        """#

    /// A script that, once the page is drawn, hides every section of a tutorial page but the one
    /// that shows the demo's trace, so that a screenshot of the window's top shows the page's
    /// introduction, then the trace section: its text, its graph and the trace in the code pane.
    /// (Headless Chromium's `--screenshot` draws the top of the page; a page scrolled by a script
    /// was seen drawn blank, so the script moves the section up instead of scrolling to it.)
    public static let screenshotScript = #"""
        (function () {
          "use strict";
          var waited = 0;
          (function poll() {
            var sections = document.querySelectorAll(".sections > .section");
            if (sections.length === 0 && waited < 15000) { waited += 250; setTimeout(poll, 250); return; }
            setTimeout(function () {
              var keep = Array.prototype.filter.call(sections, function (s) { return s.textContent.indexOf("checker demo ") >= 0; });
              if (keep.length === 0) return;
              sections.forEach(function (s) { if (keep.indexOf(s) < 0) s.style.display = "none"; });
            }, 1500);
          })();
        })();
        """#
}
