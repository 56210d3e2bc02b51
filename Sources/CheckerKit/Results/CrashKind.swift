/// What kind of runtime trap stopped a check, read from the message the Swift runtime (or the
/// workbook's runtimes) printed on standard error, so that the advice after a crash names that
/// cause instead of listing every usual one.
///
/// The messages matched are the Swift standard library's ("Unexpectedly found nil while
/// unwrapping an Optional value", "Index out of range", "Precondition failed", "Assertion
/// failed"), SwiftUI's for a missing environment object as DataFlow repeats them ("No
/// ObservableObject of type … found", "No Observable object of type … found"), a closed range
/// whose bounds are the wrong way round ("Range requires lowerBound <= upperBound"), and Composable's
/// for an endpoint of a dependency client that has no implementation ("Unimplemented: …").
enum CrashKind: Equatable {
    /// A view read an `@EnvironmentObject` (or `@Environment(Type.self)`) no ancestor provided.
    case missingEnvironmentObject(type: String, observable: Bool)
    /// A force unwrap (`!`, or an implicitly unwrapped optional) of `nil`.
    case nilUnwrap
    /// An array or string subscript outside its bounds.
    case indexOutOfRange
    /// A closed range `a...b` made with `a` above `b` ("Range requires lowerBound <= upperBound"),
    /// as `2...Int(Double(p).squareRoot())` is for 2 and 3.
    case invertedRange
    /// A `precondition`, `assert`, `preconditionFailure` or `assertionFailure` that failed.
    case precondition
    /// A dependency endpoint that has no implementation was called.
    case unimplementedDependency
    /// A `fatalError` with the learner's own message.
    case fatalError
    /// Nothing recognisable.
    case unknown

    init(standardError: String) {
        if let type = Self.missingType(after: "No ObservableObject of type ", in: standardError) {
            self = .missingEnvironmentObject(type: type, observable: false)
        } else if let type = Self.missingType(after: "No Observable object of type ", in: standardError) {
            self = .missingEnvironmentObject(type: type, observable: true)
        } else if standardError.contains("Unexpectedly found nil while") {
            self = .nilUnwrap
        } else if standardError.contains("Range requires lowerBound <= upperBound") {
            self = .invertedRange
        } else if standardError.contains("Index out of range") || standardError.contains("out of bounds") {
            self = .indexOutOfRange
        } else if standardError.contains("Precondition failed") || standardError.contains("Assertion failed") {
            self = .precondition
        } else if standardError.contains("Unimplemented: ") {
            self = .unimplementedDependency
        } else if standardError.contains("Fatal error") {
            self = .fatalError
        } else {
            self = .unknown
        }
    }

    /// What to change, for this kind of crash.
    func advice(learnerFile: String) -> String {
        switch self {
        case .missingEnvironmentObject(let type, observable: false):
            Phrase.crashMissingEnvironmentObject.text(type, learnerFile)
        case .missingEnvironmentObject(let type, observable: true):
            Phrase.crashMissingObservableEnvironment.text(type, learnerFile)
        case .nilUnwrap:
            Phrase.crashNilUnwrap.text(learnerFile)
        case .indexOutOfRange:
            Phrase.crashIndexOutOfRange.text(learnerFile)
        case .invertedRange:
            Phrase.crashInvertedRange.text(learnerFile)
        case .precondition:
            Phrase.crashPrecondition.text(learnerFile)
        case .unimplementedDependency:
            Phrase.crashUnimplementedDependency.text(learnerFile)
        case .fatalError:
            Phrase.crashFatalError.text(learnerFile)
        case .unknown:
            Phrase.crashUnknown.text(learnerFile)
        }
    }

    /// The type named right after `prefix` ("No ObservableObject of type SessionStore found").
    private static func missingType(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix) else { return nil }
        let name = text[start.upperBound...].prefix { !$0.isWhitespace && $0 != "." }
        return name.isEmpty ? nil : String(name)
    }
}
