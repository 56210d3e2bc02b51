/// Tells apart one presentation of a child state from the next, so that effects of a dismissed
/// child are cancelled even when another child of the same type takes its place: the child's
/// place (its key path), its type, its `id` when it is `Identifiable`, and its case when it is an
/// enum, as TCA's navigation ids are made.
struct NavigationIdentity<ChildState> {
    private let place: AnyHashableSendable

    init(place: AnyKeyPath) {
        self.place = AnyHashableSendable(UncheckedHashable(place))
    }

    func of(_ state: ChildState) -> AnyHashableSendable {
        var identity: [AnyHashable] = [place.base, ObjectIdentifier(ChildState.self)]
        if let identifiable = state as? any Identifiable {
            identity.append(Self.id(of: identifiable))
        }
        let mirror = Mirror(reflecting: state)
        if mirror.displayStyle == .enum, let caseName = mirror.children.first?.label {
            identity.append(caseName)
        }
        return AnyHashableSendable(UncheckedHashable(identity))
    }

    private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
        AnyHashable(value.id)
    }
}

/// A hashable value whose sendability the caller vouches for (key paths and ids used only as keys).
struct UncheckedHashable<Base: Hashable>: Hashable, @unchecked Sendable {
    let base: Base
    init(_ base: Base) { self.base = base }
}
