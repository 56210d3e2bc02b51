/// The case path of an enum case, from the case itself: `/Action.counter` is the case path of
/// `case counter(Counter.Action)`, swift-case-paths' prefix `/` operator, which TCA 1.0–1.3 code
/// passes to `Scope`, `ifLet`, `forEach`, `CaseLet` and the `state:action:` presentation
/// modifiers. CasePaths 1.x keeps it deprecated, for `@CasePathable` case key paths.
///
/// As swift-case-paths did before case key paths, it extracts by reflection: a root is this case
/// when its payload has the case's type and embedding that payload again gives the same case.
prefix operator /

@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value> {
    AnyCasePath(
        composing: embed, extract: { CaseReflection.extract(from: $0, embed: embed) },
        name: "\(Root.self) → \(Value.self)")
}

/// The case path of a case without a payload: `/Action.onAppear`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(root: @autoclosure @escaping @Sendable () -> Root) -> AnyCasePath<Root, Void> {
    AnyCasePath(
        composing: { _ in root() },
        extract: { CaseReflection.name(of: $0) == CaseReflection.name(of: root()) ? () : nil },
        name: "\(Root.self)")
}

/// The identity case path: `/Action.self`.
@available(*, deprecated, message: "Use the '\\.self' case key path, instead")
public prefix func / <Root>(type: Root.Type) -> AnyCasePath<Root, Root> {
    AnyCasePath(composing: { $0 }, extract: { $0 }, name: "self")
}

/// A case path given as is: `/path`.
@available(*, deprecated, message: "Use a case key path (like '\\.self' or '\\.some'), instead")
public prefix func / <Root, Value>(path: AnyCasePath<Root, Value>) -> AnyCasePath<Root, Value> {
    path
}

/// The extracting function of a case, for APIs taking `(Root) -> Value?`:
/// `CaseLet(/State.home, action: Action.home)`.
@_disfavoredOverload
@available(*, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead")
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> (Root) -> Value? {
    { CaseReflection.extract(from: $0, embed: embed) }
}

/// The extracting function of a case without a payload.
@_disfavoredOverload
@available(*, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead")
public prefix func / <Root>(root: @autoclosure @escaping @Sendable () -> Root) -> (Root) -> Void? {
    { CaseReflection.name(of: $0) == CaseReflection.name(of: root()) ? () : nil }
}

/// Extraction of an enum case's payload by reflection.
enum CaseReflection {
    /// The payload of `root` when `root` is the case `embed` builds.
    static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
        let mirror = Mirror(reflecting: root)
        guard mirror.displayStyle == .enum, let child = mirror.children.first,
            let value = payload(child.value, as: Value.self)
        else { return nil }
        return Mirror(reflecting: embed(value)).children.first?.label == child.label ? value : nil
    }

    /// The case's name: the label Mirror gives its payload, or the value itself without one.
    static func name(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return String(describing: value) }
        return mirror.children.first?.label ?? String(describing: value)
    }

    /// The payload as `Value`.
    private static func payload<Value>(_ value: Any, as: Value.Type) -> Value? {
        value as? Value
    }

    /// Which case an enum value is in, `nil` for a value that is not an enum: what tells a
    /// presentation of one destination case from another.
    static func caseTag(of value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return caseTag(of: wrapped) ?? ""
        }
        guard mirror.displayStyle == .enum else { return nil }
        return mirror.children.first?.label ?? String(describing: value)
    }
}
