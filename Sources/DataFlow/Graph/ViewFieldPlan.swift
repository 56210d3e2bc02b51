@_spi(Reflection) import Swift

/// What the runtime must visit in a view type's stored properties on every evaluation: its
/// dynamic properties (`@State`, `@ObservedObject`, `@Environment`…) to connect to the node's
/// storage, and the properties that may hold an `@Observable` object. SwiftUI reads a view type's
/// field layout once and then reaches the fields directly; so does this runtime: the plan is
/// worked out once per type from the fields' declared types (the standard library's reflection
/// SPI, which hands out a key path per stored property), and each evaluation then reads only the
/// fields that matter, with no `Mirror`.
///
/// A type the SPI cannot describe (a class, or a layout it does not support) has no plan; the
/// callers then reflect on the value with `Mirror`, as before.
@MainActor
final class ViewFieldPlan<Root> {
    /// A dynamic property: its position among the stored properties (the node's slot), its
    /// name as the trace shows it, and how to read it from a value of the type.
    struct Installable {
        let slot: Int
        let label: String
        let read: (Root) -> any InstallableProperty
    }

    /// The dynamic properties, in declaration order.
    private(set) var installables: [Installable] = []
    /// Properties whose wrapper may hold an `@Observable` object (`@State var model = Model()`).
    private(set) var holders: [(Root) -> any ObservableHolder] = []
    /// Properties whose value may be, or contain, an object: decided per value, since a declared
    /// `Any`, optional or class may hold an `@Observable` at run time.
    private(set) var containers: [(Root) -> Any] = []

    /// True when no evaluation needs to look at the type's fields for `@Observable` objects.
    var holdsNoObjects: Bool { holders.isEmpty && containers.isEmpty }

    /// The plan of `Root`, worked out on first use; `nil` when the type's layout cannot be read.
    static func of(_ type: Root.Type) -> ViewFieldPlan? {
        let key = ObjectIdentifier(type)
        if let known = planStore[key] { return known as? ViewFieldPlan }
        let plan = ViewFieldPlan()
        let described = plan.describe()
        planStore[key] = described ? plan : NoPlan.shared
        return described ? plan : nil
    }

    private func describe() -> Bool {
        var kinds: [_MetadataKind] = []
        guard
            _forEachField(
                of: Root.self,
                body: { _, _, _, kind in
                    kinds.append(kind); return true
                })
        else { return false }
        var slot = 0
        return _forEachFieldWithKeyPath(of: Root.self) { name, keyPath in
            defer { slot += 1 }
            guard slot < kinds.count else { return false }
            self.add(
                field: Swift.type(of: keyPath).valueType, kind: kinds[slot], named: String(cString: name), at: slot,
                keyPath)
            return true
        } && slot == kinds.count
    }

    private func add(
        field fieldType: Any.Type, kind: _MetadataKind, named name: String, at slot: Int,
        _ keyPath: PartialKeyPath<Root>
    ) {
        if let installable = fieldType as? any InstallableProperty.Type {
            installables.append(
                Installable(slot: slot, label: Self.propertyName(name), read: Self.reader(of: installable, keyPath)))
        }
        if let holder = fieldType as? any ObservableHolder.Type {
            if holder.mayHoldObservable { holders.append(Self.reader(of: holder, keyPath)) }
        } else if Self.mayHoldObject(declaredAs: fieldType, kind: kind) {
            containers.append { $0[keyPath: keyPath] }
        }
    }

    private static func reader<Property: InstallableProperty>(
        of _: Property.Type, _ keyPath: PartialKeyPath<Root>
    ) -> (Root) -> any InstallableProperty {
        let typed = keyPath as! KeyPath<Root, Property>
        return { $0[keyPath: typed] }
    }

    private static func reader<Holder: ObservableHolder>(
        of _: Holder.Type, _ keyPath: PartialKeyPath<Root>
    ) -> (Root) -> any ObservableHolder {
        let typed = keyPath as! KeyPath<Root, Holder>
        return { $0[keyPath: typed] }
    }

    /// A declared `Int` or `String` can never hold an object; a declared class, optional,
    /// collection or existential might.
    private static func mayHoldObject(declaredAs type: Any.Type, kind: _MetadataKind) -> Bool {
        if type is any PlainValue.Type { return false }
        if type is any Collection.Type { return true }
        switch kind {
        case .struct, .enum, .tuple, .function: return false
        default: return true
        }
    }

    /// `_isPlaying` (the wrapper's storage) is shown as `isPlaying`.
    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// Marks, in the plan cache, a type whose layout the reflection SPI cannot describe.
@MainActor
private final class NoPlan {
    static let shared = NoPlan()
}

@MainActor
private var planStore: [ObjectIdentifier: AnyObject] = [:]
