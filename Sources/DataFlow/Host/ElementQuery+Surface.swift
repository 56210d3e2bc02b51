extension ElementQuery {
    private static func ofKind(_ kind: ElementKind) -> @Sendable (Element) -> Bool {
        { $0.kind == kind }
    }

    /// A `Stepper`: the first one on screen, or the one whose label (or a text in it) is `label`.
    public static func stepper(_ label: String? = nil) -> ElementQuery {
        ElementQuery(
            label.map { "a stepper labelled \"\($0)\"" } ?? "a stepper", kinds: "steppers", candidate: ofKind(.stepper)
        ) {
            label == nil || $0.label == label || $0.texts.contains(label ?? "")
        }
    }

    /// A `DatePicker`: the first one on screen, or the one titled `label`.
    public static func datePicker(_ label: String? = nil) -> ElementQuery {
        ElementQuery(
            label.map { "a date picker titled \"\($0)\"" } ?? "a date picker", kinds: "date pickers",
            candidate: ofKind(.datePicker)
        ) { label == nil || $0.label == label }
    }

    /// A `SecureField` whose title (its prompt) is `title`.
    public static func secureField(_ title: String) -> ElementQuery {
        ElementQuery("a secure field titled \"\(title)\"", kinds: "secure fields", candidate: ofKind(.secureField)) {
            $0.label == title
        }
    }

    /// The search field of `searchable(text:)`: the first one, or the one whose prompt is `prompt`.
    public static func searchField(_ prompt: String? = nil) -> ElementQuery {
        ElementQuery(
            prompt.map { "a search field with prompt \"\($0)\"" } ?? "a search field", kinds: "search fields",
            candidate: ofKind(.searchField)
        ) { prompt == nil || $0.label == prompt }
    }

    /// A `Menu` whose label, or a text inside it, is `label`.
    public static func menu(_ label: String) -> ElementQuery {
        // By its own label only: an open menu also holds the labels of the menus nested in it.
        ElementQuery("a menu labelled \"\(label)\"", kinds: "menus", candidate: ofKind(.menu)) {
            $0.label == label
        }
    }

    /// A `Label` whose title is `title`.
    public static func label(_ title: String) -> ElementQuery {
        ElementQuery("a label titled \"\(title)\"", kinds: "labels", candidate: ofKind(.label)) { $0.label == title }
    }

    /// A `ProgressView`: the first one on screen, or the one titled `title`.
    public static func progressView(_ title: String? = nil) -> ElementQuery {
        ElementQuery(
            title.map { "a progress view titled \"\($0)\"" } ?? "a progress view", kinds: "progress views",
            candidate: ofKind(.progressView)
        ) { title == nil || $0.label == title }
    }

    /// Any element whose `accessibilityLabel(_:)` is `label`, as VoiceOver and UI tests find it.
    public static func accessibilityLabel(_ label: String) -> ElementQuery {
        ElementQuery(
            "an element with accessibility label \"\(label)\"", kinds: "elements with an accessibility label",
            candidate: { $0.attribute("accessibilityLabel") != nil }
        ) { $0.attribute("accessibilityLabel") == label }
    }
}
