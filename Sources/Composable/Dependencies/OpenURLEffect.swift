import Foundation

/// Opens a URL: swift-dependencies' `OpenURLEffect`, the `@Dependency(\.openURL) var openURL`
/// a feature calls as `await openURL(url)` (TCA's SyncUps example opens the settings app so).
/// Its answer is whether the URL was opened. A headless runtime has no system to hand a URL to,
/// so the live effect opens nothing and answers `false`; in a test, a feature that calls it
/// without an override fails the test, as swift-dependencies' test value does.
public struct OpenURLEffect: Sendable {
    private let handler: @Sendable (URL) async -> Bool

    /// An effect running `handler`: `OpenURLEffect { url in opened.append(url); return true }`.
    public init(handler: @escaping @Sendable (URL) async -> Bool) {
        self.handler = handler
    }

    /// Opens `url` and answers whether it was opened.
    @discardableResult
    public func callAsFunction(_ url: URL) async -> Bool {
        await handler(url)
    }
}

private enum OpenURLKey: DependencyKey {
    static let liveValue = OpenURLEffect { _ in false }
}

extension DependencyValues {
    /// Opens a URL: `@Dependency(\.openURL) var openURL`, then `await openURL(url)`.
    public var openURL: OpenURLEffect {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
