/// Why a view's body is being evaluated: a new identity, new inputs from its parent, or sources of
/// truth it read that changed. This is what SwiftUI's `Self._printChanges()` reports.
@MainActor
struct BodyEvaluationCauses {
    /// The view appeared at this identity for the first time (`@identity`).
    var isNewIdentity = false
    /// The parent passed a view value whose inputs differ from the last one (`@self`).
    var inputsChanged = false
    /// The sources the body read last time that changed since.
    var sources: [SourceOfTruth] = []

    /// SwiftUI's wording: `PlayerView: @self, @identity, _isPlaying changed.`, `PlayButton: _isPlaying changed.`,
    /// `PlayerView: unchanged.` when nothing it depends on changed.
    func summary(for node: ViewNode) -> String {
        var parts: [String] = []
        if isNewIdentity || inputsChanged { parts.append("@self") }
        if isNewIdentity { parts.append("@identity") }
        var properties: [String] = []
        if isNewIdentity {
            properties = node.slots.sorted { $0.key < $1.key }.compactMap {
                ($0.value as? any DynamicPropertySlot)?.propertyName.map { "_" + $0 }
            }
        }
        for source in sources {
            properties.append(Self.propertyName(through: source, in: node) ?? "@dependencies")
        }
        for property in properties where !parts.contains(property) {
            parts.append(property)
        }
        if parts.isEmpty { return "\(node.typeName): unchanged." }
        return "\(node.typeName): \(parts.joined(separator: ", ")) changed."
    }

    /// The property of `node` through which its body read `source`: `_isPlaying` for its own
    /// `@State`, or for a `@Binding` that reaches it.
    private static func propertyName(through source: SourceOfTruth, in node: ViewNode) -> String? {
        if source.owner === node, let name = source.propertyName { return "_" + name }
        for field in Mirror(reflecting: node.view).children {
            if let binding = field.value as? any BindingReach, binding.reaches(source), let label = field.label {
                return label
            }
            if let objectSource = source as? ObservableObjectSource, let holder = field.value as? any ObjectReach,
                let held = holder.heldObject, held === objectSource.object, let label = field.label
            {
                return label
            }
        }
        return nil
    }
}

/// A binding that can say whether it reaches a given source of truth.
@MainActor
protocol BindingReach {
    func reaches(_ source: SourceOfTruth) -> Bool
}
