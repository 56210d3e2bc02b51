/// Declares an environment value in one line: SwiftUI's `@Entry` macro.
///
///     extension EnvironmentValues {
///         @Entry var accentName: String = "blue"
///     }
///
/// then `.environment(\.accentName, "red")` above and `@Environment(\.accentName)` below, as with
/// a hand-written `EnvironmentKey`. The expansion is the key and the property SwiftUI's macro writes.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "DataFlowMacros", type: "EntryMacro")
