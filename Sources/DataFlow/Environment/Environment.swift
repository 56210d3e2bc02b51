@_exported import Observation

/// A value a view reads from its environment: SwiftUI's `@Environment`.
///
/// `@Environment(\.colorScheme) var colorScheme` reads a value set above with
/// `.environment(\.colorScheme, .dark)` (or its default); `@Environment(UserModel.self) var model`
/// reads an `@Observable` object set above with `.environment(model)`. The view is re-evaluated
/// only when the value it reads there changes (for an object: when another object is set).
@MainActor
@preconcurrency
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let location: EnvironmentLocation<Value>

    /// Reads the value at `keyPath`: `@Environment(\.presentationMode) var presentationMode`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        location = EnvironmentLocation(
            kind: "@Environment", describe: "\\.\(EnvironmentLocation<Value>.name(of: keyPath))"
        ) { .found($0[keyPath: keyPath]) }
    }

    /// Reads the `@Observable` object of this type set with `.environment(object)`. As in SwiftUI,
    /// reading it when no ancestor set one stops the app with a fatal error.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        location = EnvironmentLocation(kind: "@Environment", describe: "\(Value.self).self") { values in
            if let object = values.observableObjects[ObjectIdentifier(Value.self)] as? Value { return .found(object) }
            return .missing
        }
    }

    /// Reads the `@Observable` object of this type if an ancestor set one, else `nil`:
    /// `@Environment(UserModel.self) private var model: UserModel?`.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        location = EnvironmentLocation(kind: "@Environment", describe: "\(Object.self).self") { values in
            .found(values.observableObjects[ObjectIdentifier(Object.self)] as? Object)
        }
    }

    /// The value from the environment where the view is mounted.
    public var wrappedValue: Value {
        location.value()
    }
}

extension Environment: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        location.install(in: node, slot: slot, label: label)
    }
}

extension Environment: ComparableInput {
    /// Environment values come from the tree, not from the parent: never a new input.
    func isSameInput(as other: Any) -> Bool { true }
}

extension Environment: ObjectReach {
    var heldObject: AnyObject? {
        guard case .found(let value)? = location.resolved else { return nil }
        return EnvironmentComparison.object(in: value)
    }
}

/// The outcome of looking a value up in the environment.
enum EnvironmentLookup<Value> {
    case found(Value)
    case missing
}

/// What one `@Environment` value knows: how to look its value up, and, once its view is mounted,
/// the value found there.
@MainActor
final class EnvironmentLocation<Value> {
    let kind: String
    /// How the lookup is written: `\.colorScheme`, `UserModel.self`.
    let describe: String
    let lookup: (EnvironmentValues) -> EnvironmentLookup<Value>
    private(set) var resolved: EnvironmentLookup<Value>?
    private var declaringView = "a view"
    private var propertyName = "?"

    init(kind: String, describe: String, lookup: @escaping (EnvironmentValues) -> EnvironmentLookup<Value>) {
        self.kind = kind
        self.describe = describe
        self.lookup = lookup
    }

    /// The environment values DataFlow defines, by name.
    private static var builtInNames: [(keyPath: AnyKeyPath, name: String)] {
        [
            (\EnvironmentValues.colorScheme, "colorScheme"), (\EnvironmentValues.locale, "locale"),
            (\EnvironmentValues.isEnabled, "isEnabled"),
            (\EnvironmentValues.dismiss, "dismiss"), (\EnvironmentValues.presentationMode, "presentationMode"),
        ]
    }

    func install(in node: ViewNode, slot: Int, label: String) {
        declaringView = node.typeName
        propertyName = label
        let lookup = self.lookup
        let reading = EnvironmentReading.slot(in: node, at: slot, label: label, kind: kind) { values in
            switch lookup(values) {
            case .found(let value): value
            case .missing: nil
            }
        }
        // A custom key's name is not known (see `name(of:)`): the property is usually named after it.
        reading.lookupDescription = describe == "\\.key" ? "\\.\(label)" : describe
        resolved = lookup(reading.environment)
    }

    func value() -> Value {
        switch resolved {
        case .found(let value): return value
        case .missing:
            EnvironmentFailure.missingObservable(describe: describe, in: declaringView, property: propertyName)
        case nil: break
        }
        RuntimeWarnings.report(
            RuntimeWarning(
                "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.",
                advice:
                    "An @Environment value comes from the views above the one that declares it: mount the view with ViewHost(YourView()) and read what it shows."
            ))
        switch lookup(EnvironmentValues()) {
        case .found(let value): return value
        case .missing:
            EnvironmentFailure.missingObservable(describe: describe, in: declaringView, property: propertyName)
        }
    }

    /// `\EnvironmentValues.colorScheme` is shown as `colorScheme` when the key path can say it.
    static func name(of keyPath: KeyPath<EnvironmentValues, Value>) -> String {
        // EnvironmentValues' properties are computed, and a key path to a computed property
        // cannot say its name on Linux: the built-in ones are recognised by equality.
        if let known = builtInNames.first(where: { $0.keyPath == keyPath as AnyKeyPath }) { return known.name }
        let text = String(describing: keyPath)
        if let dot = text.lastIndex(of: "."), !text.contains("<") {
            return String(text[text.index(after: dot)...])
        }
        return "key"
    }
}
