/// Tells apart one presentation of a child state from the next, so that effects of a dismissed
/// child are cancelled even when another child of the same type takes its place: the child's
/// place (its key path), its type, its `id` when it is `Identifiable`, and its case when it is an
/// enum, as TCA's navigation ids are made.
struct NavigationIdentity<ChildState> {
    private let place: AnyHashable
    /// The identity of every child state at this place, when its type has no id and no cases.
    private let constant: AnyHashableSendable
    private let isIdentifiable: Bool
    private let isEnum: Bool

    /// Whether two child states at this place can differ in identity; when not, only whether a
    /// child is there matters.
    var canDiffer: Bool { isIdentifiable || isEnum }

    init(place: AnyKeyPath) {
        self.place = AnyHashable(place)
        self.constant = AnyHashableSendable(
            UncheckedHashable([AnyHashable(place), AnyHashable(ObjectIdentifier(ChildState.self))]))
        self.isIdentifiable = ChildState.self is any Identifiable.Type
        self.isEnum = TypeKind.isEnum(ChildState.self)
    }

    func of(_ state: ChildState) -> AnyHashableSendable {
        guard isIdentifiable || isEnum else { return constant }
        var identity: [AnyHashable] = [place, ObjectIdentifier(ChildState.self)]
        if isIdentifiable, let identifiable = state as? any Identifiable {
            identity.append(Self.id(of: identifiable))
        }
        if isEnum, let caseName = Mirror(reflecting: state).children.first?.label {
            identity.append(caseName)
        }
        return AnyHashableSendable(UncheckedHashable(identity))
    }

    private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
        AnyHashable(value.id)
    }
}

/// A hashable value whose sendability the caller vouches for (key paths and ids used only as keys).
@usableFromInline
struct UncheckedHashable<Base: Hashable>: Hashable, @unchecked Sendable {
    let base: Base
    init(_ base: Base) { self.base = base }
}

/// What kind of type a type is, read from its runtime metadata: Swift's metadata begins with a
/// kind, 0x201 for an enum (`MetadataKind::Enum` in the Swift ABI).
enum TypeKind {
    static func isEnum(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) == 0x201
    }
}
