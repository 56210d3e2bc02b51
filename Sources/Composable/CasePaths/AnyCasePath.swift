/// The pair of functions that tie one case of an enum to its payload: `embed` builds the case
/// from a payload, `extract` gets the payload back, or `nil` from any other case. It is to an enum
/// case what a writable key path is to a struct's property (swift-case-paths' `AnyCasePath`).
public struct AnyCasePath<Root, Value>: @unchecked Sendable {
    // Sendable: built only from `@Sendable` closures, or from a case key path's steps.
    private let embedValue: (Value) -> Root
    private let extractValue: (Root) -> Value?
    /// The case's name, for messages: `#function` in the `AllCasePaths` property that made it.
    let name: String

    /// A case path made of its two functions; `embed` is usually the case itself (`Action.setName`).
    /// Made in an `AllCasePaths` property, it takes that property's name as the case's name.
    public init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?,
        name: String = #function
    ) {
        self.embedValue = embed
        self.extractValue = extract
        self.name = name
    }

    /// A case path composed of other case paths' functions (which are themselves `Sendable`).
    init(composing embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?, name: String) {
        self.embedValue = embed
        self.extractValue = extract
        self.name = name
    }

    /// The case holding `value`.
    public func embed(_ value: Value) -> Root { embedValue(value) }

    /// The payload of `root` when it is this case, otherwise `nil`.
    public func extract(from root: Root) -> Value? { extractValue(root) }
}

extension AnyCasePath {
    /// The case path a case key path (`\.addContact`, `\.addContact.presented`) names.
    public init(_ keyPath: CaseKeyPath<Root, Value>) {
        let step = Case<Root>()[keyPath: keyPath]
        if let direct = step.direct as? AnyCasePath<Root, Value> {
            self = direct
            return
        }
        let name = step.names.map { "." + $0 }.joined()
        self.name = name
        embedValue = { value in
            guard let root = step.embedIntoRoot(value) as? Root else {
                preconditionFailure("The case key path \(name) did not build a \(Root.self).")
            }
            return root
        }
        extractValue = { root in step.extractFromRoot(root) }
    }
}
