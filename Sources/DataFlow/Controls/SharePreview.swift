/// How a shared item is shown in the share sheet: SwiftUI's `SharePreview`, a title with an
/// optional image and icon. Headless there is no share sheet: a `ShareLink` with a preview shows
/// the preview's title as a mark (`sharePreview=Birthday card`); the image and icon are kept, not
/// drawn.
public struct SharePreview<Image, Icon> {
    let title: String

    /// A preview titled `titleKey`, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = titleKey.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = String(title)
    }
}

extension SharePreview where Icon == Never {
    /// A preview titled `titleKey`, with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = titleKey.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = String(title)
    }
}

extension SharePreview where Image == Never {
    /// A preview titled `titleKey`, with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = titleKey.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = String(title)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview that is only a title.
    public init(_ titleKey: LocalizedStringKey) {
        title = titleKey.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }
}

extension ShareLink {
    /// A link that shares `item`, shown in the share sheet as `preview`: SwiftUI's
    /// `ShareLink(item:subject:message:preview:label:)`.
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
        previewTitle = preview.title
    }
}

extension ShareLink where Label == DataFlow.Label<Text, Image> {
    /// `ShareLink(item: photo, preview: SharePreview("Photo", image: photo))`, titled "Share".
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message)
        previewTitle = preview.title
    }

    /// `ShareLink("Share card", item: card, preview: SharePreview("Birthday card"))`.
    public init<Item, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(titleKey, item: item, subject: subject, message: message)
        previewTitle = preview.title
    }
}
