/// Connects the dynamic properties of a freshly created view value (its `@State`...) to the
/// storage its node keeps, before the body is evaluated. SwiftUI does the same by reflecting on
/// the view's stored properties; so does this runtime, with `Mirror`.
@MainActor
enum DynamicPropertyInstaller {
    private static var typesWithoutDynamicProperties = Set<ObjectIdentifier>()

    static func install(into node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: node.view))
        if typesWithoutDynamicProperties.contains(type) { return }
        var found = false
        let owner = (node.view as? any DynamicPropertyOwnerForwarding)?.dynamicPropertyOwner ?? node.view
        for (slot, field) in Mirror(reflecting: owner).children.enumerated() {
            if let property = field.value as? any InstallableProperty {
                found = true
                property.install(in: node, slot: slot, label: propertyName(field.label))
            }
        }
        if !found { typesWithoutDynamicProperties.insert(type) }
    }

    /// `_isPlaying` (the wrapper's storage) is shown as `isPlaying`.
    private static func propertyName(_ label: String?) -> String {
        guard let label else { return "?" }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// A dynamic property that keeps its storage in the node of the view that declares it.
@MainActor
protocol InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String)
}
