/// Where a binding's value lives, as inspection names it: the source of truth it starts from
/// (a `@State`'s storage, an object) and the members it follows (`$episode.isFavorite` follows
/// `isFavorite`), or a constant. SwiftUI's `Binding` keeps no such record (it is only a getter and
/// a setter); the runtime keeps it so that `DataFlowGraph` can say which source a `@Binding` reaches.
struct BindingOrigin: Sendable {
    enum Root: Sendable {
        /// A source of truth of the runtime: a `@State`'s storage.
        case source(ObjectIdentifier)
        /// An object whose property is bound: `$store.userName`.
        case object(ObjectIdentifier)
        /// `.constant(value)`: nothing is stored, writes are ignored.
        case constant(String)
    }

    let root: Root
    /// The members followed from the root, as written after `$`: `["isFavorite"]`.
    var members: [String]

    func appending(_ keyPath: AnyKeyPath) -> BindingOrigin {
        BindingOrigin(root: root, members: members + [Self.memberName(of: keyPath)])
    }

    func appending(element position: Any) -> BindingOrigin {
        BindingOrigin(root: root, members: members + ["[\(TraceValue.describe(position))]"])
    }

    /// `\Episode.isFavorite` is written `isFavorite`. A key path to a computed property (an
    /// `@Published` property is one: its wrapper computes it) cannot say its name on Linux: it is
    /// written `(a property)`.
    static func memberName(of keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        guard text.hasPrefix("\\"), !text.contains("<computed"), let dot = text.firstIndex(of: ".") else {
            return "(a property)"
        }
        return String(text[text.index(after: dot)...])
    }
}
