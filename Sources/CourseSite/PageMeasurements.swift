import Foundation

/// What `PageProbe`'s script measured on a page, read back from the DOM that headless Chromium
/// printed.
public struct PageMeasurements: Decodable, Sendable {
    /// A listing named `checker demo …`: a demo's trace.
    public struct Trace: Decodable, Sendable {
        /// The listing's name, `checker demo counter`.
        public let name: String
        /// How many non-blank lines it shows.
        public let lines: Int
        /// The first few lines that run past the edge of what clips them, with both edges in pixels.
        public let cut: [String]
        /// How many lines are cut.
        public let cutCount: Int
        /// False for a copy DocC keeps hidden (the full-screen listing, the phone's preview).
        public let visible: Bool
    }

    /// The Hangul syllables drawn and those that came out as the missing-glyph box.
    public struct Hangul: Decodable, Sendable {
        public let checked: Int
        public let missing: [String]
        /// The font stacks the syllables were drawn in: the body's and the code's.
        public let fonts: [String]
    }

    /// An image on the page.
    public struct Image: Decodable, Sendable {
        public let src: String
        /// Its width as loaded, in pixels: 0 for an image that did not load.
        public let width: Int
    }

    /// What makes the page hard to read (`PageReadingProbe`).
    public struct Reading: Decodable, Sendable {
        /// A count and the first few examples.
        public struct Found: Decodable, Sendable {
            public let count: Int
            public let samples: [String]
        }

        /// A graph as drawn: its smallest text in pixels and its labels that overlap.
        public struct Graph: Decodable, Sendable {
            /// The image's file name, `Demo-counter-graph.svg`.
            public let name: String
            public let smallestText: Double
            public let overlaps: [String]
            public let overlapCount: Int
        }

        /// Elements of a Korean page whose Korean words (or code) the browser may break inside.
        public let wordBreaks: Found
        /// DocC's labels on a Korean page that are English, DocC's 챕터/섹션, or unfilled.
        public let labels: Found
        /// "No Preview" badges drawn over more than one line.
        public let wrappedBadges: Int
        /// Tables wider than the box that shows them.
        public let cutTables: [String]
        public let graphs: [Graph]
        /// Code lines longer than 100 columns.
        public let longLines: Found
        /// Links that lead off the site.
        public let externalLinks: Int
    }

    /// `<html lang>`: `en-US`, `ko-KR`.
    public let lang: String?
    /// The address the page ended at (a Korean page moves under `/ko-KR/`).
    public let path: String
    /// The window's width without its scroll bar, and the page's width, in CSS pixels.
    public let viewportWidth: Int
    public let pageWidth: Int
    /// Elements that stick out past the window's right edge, unclipped (at most five).
    public let overflowing: [String]
    public let traces: [Trace]
    public let hangul: Hangul
    public let images: [Image]
    public let reading: Reading

    /// The listings the reader can see: the code pane's, not DocC's hidden copies.
    public var visibleTraces: [Trace] { traces.filter(\.visible) }

    /// Whether the page scrolls sideways.
    public var scrollsSideways: Bool { pageWidth > viewportWidth }

    /// The measurements in a DOM that `PageProbe` ran in, or nil when the script wrote none.
    public static func read(fromDOM dom: String) throws -> PageMeasurements? {
        guard let start = dom.range(of: "<pre id=\"course-site-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        let json = decodingEntities(String(dom[start.upperBound..<end.lowerBound]))
        return try JSONDecoder().decode(PageMeasurements.self, from: Data(json.utf8))
    }

    /// The text of a `<pre>` as the DOM printed it: `&lt;`, `&gt;`, `&amp;`, `&quot;` decoded.
    static func decodingEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
