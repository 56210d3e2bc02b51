/// Misuse of the runtime that cannot be reported by throwing (it happens inside a property getter
/// or setter). The process stops with a message that says what happened and what to do instead,
/// which the checker shows to the learner as it is.
enum RuntimeError {
    static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("DataFlow runtime error: \(message)", file: file, line: line)
    }
}
