extension TestStore {
    /// Receives the next action an effect sent, which must equal `expectedAction`, and checks the
    /// state change it made.
    public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async where Action: Equatable {
        await receiveAction(
            matching: { $0 == expectedAction },
            expected: ValueDump.inline(expectedAction),
            mismatch: { received in
                "Received unexpected action: …\n\n"
                    + LineDiff.render(expected: ValueDump.lines(expectedAction), actual: ValueDump.lines(received))
                    + "\n\n(Expected: −, Received: +)"
            },
            timeout: timeout, assert: updateStateToExpectedResult,
            at: SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the next action an effect sent, which must be the case `caseKeyPath` names
    /// (`\.delegate.saveContact`), whatever its payload.
    public func receive<Value>(
        _ caseKeyPath: CaseKeyPath<Action, Value>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let casePath = AnyCasePath(caseKeyPath)
        await receiveAction(
            matching: { casePath.extract(from: $0) != nil },
            expected: "an action matching \(caseKeyPathName(caseKeyPath))",
            mismatch: { received in
                "Received unexpected action: …\n\n  Expected: an action matching \(caseKeyPathName(caseKeyPath))\n"
                    + "  Received: \(ValueDump.inline(received))"
            },
            timeout: timeout, assert: updateStateToExpectedResult,
            at: SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the next action an effect sent, which must be the case `caseKeyPath` names with
    /// exactly `value` as its payload: `await store.receive(\.factResponse, "0 is a good number")`.
    public func receive<Value: Equatable>(
        _ caseKeyPath: CaseKeyPath<Action, Value>,
        _ value: Value,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let casePath = AnyCasePath(caseKeyPath)
        await receiveAction(
            matching: { casePath.extract(from: $0) == value },
            expected: "\(caseKeyPathName(caseKeyPath))(\(ValueDump.inline(value)))",
            mismatch: { received in
                if let payload = casePath.extract(from: received) {
                    return "Received unexpected action payload: …\n\n"
                        + LineDiff.render(expected: ValueDump.lines(value), actual: ValueDump.lines(payload))
                        + "\n\n(Expected: −, Received: +)"
                }
                return "Received unexpected action: …\n\n  Expected: \(caseKeyPathName(caseKeyPath))"
                    + "(\(ValueDump.inline(value)))\n  Received: \(ValueDump.inline(received))"
            },
            timeout: timeout, assert: updateStateToExpectedResult,
            at: SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// A case key path as a test writes it: `\.delegate.saveContact`; a presented child's action as
/// `\.destination.addSong.delegate` (without the `.presented` it goes through); and an element of
/// a stack or a collection as TCA spells it, `\.path[id: 0].delegate` (the subscript takes the
/// element's id, a stack's id written as the integer literal a test uses, not as
/// `StackElementID` prints it).
func caseKeyPathName<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> String {
    let names = Case<Root>()[keyPath: keyPath].names
    var text = "\\"
    for (index, name) in names.enumerated() {
        if name.hasPrefix("[id: ") {
            text += name.replacingOccurrences(of: "[id: #", with: "[id: ")
        } else if name == "element", names.indices.contains(index + 1), names[index + 1].hasPrefix("[id: ") {
            continue
        } else if name == "presented", index < names.count - 1 {
            // `\.destination.addSong` reaches the child through `.presented`, which tests leave out.
            continue
        } else if name.hasPrefix("presented.") {
            text += "." + name.dropFirst("presented.".count)
        } else {
            text += "." + name
        }
    }
    return text
}
