/// The progress view styles SwiftUI ships (https://developer.apple.com/documentation/swiftui/progressviewstyle):
/// `.automatic`, `.linear` and `.circular`. Headless, nothing is drawn: each shows the plain
/// progress view, and the style is recorded as a mark on the views inside (`progressViewStyle=linear`).

/// The `.automatic` progress view style: SwiftUI's `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The `.linear` progress view style: SwiftUI's `LinearProgressViewStyle`, a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "linear" }

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The `.circular` progress view style: SwiftUI's `CircularProgressViewStyle`, a spinner or ring.
public struct CircularProgressViewStyle: ProgressViewStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "circular" }

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
