import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads `url` once subscribed to: Combine's `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that loads `request` once subscribed to: Combine's `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// What `dataTaskPublisher(for:)` returns: Combine's `URLSession.DataTaskPublisher`. Each
    /// subscription starts a data task; its body and response arrive as one value, then the
    /// stream finishes, or it fails with the task's `URLError`. Cancelling the subscription
    /// cancels the task. As in Combine, the value arrives on the session's queue, not the main
    /// thread: `receive(on: DispatchQueue.main)` brings it back.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        /// The request each subscription sends.
        public let request: URLRequest
        /// The session that sends it.
        public let session: URLSession

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let target = Delivery(value: subscriber)
            let task = session.dataTask(with: request) { data, response, error in
                if let response, error == nil {
                    target.value.receive((data: data ?? Data(), response: response))
                    target.value.receive(completion: .finished)
                } else {
                    target.value.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
                }
            }
            task.resume()
            return AnyCancellable {
                task.cancel()
                subscriber.cancel()
            }
        }
    }
}
