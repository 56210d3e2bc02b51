/// A compiler error that one of the course's typical mistakes causes, recognised from the
/// compiler's message (and, where the message alone is ambiguous, the source line it quotes), so
/// that the verdict names the cause in the lesson's words and the section that teaches it,
/// instead of leaving a learner with "'self' is immutable".
///
/// The compiler's wording is the Swift 6 compiler's, as the course's own tests observe it
/// (`TypicalCompileErrorTests` compiles each mistake and checks the line).
enum TypicalCompileError: Equatable, CaseIterable {
    /// A view changes one of its own stored properties, which is not `@State` (chapter 1, section 2).
    case stateMissing
    /// A plain value is passed where a `Binding` is expected: a missing `$`, or a value nobody owns
    /// (chapter 1, section 5; chapter 2, section 2).
    case bindingExpected
    /// A `Binding` is passed where a read-only value is expected: a `$` too many (chapter 2, section 6).
    case valueExpected
    /// A struct is used as an observable object (chapter 3, section 1).
    case observedObjectOfStruct
    /// A view assigns to the store's state instead of sending an action (chapter 5, section 1).
    case storeStateFromView
    /// An effect reads or changes the reducer's `inout state` (chapter 5, section 2).
    case effectCapturesState
    /// One statement reads and writes `state` of an `@ObservableState` (chapter 7, section 4).
    case overlappingStateAccess

    /// The typical mistake behind `diagnostic`, or nil when it is not one the course names.
    init?(_ diagnostic: CompilerDiagnostic) {
        let message = diagnostic.message
        let source = diagnostic.excerpt.first ?? ""
        if message.contains("'inout' parameter 'state'") {
            self = .effectCapturesState
        } else if message.hasPrefix("overlapping accesses to 'state'") {
            self = .overlappingStateAccess
        } else if Self.isStoreAssignment(message, source: source) {
            self = .storeStateFromView
        } else if Self.isImmutableSelf(message) {
            self = .stateMissing
        } else if Self.expectsBinding(message) {
            self = .bindingExpected
        } else if message.hasPrefix("cannot convert value"), message.contains("of type 'Binding<") {
            self = .valueExpected
        } else if Self.isObservableStruct(message) {
            self = .observedObjectOfStruct
        } else {
            return nil
        }
    }

    /// The cause, in the learner's language, of the error at `line`.
    func cause(line: Int) -> String {
        switch self {
        case .stateMissing: Phrase.causeStateMissing.text(line)
        case .bindingExpected: Phrase.causeBindingExpected.text(line)
        case .valueExpected: Phrase.causeValueExpected.text(line)
        case .observedObjectOfStruct: Phrase.causeObservedObjectOfStruct.text(line)
        case .storeStateFromView: Phrase.causeStoreStateFromView.text(line)
        case .effectCapturesState: Phrase.causeEffectCapturesState.text(line)
        case .overlappingStateAccess: Phrase.causeOverlappingStateAccess.text(line)
        }
    }

    /// The cause of the first of `errors` that a typical mistake explains, with its line.
    static func cause(of errors: [CompilerDiagnostic]) -> String? {
        for error in errors {
            if let mistake = TypicalCompileError(error) { return mistake.cause(line: error.line ?? 0) }
        }
        return nil
    }

    /// "cannot assign to property: 'self' is immutable", "cannot use mutating member on immutable
    /// value: 'self' is immutable", "left side of mutating operator isn't mutable: 'self' is immutable"
    /// and the like: a view's body changing the view.
    private static func isImmutableSelf(_ message: String) -> Bool {
        message.hasSuffix("'self' is immutable")
    }

    /// An assignment through a store's read-only state: "cannot assign to property: 'store' is a
    /// 'let' constant", "… is a get-only property", "cannot assign through dynamic lookup property",
    /// on a line that writes through `store.`.
    private static func isStoreAssignment(_ message: String, source: String) -> Bool {
        let assigns =
            message.hasPrefix("cannot assign to property") || message.hasPrefix("cannot assign through")
            || message.hasPrefix("left side of mutating operator isn't mutable")
            || message.hasPrefix("cannot use mutating member on immutable value")
        return assigns && (source.contains("store.") || message.contains("'store'"))
    }

    /// "cannot convert value 'isOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper
    /// instead" (a property wrapper's value where its projection is wanted: the missing `$`), and
    /// "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'" (any other value).
    private static func expectsBinding(_ message: String) -> Bool {
        message.hasPrefix("cannot convert value")
            && ["to expected type 'Binding<", "to expected argument type 'Binding<", "to specified type 'Binding<"]
                .contains(where: message.contains)
    }

    /// "generic struct 'ObservedObject' requires that 'X' conform to 'ObservableObject'", "non-class
    /// type 'X' cannot conform to class protocol 'ObservableObject'", and the same for
    /// `StateObject` and `EnvironmentObject`.
    private static func isObservableStruct(_ message: String) -> Bool {
        (message.contains("conform to 'ObservableObject'") && message.contains("requires that"))
            || message.contains("cannot conform to class protocol 'ObservableObject'")
    }
}
