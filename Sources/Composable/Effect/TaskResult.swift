/// The result of an asynchronous operation that may throw, as an action's payload: the
/// Composable Architecture's `TaskResult` (TCA 1.0–1.3 features receive
/// `.response(TaskResult { try await client.fetch() })`). TCA keeps it with a soft deprecation
/// (an availability message, no warning) in favour of `Result` ("Migrating to 1.4: Moving off of
/// TaskResult").
///
/// Two failures are equal when their errors are equal `Equatable` values of the same type; errors
/// that are not `Equatable` are never equal, as in TCA (which also reports, outside a `TestStore`,
/// that such an error type should be made `Equatable`; Composable does not).
public enum TaskResult<Success: Sendable>: Sendable {
    case success(Success)
    case failure(any Error)

    /// The result of running `body`: its value, or the error it threw.
    public init(catching body: @Sendable () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    /// The same result as `result`.
    public init<Failure>(_ result: Result<Success, Failure>) {
        switch result {
        case let .success(value): self = .success(value)
        case let .failure(error): self = .failure(error)
        }
    }

    /// The success value, or the error thrown.
    public var value: Success {
        get throws {
            switch self {
            case let .success(value): return value
            case let .failure(error): throw error
            }
        }
    }

    /// The success value transformed, a failure kept.
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value): .success(transform(value))
        case let .failure(error): .failure(error)
        }
    }

    /// The result of `transform` on a success, a failure kept.
    public func flatMap<NewSuccess>(_ transform: (Success) -> TaskResult<NewSuccess>) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value): transform(value)
        case let .failure(error): .failure(error)
        }
    }
}

extension TaskResult: CasePathable {
    /// `\.success` and `\.failure`, for `store.receive(\.response.success)`.
    public struct AllCasePaths: Sendable {
        public var success: AnyCasePath<TaskResult, Success> {
            AnyCasePath(
                embed: { .success($0) },
                extract: {
                    guard case let .success(value) = $0 else { return nil }
                    return value
                })
        }

        public var failure: AnyCasePath<TaskResult, any Error> {
            AnyCasePath(
                embed: { .failure($0) },
                extract: {
                    guard case let .failure(error) = $0 else { return nil }
                    return error
                })
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension TaskResult: Equatable where Success: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.success(lhs), .success(rhs)):
            return lhs == rhs
        case let (.failure(lhs), .failure(rhs)):
            return ErrorEquality.equal(lhs, rhs)
        default:
            return false
        }
    }
}

/// Equality of two errors of unknown type, as `TaskResult` compares failures: `==` when they are
/// `Equatable` values of the same type, otherwise unequal.
enum ErrorEquality {
    static func equal(_ lhs: any Error, _ rhs: any Error) -> Bool {
        guard let lhs = (lhs as Any) as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}

extension Result where Success: Sendable, Failure == any Error {
    /// The same result as `result`.
    public init(_ result: TaskResult<Success>) {
        switch result {
        case let .success(value): self = .success(value)
        case let .failure(error): self = .failure(error)
        }
    }
}
