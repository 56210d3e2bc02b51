import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URL session a feature's live client loads with: swift-dependencies' `\.urlSession`,
/// `URLSession.shared` in an app. A test that reads it without overriding it gets a report, as for
/// any dependency here that declares no test value (a test pins it instead: `$0.urlSession = …`).
private enum URLSessionKey: DependencyKey {
    static let liveValue: URLSession = .shared
}

extension DependencyValues {
    /// The URL session to load with: `try await urlSession.data(from: url)`.
    public var urlSession: URLSession {
        get { self[URLSessionKey.self] }
        set { self[URLSessionKey.self] = newValue }
    }
}
