import DataFlow

extension Shared {
    /// The value now, then each new value as it changes, whoever changes it: swift-sharing's
    /// `Shared.publisher` (`SharedPublisher.swift`: "for await user in $user.publisher.values"),
    /// which sends the current value first and every value set after it. A part of a shared value
    /// (`$syncUp.title.publisher`) sends its part on every change of the whole value.
    public var publisher: some Publisher<Value, Never> {
        reference.publisher
    }
}

extension SharedReader {
    /// The value now, then each new value as it changes: swift-sharing's `SharedReader.publisher`.
    public var publisher: some Publisher<Value, Never> {
        reference.publisher
    }
}

extension SharedReference {
    /// A publisher of this reference's value: the value now, then the value after each change
    /// the root's observation signals.
    fileprivate var publisher: some Publisher<Value, Never> {
        let get = self.get
        return observation.changes.map { _ in get() }.prepend(get())
    }
}
