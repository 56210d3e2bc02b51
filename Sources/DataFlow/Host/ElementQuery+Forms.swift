extension ElementQuery {
    /// A `TextEditor`: the first one on screen, or the one at `index` in screen order.
    public static func textEditor(_ index: Int = 0) -> ElementQuery {
        ElementQuery(
            index == 0 ? "a text editor" : "text editor number \(index + 1)", kinds: "text editors", index: index,
            candidate: { $0.kind == .textEditor }
        ) { _ in true }
    }

    /// A `DisclosureGroup` whose label is `label`; tapping it expands or collapses it.
    public static func disclosureGroup(_ label: String) -> ElementQuery {
        ElementQuery(
            "a disclosure group labelled \"\(label)\"", kinds: "disclosure groups",
            candidate: { $0.kind == .disclosureGroup }
        ) { $0.label == label }
    }

    /// A `LabeledContent` whose label is `label`; its value is the content's text.
    public static func labeledContent(_ label: String) -> ElementQuery {
        ElementQuery(
            "a labeled content \"\(label)\"", kinds: "labeled contents", candidate: { $0.kind == .labeledContent }
        ) { $0.label == label }
    }
}

extension ElementQuery {
    /// The row of a `Table` that shows `text` in one of its cells; tapping it selects it.
    public static func tableRow(containing text: String) -> ElementQuery {
        ElementQuery("a table row showing \"\(text)\"", kinds: "table rows", candidate: { $0.kind == .tableRow }) {
            $0.texts.contains(text)
        }
    }
}

extension ElementQuery {
    /// A `ShareLink` whose title is `title` ("Share" unless given one).
    public static func shareLink(_ title: String = "Share") -> ElementQuery {
        ElementQuery("a share link titled \"\(title)\"", kinds: "share links", candidate: { $0.kind == .shareLink }) {
            $0.label == title
        }
    }
}
