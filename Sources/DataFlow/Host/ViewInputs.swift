/// One stored property a view declares: what its parent hands it (a plain value, a binding) or
/// what it owns (`@State`). SwiftUI finds a view's dynamic properties the same way, by reflecting
/// on the view's stored properties; this lets a test ask which kind of input a view chose, which
/// is the lesson of "a read-only component takes a plain property, a read-write one a @Binding"
/// (WWDC19 "Data Flow Through SwiftUI").
///
///     let inputs = try host.inputs(of: .view(ScoreBadge.self))
///     #expect(inputs == [ViewInput(name: "score", kind: .value)])
public struct ViewInput: Equatable, Sendable, CustomStringConvertible {
    /// The kind of a stored property: how the view gets, and may change, its value.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// How a view declaring it spells it: "let/var", "@State", "@Binding".
        public let name: String

        public init(_ name: String) { self.name = name }

        /// A plain stored property (`let` or `var`): a read-only value the parent passes in.
        public static let value = Kind("let/var")
        /// `@State`: a source of truth the view owns.
        public static let state = Kind("@State")
        /// `@Binding`: read-write access to a source of truth someone else owns.
        public static let binding = Kind("@Binding")

        public var description: String { name }
    }

    /// The property's name as written, without the wrapper's underscore: `score`.
    public let name: String
    public let kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// `score: @Binding`.
    public var description: String { "\(name): \(kind)" }

    /// The stored properties of `view`, in declaration order.
    @MainActor
    static func inputs(of view: any View) -> [ViewInput] {
        Mirror(reflecting: view).children.map { field in
            let label = field.label ?? "?"
            let kind = (field.value as? any DeclaredInput).map { type(of: $0).inputKind } ?? .value
            let name = kind != .value && label.hasPrefix("_") ? String(label.dropFirst()) : label
            return ViewInput(name: name, kind: kind)
        }
    }
}

/// A property wrapper whose kind `ViewInput` names.
@MainActor
protocol DeclaredInput {
    static var inputKind: ViewInput.Kind { get }
}

extension State: DeclaredInput {
    static var inputKind: ViewInput.Kind { .state }
}

extension Binding: DeclaredInput {
    static var inputKind: ViewInput.Kind { .binding }
}

extension ViewHost {
    /// The stored properties declared by the mounted view that `query` finds (one of yours:
    /// `.view(ScoreBadge.self)`), with their kinds, in declaration order.
    public func inputs(of query: ElementQuery) throws -> [ViewInput] {
        let element = try find(query)
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        guard node.isComposite else {
            throw DataFlowError(
                "\(element.line) is a built-in view; ask for the inputs of one of your own views, such as .view(MyView.self)."
            )
        }
        return ViewInput.inputs(of: node.view)
    }
}
