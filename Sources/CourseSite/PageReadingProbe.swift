/// The part of `PageProbe`'s script that measures what makes a page hard to read, for the
/// defects a review of the site found (issue 28):
///
/// - on a Korean page, text whose element lets the browser break a Korean word inside it (any
///   `word-break` but `keep-all`, or a code span that may break anywhere), and DocC's labels left
///   in English ("Get started", "Check Your Understanding", "30min") or in DocC's own terms that
///   the lessons do not use (챕터, 섹션 for 장, 절), or with a placeholder not filled in (`{number}`);
/// - DocC's "No Preview" badge wrapped over more than one line (it then covers the code);
/// - tables wider than the box that shows them (cut, behind a scroller);
/// - each graph (a demo's, or a chart of the reference pages): the smallest text as drawn, in
///   pixels, and how many of its labels overlap another;
/// - code lines longer than 100 columns, which scroll inside the code pane;
/// - links that leave the site (the sources a lesson cites).
///
/// `reading()` returns them as one object; `visitSteps` shows each step of a tutorial in turn
/// (its code pane shows one step's image or listing at a time) and samples the graphs and the
/// traces (`PageProbe`'s `collectTraces`) each time.
enum PageReadingProbe {
    static let functions = #"""
          var GRAPHS = {};
          var LABELS = [
            /^Get started$/i, /^Introduction$/, /^Check Your Understanding$/i, /^Estimated Time$/i,
            /^\d+\s*(min|mins|hr|hrs)$/i, /^\d+\s*hrs?\s*\d+\s*mins?$/i, /^(Section|Chapter|Step|Question) \d+/,
            /^No Preview$/i, /^(Next|Submit|Resources|Tutorials|Previous|Note|Important|Tip|Warning)$/, /\{[a-z-]+\}/, /\d+\s*(챕터|섹션)/, /^(챕터|섹션)$/
          ];
          function isKorean() { return /^ko/i.test(document.documentElement.getAttribute("lang") || ""); }
          function ownText(element) {
            var text = "";
            for (var n = element.firstChild; n; n = n.nextSibling) if (n.nodeType === 3) text += n.textContent;
            return text;
          }
          function describe(element) { return element.tagName.toLowerCase() + "." + String(element.className).split(" ")[0]; }
          function wordBreaks() {
            var count = 0, samples = [];
            if (!isKorean()) return { count: 0, samples: [] };
            document.querySelectorAll("body *").forEach(function (e) {
              if (e.closest("script, style, pre, #course-site-probe")) return;
              var text = ownText(e), style = getComputedStyle(e), bad = null;
              if (/[\uAC00-\uD7A3]/.test(text) && style.wordBreak !== "keep-all") bad = style.wordBreak;
              else if (e.tagName === "CODE" && text.trim() && (style.wordBreak === "break-all" || style.wordBreak === "break-word" || style.overflowWrap === "anywhere")) bad = style.wordBreak + "/" + style.overflowWrap;
              if (bad === null) return;
              count += 1;
              if (samples.length < 8) samples.push(describe(e) + " " + bad + ": " + text.trim().slice(0, 20));
            });
            return { count: count, samples: samples };
          }
          function labels() {
            var count = 0, samples = [];
            if (!isKorean()) return { count: 0, samples: [] };
            function check(text) {
              text = text.replace(/\s+/g, " ").trim();
              if (!text || !LABELS.some(function (l) { return l.test(text); })) return;
              count += 1;
              if (samples.length < 12) samples.push(text.slice(0, 40));
            }
            var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (var node = walker.nextNode(); node; node = walker.nextNode()) {
              var parent = node.parentElement;
              if (!parent || parent.closest("pre, code, script, style, #course-site-probe")) continue;
              check(node.textContent);
            }
            document.querySelectorAll("[aria-label], [title]").forEach(function (e) {
              check(e.getAttribute("aria-label") || ""); check(e.getAttribute("title") || "");
            });
            return { count: count, samples: samples };
          }
          function wrappedBadges() {
            var count = 0;
            document.querySelectorAll(".toggle-preview, .runtime-preview-label").forEach(function (e) {
              var range = document.createRange(), lines = {};
              range.selectNodeContents(e);
              Array.prototype.forEach.call(range.getClientRects(), function (r) { if (r.width > 0) lines[Math.round(r.top)] = true; });
              if (Object.keys(lines).length > 1) count += 1;
            });
            return count;
          }
          function cutTables() {
            var found = [];
            document.querySelectorAll("table").forEach(function (t) {
              var r = t.getBoundingClientRect();
              if (r.width === 0) return;
              var clip = clipRect(t);
              if (r.right > clip.right + 1 || r.left < clip.left - 1)
                found.push(Math.round(r.width) + " px in " + Math.round(clip.right - clip.left) + " px: " + t.textContent.trim().slice(0, 40));
            });
            return found;
          }
          function analyse(src) {
            var request = new XMLHttpRequest();
            try { request.open("GET", src, false); request.send(); } catch (e) { return null; }
            if (request.status !== 200) return null;
            var svg = new DOMParser().parseFromString(request.responseText, "image/svg+xml").documentElement;
            var box = (svg.getAttribute("viewBox") || "").split(/[ ,]+/).map(Number);
            var viewWidth = box.length === 4 ? box[2] : parseFloat(svg.getAttribute("width"));
            var holder = document.createElement("div");
            holder.style.cssText = "position:absolute;left:-20000px;top:0;visibility:hidden";
            holder.appendChild(document.importNode(svg, true));
            document.body.appendChild(holder);
            var texts = Array.prototype.slice.call(holder.querySelectorAll("text"));
            var sizes = texts.map(function (t) { return parseFloat(t.getAttribute("font-size") || "14"); });
            var rects = texts.map(function (t) { return t.getBoundingClientRect(); }), overlaps = [];
            // The lines of one node's or one edge's label are drawn close together; only labels of
            // different nodes and edges may not touch.
            var owners = texts.map(function (t) { return t.closest("g.node, g.edge, g.cluster") || t.parentNode; });
            for (var i = 0; i < rects.length; i++) for (var j = i + 1; j < rects.length; j++) {
              if (owners[i] === owners[j]) continue;
              var a = rects[i], b = rects[j];
              if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1)
                overlaps.push(texts[i].textContent + " / " + texts[j].textContent);
            }
            holder.remove();
            return { viewWidth: viewWidth, smallestFont: sizes.length ? Math.min.apply(null, sizes) : 0, overlaps: overlaps.slice(0, 5), overlapCount: overlaps.length, shownWidth: 0 };
          }
          function sampleGraphs() {
            document.querySelectorAll("img").forEach(function (img) {
              var src = img.currentSrc || img.getAttribute("src") || "";
              if (!/\.svg(\?|$)/.test(src) || !/(-graph|\/Article-)[^\/]*\.svg/.test(src)) return;
              var r = img.getBoundingClientRect();
              if (r.width < 1 || getComputedStyle(img).visibility === "hidden") return;
              var name = src.split("/").pop();
              if (!(name in GRAPHS)) GRAPHS[name] = analyse(src);
              if (GRAPHS[name]) GRAPHS[name].shownWidth = Math.max(GRAPHS[name].shownWidth, r.width);
            });
          }
          function longLines() {
            var seen = {}, count = 0, samples = [];
            document.querySelectorAll(".code-line").forEach(function (line) {
              var text = line.textContent.replace(/\n$/, "");
              if (text.length <= 100 || seen[text]) return;
              seen[text] = true; count += 1;
              if (samples.length < 5) samples.push(text.length + ": " + text.slice(0, 50));
            });
            return { count: count, samples: samples };
          }
          function externalLinks() {
            return Array.prototype.filter.call(document.querySelectorAll("a[href]"), function (a) {
              return /^https?:/.test(a.href) && a.host !== location.host;
            }).length;
          }
          function reading() {
            sampleGraphs();
            var graphs = Object.keys(GRAPHS).filter(function (k) { return GRAPHS[k] && GRAPHS[k].shownWidth > 0; }).map(function (k) {
              var g = GRAPHS[k];
              return { name: k, smallestText: Math.round(10 * g.smallestFont * g.shownWidth / g.viewWidth) / 10, overlaps: g.overlaps, overlapCount: g.overlapCount };
            });
            return { wordBreaks: wordBreaks(), labels: labels(), wrappedBadges: wrappedBadges(), cutTables: cutTables(), graphs: graphs, longLines: longLines(), externalLinks: externalLinks() };
          }
          // DocC shows a step in the code pane when the step reaches a third of the window's height:
          // an IntersectionObserver notices, then DocC's Steps component looks for the step closest
          // to that line (`findClosestStepNode`, which it also runs when it is first drawn).
          // Headless Chromium under a virtual-time budget delivers no intersection, so the probe
          // scrolls the step to that line and asks the component itself, as the observer would.
          function focusStep(step) {
            var r = step.getBoundingClientRect();
            window.scrollBy(0, r.top + r.height / 2 - 0.333 * window.innerHeight);
            for (var node = step; node; node = node.parentElement) {
              var component = node.__vue__;
              if (component && typeof component.findClosestStepNode === "function") { component.findClosestStepNode(); return; }
            }
          }
          function visitSteps(then) {
            var steps = Array.prototype.slice.call(document.querySelectorAll(".step"));
            (function next(i) {
              if (i >= steps.length) { window.scrollTo(0, 0); return setTimeout(then, 300); }
              focusStep(steps[i]);
              setTimeout(function () { sampleGraphs(); collectTraces(); next(i + 1); }, 700);
            })(0);
          }
        """#
}
