import DataFlow
import Foundation

extension TextState {
    /// Text from a literal key with the catalog to look it up in: swift-navigation's
    /// `TextState.init(_:tableName:bundle:comment:)`, as `Text`'s, which modular apps write with
    /// their package's bundle (`TextState("Delete folder", bundle: .module)`). This runtime has no
    /// string catalogs: the text is the key as written, its interpolations filled in.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(verbatim: key.resolved)
    }

    /// Two texts shown one after the other: swift-navigation's `TextState.+`, as `Text`'s
    /// (`title + TextState("!")`, in TCA's multiple-alerts integration case).
    public static func + (lhs: TextState, rhs: TextState) -> TextState {
        TextState(verbatim: lhs.string + rhs.string)
    }
}
