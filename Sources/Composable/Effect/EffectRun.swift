/// The asynchronous work of one `Effect.run`, with where it was written, so that failures (an
/// unhandled error, an effect still running at the end of a test) can point at it.
struct EffectRun<Action>: Sendable {
    let priority: TaskPriority?
    let operation: @Sendable (Send<Action>) async -> Void
    let fileID: StaticString
    let line: UInt
    /// The presented or identified children whose reducers returned it, innermost first: the
    /// scope its `withTaskCancellation(id:)` ids live in, as its `cancellable(id:)` ids do.
    var cancellationScope: [AnyHashableSendable] = []
}

extension Effect {
    /// Asynchronous work that can send actions back into the store, TCA's `Effect.run`:
    ///
    ///     return .run { send in
    ///         let fact = try await numberFact.fetch(count)
    ///         await send(.factResponse(fact))
    ///     }
    ///
    /// An error thrown by `operation` goes to `handler` when given; otherwise it is reported as a
    /// failure (TCA's "An Effect.run returned from … threw an unhandled error"), except a
    /// `CancellationError`, which ends the effect quietly as in TCA (`Effect.swift`: the handler is
    /// "invoked if the operation throws an error other than `CancellationError`"), whether the
    /// effect itself was cancelled or an operation inside it was (`withTaskCancellation(id:)`).
    /// Actions sent after cancellation are dropped.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        Self(
            .run(
                EffectRun(
                    priority: priority,
                    operation: { send in
                        do {
                            try await operation(send)
                        } catch is CancellationError {
                            return
                        } catch {
                            if let handler {
                                await handler(error, send)
                            } else {
                                IssueReporter.report(
                                    "An \"Effect.run\" returned from \(fileID):\(line) threw an unhandled error: \(error)\n\n"
                                        + "All non-cancellation errors must be explicitly handled via the \"catch\" parameter "
                                        + "on \"Effect.run\", or via a \"do\" block.",
                                    fileID: fileID, line: line)
                            }
                        }
                    }, fileID: fileID, line: line)))
    }
}
