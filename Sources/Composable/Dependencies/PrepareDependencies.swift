/// Sets dependencies for the rest of the process, before anything reads them: swift-dependencies'
/// `prepareDependencies` (its `WithDependencies.swift`), which an app calls once at launch
/// (`prepareDependencies { $0.defaultDatabase = … }` in the app's `init`) and a preview calls
/// before it builds its store (`let _ = prepareDependencies { $0.date.now = … }`). Every value set
/// in `updateValues` is what `@Dependency` gives from then on where nothing overrides it
/// (`withDependencies` still does) in the current context; in a test, for that test only.
@discardableResult
public func prepareDependencies<R>(_ updateValues: (inout DependencyValues) throws -> R) rethrows -> R {
    var values = DependencyValues._current
    // Reading a dependency to set part of it (`$0.date.now = …`) is not using it.
    let result = try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
    DefaultDependencyValues.prepare(values.overridesByKey, in: values.context)
    return result
}
