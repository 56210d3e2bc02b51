extension TestStore {
    /// Checks the store's current state without sending anything: the closure is given the state
    /// the test expects so far (with exhaustivity off, the actual state) and must make it equal
    /// the actual state. TCA's `TestStore.assert(_:)`, handy with non-exhaustive tests.
    public func assert(
        _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
        let actual = core.state
        var expected = exhaustivity == .on ? expectedStateForAssertion : actual
        if exhaustivity != .on { sharedChanges.forgetChanges() }
        defer { sharedChanges.forgetChanges() }
        do {
            try sharedChanges.reading(.expected) { try runExpectation { try updateStateToExpectedResult(&expected) } }
        } catch {
            place.report("The assertion closure threw an error: \(error)")
            return
        }
        if sharedChanges.reading(.expected, { expected != actual }) {
            place.report(
                "A state change does not match expectation: …\n\n" + stateDiff(expected: expected, actual: actual)
                    + "\n\n(Expected: −, Actual: +)")
        }
    }
}
