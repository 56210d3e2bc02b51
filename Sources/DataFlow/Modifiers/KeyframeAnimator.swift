/// The view a `keyframeAnimator` animates, handed to its content closure to modify: SwiftUI's
/// `PlaceholderContentView`. It shows the view the modifier was applied to, adding no element of
/// its own, so the content closure's modifiers mark that view.
public struct PlaceholderContentView<Value: View>: View {
    public typealias Body = Never
    let content: Value
}

extension PlaceholderContentView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Animates the view through `keyframes`, over and over (or once), starting from
    /// `initialValue`: SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    ///
    /// Headless, no time passes: the content is shown with `initialValue`, as SwiftUI shows it
    /// before the first keyframe, and the tracks are recorded as a mark
    /// (`keyframeAnimator=scale: linear 1.0 (0.36s), spring 1.5 bouncy`).
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Root == Value {
        content(PlaceholderContentView(content: self), initialValue)
            .attributed("keyframeAnimator", keyframes(initialValue).trackDescriptions.joined(separator: "; "))
    }

    /// Plays `keyframes` once each time `trigger` changes: SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`. Headless, as the repeating
    /// form: the content is shown with `initialValue`.
    public func keyframeAnimator<Value, Content: View, K: Keyframes, Trigger: Equatable>(
        initialValue: Value,
        trigger: Trigger,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Root == Value {
        keyframeAnimator(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
    }
}
