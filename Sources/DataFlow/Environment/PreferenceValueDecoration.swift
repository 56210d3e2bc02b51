/// What `overlayPreferenceValue` and `backgroundPreferenceValue` return: the content, with a
/// view made from the preference value its views set in front of it or behind it.
///
/// As in SwiftUI, the value is known only once the content has been built, so the decoration is
/// first made from the key's default value; when the content sets another value, the reader
/// stores it and the decoration is made again in the next update (the trace shows the change as
/// `PreferenceValueDecoration.value`).
struct PreferenceValueDecoration<Content: View, Key: PreferenceKey, Decoration: View>: View {
    let content: Content
    let alignment: Alignment
    let isBackground: Bool
    let transform: @MainActor (Key.Value) -> Decoration
    @State private var value: Key.Value? = nil

    init(
        content: Content, key: Key.Type, alignment: Alignment, isBackground: Bool,
        transform: @escaping @MainActor (Key.Value) -> Decoration
    ) {
        self.content = content
        self.alignment = alignment
        self.isBackground = isBackground
        self.transform = transform
    }

    @ViewBuilder var body: some View {
        let decoration = transform(value ?? Key.defaultValue)
        let reader = PreferenceReaderView(content: content, key: ObjectIdentifier(Key.self)) { collected in
            collected.map { $0 as! Key.Value } ?? Key.defaultValue
        } changed: { old, new in
            // Any value type may be a preference, so values are compared by their descriptions.
            guard let old else { return true }
            return String(describing: old) != String(describing: new)
        } action: { [$value] new in
            $value.wrappedValue = (new as! Key.Value)
        }
        if isBackground {
            reader.background(alignment: alignment) { decoration }
        } else {
            reader.overlay(alignment: alignment) { decoration }
        }
    }
}

extension View {
    /// Puts a view made from the value of `key` that this view's content sets in front of it:
    /// SwiftUI's `overlayPreferenceValue(_:alignment:_:)`, often with an `Anchor` resolved by a
    /// `GeometryReader`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        PreferenceValueDecoration(
            content: self, key: key, alignment: alignment, isBackground: false, transform: transform)
    }

    /// Puts a view made from the value of `key` behind this view: SwiftUI's
    /// `backgroundPreferenceValue(_:alignment:_:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        PreferenceValueDecoration(
            content: self, key: key, alignment: alignment, isBackground: true, transform: transform)
    }
}
