/// Connects the dynamic properties of a freshly created view value (its `@State`...) to the
/// storage its node keeps, before the body is evaluated. SwiftUI does the same from the view
/// type's field layout; so does this runtime, through the type's `ViewFieldPlan` (or `Mirror`
/// where the layout cannot be read).
@MainActor
enum DynamicPropertyInstaller {
    private static var typesWithoutDynamicProperties = Set<ObjectIdentifier>()

    static func install(into node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: node.view))
        if typesWithoutDynamicProperties.contains(type) { return }
        var found = false
        let owner = (node.view as? any DynamicPropertyOwnerForwarding)?.dynamicPropertyOwner ?? node.view
        if let planned = installPlanned(owner, into: node) {
            if !planned { typesWithoutDynamicProperties.insert(type) }
            return
        }
        for (slot, field) in Mirror(reflecting: owner).children.enumerated() {
            if let property = field.value as? any InstallableProperty {
                found = true
                property.install(in: node, slot: slot, label: propertyName(field.label))
            }
        }
        if !found { typesWithoutDynamicProperties.insert(type) }
    }

    /// Installs through the owner type's field plan: whether it declares dynamic properties, or
    /// `nil` when the type has no plan.
    private static func installPlanned<Owner>(_ owner: Owner, into node: ViewNode) -> Bool? {
        guard let plan = ViewFieldPlan.of(Owner.self) else { return nil }
        for property in plan.installables {
            property.read(owner).install(in: node, slot: property.slot, label: property.label)
        }
        return !plan.installables.isEmpty
    }

    private static func propertyName(_ label: String?) -> String {
        guard let label else { return "?" }
        return ViewFieldPlan<Never>.propertyName(label)
    }
}

/// A dynamic property that keeps its storage in the node of the view that declares it.
@MainActor
protocol InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String)
}
