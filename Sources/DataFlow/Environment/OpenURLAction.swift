import Foundation

/// What opening a URL does: SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)` and
/// called like a function (`openURL(url)`); `Link` calls it too. Headless, there is no browser:
/// the default action records the URL in the host (`host.openedURLs`), as the system would be
/// asked to open it. `.environment(\.openURL, OpenURLAction { url in ... })` replaces it, as in SwiftUI.
public struct OpenURLAction: Sendable {
    /// What a custom handler says it did with a URL: SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable, Equatable {
        let name: String
        /// The handler opened the URL itself.
        public static let handled = Result(name: "handled")
        /// The handler did not; the system is asked (here: the host records it).
        public static let discarded = Result(name: "discarded")
        /// The system should open it.
        public static let systemAction = Result(name: "systemAction")
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction \(url)") }
    }

    let handler: @MainActor @Sendable (URL) -> Result

    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        let result = handler(url)
        if result != .handled, result != .discarded {
            GraphEngine.active?.openedURLs.append(url)
        }
    }

    /// Opens `url`, then tells `completion` whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        callAsFunction(url)
        completion(true)
    }

    static let system = OpenURLAction { _ in .systemAction }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// The action that opens a URL: SwiftUI's `openURL`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension ViewHost {
    /// The URLs the app asked the system to open (with `Link` or `\.openURL`), oldest first.
    public var openedURLs: [URL] { engine.openedURLs }
}
