/// A namespace for matched geometry: SwiftUI's `@Namespace`. Each view identity gets its own
/// `Namespace.ID`, kept for the identity's lifetime like `@State`. Geometry is drawing; headless,
/// `matchedGeometryEffect(id:in:)` is recorded on the view as `matchedGeometryEffect=<id>`.
@MainActor
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity: SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let box = NamespaceBox()

    /// A namespace; as SwiftUI's, it can be made off the main actor (a `@Namespace` property of a
    /// view made in a nonisolated context, or of a `#Preview`'s `@Previewable` declarations).
    nonisolated public init() {}

    public var wrappedValue: ID {
        box.id ?? ID(value: 0)
    }
}

/// Where a `@Namespace` keeps its identity: the node's slot, found at install.
@MainActor
final class NamespaceBox {
    private static var next = 0
    var id: Namespace.ID?

    nonisolated init() {}

    static func make() -> Namespace.ID {
        next += 1
        return Namespace.ID(value: next)
    }
}

extension Namespace: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        if let kept = node.slots[slot] as? NamespaceBox {
            box.id = kept.id
        } else {
            let kept = NamespaceBox()
            kept.id = NamespaceBox.make()
            node.slots[slot] = kept
            box.id = kept.id
        }
    }
}

extension Namespace: ComparableInput {
    func isSameInput(as other: Any) -> Bool { true }
}

extension View {
    /// Matches this view's geometry with views of the same `id` in `namespace`: SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`. Drawing only; recorded as a mark.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        attributed("matchedGeometryEffect", "\(id)")
    }
}
