import Foundation

extension Reducer {
    /// Prints every action this reducer receives and how the state changed, as a diff (lines removed
    /// with "-", added with "+"), or "(No state changes)": TCA's `_printChanges()`, a debugging aid
    /// (its leading underscore says it is not meant for shipping code). Output goes to standard output.
    public func _printChanges() -> _PrintChangesReducer<Self> {
        _PrintChangesReducer(base: self)
    }
}

/// The reducer `_printChanges()` returns: runs its base, then prints the action and the state diff.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
    let base: Base

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let before = ValueDump.lines(state)
        let effects = base.reduce(into: &state, action: action)
        let after = ValueDump.lines(state)
        var message = "received action:\n  \(ValueDump.inline(action))\n"
        if before == after {
            message += "  (No state changes)\n"
        } else {
            message += LineDiff.render(expected: before, actual: after) + "\n"
        }
        print(message, terminator: "")
        return effects
    }
}
