/// A token that keeps a subscription alive: Combine's `AnyCancellable`. Calling `cancel()`, or
/// releasing the token, ends the subscription, so keep it (in a property, or with
/// `store(in: &cancellables)`) for as long as you want values.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit {
        cancel()
    }

    /// Keeps this token in a set: `.store(in: &cancellables)`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this token in an array or another collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
