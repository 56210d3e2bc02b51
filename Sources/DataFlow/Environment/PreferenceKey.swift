/// A value that flows *up* the tree, from views to their ancestors: SwiftUI's `PreferenceKey`.
/// A view sets it with `.preference(key:value:)`; an ancestor reads what its descendants set with
/// `.onPreferenceChange(Key.self) { value in ... }`. Where several descendants set it, `reduce`
/// combines their values in the order they appear on screen.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no descendant sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next descendant's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference one modifier sets, with its key's way of combining values.
struct PreferenceSetting {
    let key: ObjectIdentifier
    let value: Any
    let reduce: (inout Any, Any) -> Void
}

extension View {
    /// Sets `value` for `key`, for the ancestors that read it: SwiftUI's `preference(key:value:)`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        var effect = ModifierEffect()
        let setting = PreferenceSetting(key: ObjectIdentifier(key), value: value) { current, next in
            var combined = current as! K.Value
            K.reduce(value: &combined) { next as! K.Value }
            current = combined
        }
        effect.extras = ModifierExtras(preference: setting)
        return modified(effect)
    }

    /// Runs `action` with the value the views inside set for `key`, when the view appears and
    /// whenever that value changes: SwiftUI's `onPreferenceChange(_:perform:)`. The action runs
    /// after the update that changed the value, like `onChange`, so it may change state.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceReaderView(content: self, key: ObjectIdentifier(key)) { collected in
            collected.map { $0 as! K.Value } ?? K.defaultValue
        } changed: { old, new in
            guard let old = old as? K.Value else { return true }
            return old != (new as! K.Value)
        } action: {
            action($0 as! K.Value)
        }
    }
}

/// What `onPreferenceChange` returns: it reads the preference its content sets after each update.
struct PreferenceReaderView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let key: ObjectIdentifier
    let resolve: (Any?) -> Any
    let changed: (Any?, Any) -> Bool
    let action: @MainActor (Any) -> Void
}

/// The value a reader last reported, and the reader's latest closures.
@MainActor
final class PreferenceReaderState {
    static let slot = -4
    var last: Any?
    var reader: (key: ObjectIdentifier, resolve: (Any?) -> Any, changed: (Any?, Any) -> Bool, action: (Any) -> Void)?
}

extension PreferenceReaderView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let state = (node.slots[PreferenceReaderState.slot] as? PreferenceReaderState) ?? PreferenceReaderState()
        node.slots[PreferenceReaderState.slot] = state
        state.reader = (key, resolve, changed, action)
        node.engine.preferenceReaders[ObjectIdentifier(node)] = WeakNode(node: node)
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension GraphEngine {
    /// The `onPreferenceChange` actions the last update calls for: each reader whose content now
    /// sets a different value (or that has just appeared) reports it.
    func preferenceReactions() -> [@MainActor () -> Void] {
        guard !preferenceReaders.isEmpty else { return [] }
        var reactions: [@MainActor () -> Void] = []
        for (id, weak) in preferenceReaders {
            guard let node = weak.node, node.isAlive,
                let state = node.slots[PreferenceReaderState.slot] as? PreferenceReaderState,
                let reader = state.reader
            else {
                preferenceReaders[id] = nil
                continue
            }
            let value = reader.resolve(Self.collectPreference(reader.key, below: node))
            guard state.last == nil || reader.changed(state.last, value) else { continue }
            state.last = value
            reactions.append { reader.action(value) }
        }
        return reactions
    }

    /// The values set for `key` inside `node`, combined in screen order.
    private static func collectPreference(_ key: ObjectIdentifier, below node: ViewNode) -> Any? {
        var result: Any?
        var stack = Array(node.children.reversed())
        while let next = stack.popLast() {
            if let setting = next.effect?.extras?.preference, setting.key == key {
                if result == nil { result = setting.value } else { setting.reduce(&result!, setting.value) }
            }
            stack += next.children.reversed()
        }
        return result
    }
}
