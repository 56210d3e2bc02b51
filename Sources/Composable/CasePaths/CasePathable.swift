/// A type, usually an enum, whose cases can be named by key paths: `\.addContact` names the case
/// `addContact(_:)` of an `Action` enum, as in the Composable Architecture, where the
/// `@CasePathable` macro (which `@Reducer` applies to a feature's `Action`) writes the conformance.
///
/// `AllCasePaths` is a type with one property per case, each an `AnyCasePath` that can embed a
/// payload into the case and extract it back out. Without the macro, a conformance reads:
///
///     extension Action: CasePathable {
///         struct AllCasePaths {
///             var setName: AnyCasePath<Action, String> {
///                 AnyCasePath(embed: Action.setName, extract: { action in
///                     guard case let .setName(name) = action else { return nil }
///                     return name
///                 })
///             }
///         }
///         static var allCasePaths: AllCasePaths { AllCasePaths() }
///     }
public protocol CasePathable {
    /// A type holding one case path per case.
    associatedtype AllCasePaths
    /// The case paths of every case.
    static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
    /// The payload of the case `keyPath` names, or `nil` when `self` is another case:
    /// `action[case: \.setName]` is the name of a `.setName(name)` action.
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
        AnyCasePath(keyPath).extract(from: self)
    }

    /// Whether `self` is the case `keyPath` names, whatever its payload: `action.is(\.delegate)`.
    public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
        self[case: keyPath] != nil
    }
}

extension CasePathable {
    /// The payload of the case named `keyPath`, or `nil` for any other case: with
    /// `@dynamicMemberLookup` on the enum, `state.destination?.addContact` reads the `addContact`
    /// case's state (swift-case-paths' case property access).
    ///
    /// The payload can be changed in place through the property, as TCA's tests do:
    /// `$0.destination?.addContact?.contact.name = "Blob"` changes the payload when the value is
    /// that case and does nothing otherwise (swift-case-paths' setter does the same). Recent
    /// swift-case-paths marks the setter unavailable to refuse `enum.case = value`; Swift 6.3
    /// then refuses the in-place change too (observed here), so this setter stays available and
    /// such an assignment also changes the payload only when the value is already that case.
    public subscript<Value>(dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>) -> Value? {
        get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
        set {
            let casePath = Self.allCasePaths[keyPath: keyPath]
            guard casePath.extract(from: self) != nil, let newValue else { return }
            self = casePath.embed(newValue)
        }
    }
}

extension CasePathable {
    /// Changes the payload of the case `keyPath` names in place:
    /// `$0.destination?.modify(\.addContact) { $0.contact.name = "Blob" }` (swift-case-paths'
    /// `modify`). When the value is another case, nothing changes and the mistake is reported.
    public mutating func modify<Value>(
        _ keyPath: CaseKeyPath<Self, Value>, yield body: (inout Value) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let casePath = AnyCasePath(keyPath)
        guard var value = casePath.extract(from: self) else {
            IssueReporter.report(
                "Can't modify the case \(casePath.name) of \(ValueDump.inline(self)): it is another case.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        body(&value)
        self = casePath.embed(value)
    }
}
