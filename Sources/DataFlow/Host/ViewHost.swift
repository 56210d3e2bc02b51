/// Mounts a view and lets a test see and use it, headlessly: the runtime's counterpart of
/// SwiftUI's `UIHostingController` plus a user's finger.
///
///     let host = ViewHost(PlayerView(episode: episode))
///     try host.tap(.button("play.circle"))
///     #expect(host.contains(.image("pause.circle")))
///     print(host.render())
///
/// Every action runs the update it causes before returning, and the host records each update
/// (what changed, which bodies ran) in `updates`.
@MainActor
public final class ViewHost {
    let engine = GraphEngine()
    /// The type name of the mounted view, for `description`.
    nonisolated let mountedViewName: String
    /// The field being edited, when it was made with `onEditingChanged` (see `beginEditing`).
    weak var editedField: ViewNode?

    /// The size of an iPhone screen in points, which the host offers its root unless told otherwise.
    public static let defaultSize = CGSize(width: 390, height: 844)

    /// Mounts `root`: creates its state, evaluates its body and everything below, runs `onAppear`.
    /// `size` is the screen the root is shown on; a `GeometryReader` measures it.
    public init<Root: View>(_ root: Root, size: CGSize = ViewHost.defaultSize) {
        mountedViewName = String(describing: Root.self).components(separatedBy: "<")[0]
        engine.proposedSize = size
        engine.mount(root)
    }

    /// The spelling seed 003 uses for a playground's live view.
    public convenience init<Root: View>(rootView: Root) {
        self.init(rootView)
    }

    // MARK: Seeing

    /// What is on screen now, as an element tree.
    public var shownTree: Element {
        settle()
        return ElementTreeBuilder.shownTree(of: engine)
    }

    /// What is on screen now, as indented text.
    public func render() -> String {
        shownTree.description
    }

    /// The text of every `Text` on screen, in order.
    public var texts: [String] {
        shownTree.texts
    }

    /// The title of the screen on top: the nearest `navigationTitle` on the shown screen.
    public var navigationTitle: String? {
        let tree = shownTree
        let containers = tree.allElements.filter { ElementKind.navigationContainers.contains($0.kind) }
        guard let container = containers.last else {
            return tree.allElements.lazy.compactMap { $0.attribute("navigationTitle") }.first
        }
        let inScreen = container.children.lazy.flatMap(\.allElements).compactMap { $0.attribute("navigationTitle") }
            .first
        return inScreen ?? container.attribute("navigationTitle")
    }

    /// How many screens are pushed on the innermost navigation container on screen.
    public var pushedScreenCount: Int {
        settle()
        return innermostContainer().map(PushedScreens.count(of:)) ?? 0
    }

    /// The first element on screen that `query` matches, or an error listing what is there instead.
    public func find(_ query: ElementQuery) throws -> Element {
        let tree = shownTree
        let matches = tree.allElements.filter { query.matches($0) }
        guard query.index < matches.count else {
            throw DataFlowError.notFound(query, candidates: tree.allElements.filter(query.isCandidate), screen: tree)
        }
        return matches[query.index]
    }

    /// Every element on screen that `query` matches, in screen order.
    public func findAll(_ query: ElementQuery) -> [Element] {
        shownTree.allElements.filter { query.matches($0) }
    }

    /// True when `query` matches something on screen.
    public func contains(_ query: ElementQuery) -> Bool {
        (try? find(query)) != nil
    }

    // MARK: The update trace

    /// Every update so far, oldest first; the first is the mount.
    public var updates: [ViewUpdate] {
        settle()
        return engine.updates
    }

    /// The most recent update.
    public var lastUpdate: ViewUpdate? { updates.last }

    /// Every runtime warning so far, oldest first: what SwiftUI would have printed to the console.
    public var warnings: [RuntimeWarning] {
        settle()
        return engine.warnings
    }

    /// What `Self._printChanges()` printed in this host's bodies, oldest first.
    public var printedChanges: [String] {
        settle()
        return engine.printedChanges
    }

    /// How many bodies have been evaluated since the host mounted its root.
    public var bodyEvaluationCount: Int {
        settle()
        return engine.bodyEvaluationCount
    }

    /// Runs the update for changes made outside a host action (a binding written directly by a
    /// test, a model changed by other code). Reading anything from the host does this first.
    public func settle() {
        MainActorThread.record()
        engine.collectObservationChanges()
        AppStorageStore.shared.checkDefaults()
        if engine.hasPendingWork { engine.flush(cause: "changes made outside an action") }
    }

    // MARK: Acting

    /// Taps a button, a navigation link, a toggle, a menu (which opens it), or a view with an
    /// `onTapGesture` (the closest one above it that needs a single tap).
    public func tap(_ query: ElementQuery) throws {
        let element = try actionable(query, action: "tap")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        switch node.element?.role {
        case .tappable(let action)?:
            let dismissPresentation = Self.presentationDismissedByButtons(around: node)
            engine.perform("tap \(element.line)") {
                // An alert's or a dialog's button runs its action, then the binding is set to false.
                // Apple documents only that tapping one of the alert's actions sets the binding to
                // false and dismisses it (`alert(_:isPresented:actions:)`), not the order. Observed:
                // on iOS 16 the button's action runs before the binding's write, and on iOS 14–15
                // the reverse was reported (swift-composable-architecture issue #1981); TCA's fix for
                // an alert whose action presents another (PR #3309) exists because the nil write came
                // after the action and dismissed the new alert. This host follows the later order.
                action()
                dismissPresentation?()
                // Choosing a menu's button closes the menu, as in SwiftUI.
                closeMenus(around: node)
            }
        case .navigationLink?:
            try follow(element, node: node)
        case .toggle(let get, let set)?:
            engine.perform("tap \(element.line)") { set(!get()) }
        case .menu(let toggle)?:
            engine.perform("tap \(element.line)") { toggle() }
        default:
            guard let gesture = tapGesture(above: node, count: 1) else {
                throw DataFlowError.cannotAct(
                    "tap", on: element,
                    because: "it is not a button, a link, a toggle or a menu, and no onTapGesture applies to it")
            }
            engine.perform("tap \(element.line)") { gesture.action() }
        }
    }

    /// Types `text` at the end of a text field, one character per update, as a user would.
    public func type(_ text: String, into query: ElementQuery) throws {
        let (element, get, set) = try textInput(query, action: "type into")
        // A user taps into a field before typing: it takes keyboard focus and starts editing.
        focusBeforeTyping(element)
        beginEditing(element)
        for character in text {
            engine.perform("type \"\(character)\" into \(element.kind) \"\(element.label ?? "")\"") {
                set(get() + String(character))
            }
        }
    }

    /// Empties a text field.
    public func clearText(in query: ElementQuery) throws {
        let (element, _, set) = try textInput(query, action: "clear")
        beginEditing(element)
        engine.perform("clear \(element.kind) \"\(element.label ?? "")\"") { set("") }
    }

    /// Flips a toggle.
    public func toggle(_ query: ElementQuery) throws {
        let element = try actionable(query, action: "toggle")
        guard case .toggle(let get, let set)? = element.node.node?.element?.role else {
            throw DataFlowError.cannotAct("toggle", on: element, because: "it is not a Toggle")
        }
        engine.perform("toggle \(element.line)") { set(!get()) }
    }

    /// Slides a slider to `value`, clamped to its range and rounded to its step.
    public func slide(_ query: ElementQuery = .slider(), to value: Double) throws {
        let element = try actionable(query, action: "slide")
        guard case .slider(_, let set, let bounds, let step)? = element.node.node?.element?.role else {
            throw DataFlowError.cannotAct("slide", on: element, because: "it is not a Slider")
        }
        var target = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            target = min(bounds.lowerBound + ((target - bounds.lowerBound) / step).rounded() * step, bounds.upperBound)
        }
        engine.perform("slide \(element.kind) to \(target)") { set(target) }
    }

    /// Picks the row showing `option` in a picker.
    public func pick(_ option: String, in query: ElementQuery = .picker()) throws {
        let picker = try actionable(query, action: "pick from")
        guard case .picker(let select)? = picker.node.node?.element?.role else {
            throw DataFlowError.cannotAct("pick from", on: picker, because: "it is not a Picker")
        }
        let rows = picker.allElements.filter { $0.tag != nil && ElementKind.readable.contains($0.kind) }
        guard let row = rows.first(where: { $0.label == option }), let tag = row.tag else {
            let available = rows.compactMap(\.label).map { "\"\($0)\"" }.joined(separator: ", ")
            throw DataFlowError(
                "The picker has no row \"\(option)\". Its rows are: \(available.isEmpty ? "none" : available).")
        }
        var accepted = true
        engine.perform("pick \"\(option)\" in \(picker.kind)") { accepted = select(tag) }
        if !accepted {
            // As in SwiftUI, a row whose tag does not fit the selection does nothing when tapped.
            engine.warn(
                RuntimeWarning(
                    "Picker: picking \"\(option)\" did nothing: its tag \(tag.base) is a \(Swift.type(of: tag.base)), not a value of the selection's type.",
                    advice: "Tag the rows with values of the selection's type."))
        }
    }

    /// Follows a navigation link: pushes its destination.
    public func follow(_ query: ElementQuery) throws {
        let element = try actionable(query, action: "follow")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        try follow(element, node: node)
    }

    /// Goes back: pops the top screen of the innermost navigation container on screen. The popped
    /// screen's views leave the tree, and their state with them.
    public func goBack() throws {
        guard let container = innermostContainer(), PushedScreens.top(of: container) != nil else {
            throw DataFlowError(
                "Cannot go back: no screen is pushed on a navigation container. The screen shows:\n\(DataFlowError.excerpt(of: shownTree))"
            )
        }
        engine.perform("go back") { engine.pop(from: container) }
    }

    // MARK: Helpers

    func actionable(_ query: ElementQuery, action: String) throws -> Element {
        let element = try find(query)
        if element.isHidden {
            throw DataFlowError.cannotAct(action, on: element, because: "it is hidden")
        }
        if element.isDisabled {
            throw DataFlowError.cannotAct(
                action, on: element, because: "it is disabled (a .disabled(true) applies to it)")
        }
        return element
    }

    func textInput(
        _ query: ElementQuery, action: String
    ) throws
        -> (Element, @MainActor () -> String, @MainActor (String) -> Void)
    {
        let element = try actionable(query, action: action)
        guard case .textInput(let get, let set)? = element.node.node?.element?.role else {
            throw DataFlowError.cannotAct(action, on: element, because: "it is not a TextField")
        }
        return (element, get, set)
    }

    private func follow(_ element: Element, node: ViewNode) throws {
        guard case .navigationLink? = node.element?.role else {
            throw DataFlowError.cannotAct("follow", on: element, because: "it is not a NavigationLink")
        }
        // In a `List(selection:)`, a value link selects its value instead of pushing it: the
        // selection drives the next column of a `NavigationSplitView` (Apple's "Migrating to new
        // navigation types").
        if let value = Self.linkValue(around: node),
            let list = node.ancestor(where: { if case .selectableList? = $0.element?.role { true } else { false } }),
            case .selectableList(let select)? = list.element?.role
        {
            var accepted = false
            engine.perform("follow \(element.line)") { accepted = select(value) }
            if accepted { return }
        }
        guard
            let container = node.ancestor(where: {
                if case .navigationContainer? = $0.element?.role { true } else { false }
            })
        else {
            throw DataFlowError(
                "\(element.line) is not inside a NavigationView or NavigationStack, so following it has nowhere to push its destination. Wrap the screen in NavigationView { ... }."
            )
        }
        if let activation = (node.view as? any AnyNavigationLink)?.activation {
            engine.perform("follow \(element.line)") { activation.wrappedValue = true }
            return
        }
        guard let link = node.view as? any AnyNavigationLink, let pushed = link.pushedValue else {
            engine.perform("follow \(element.line)") { engine.push(node, onto: container) }
            return
        }
        guard let value = pushed.value else {
            throw DataFlowError.cannotAct(
                "follow", on: element, because: "its value is nil, and a link with a nil value does nothing")
        }
        guard NavigationDestinations.builder(for: value, in: container) != nil else {
            throw DataFlowError(
                """
                \(element.line) pushes a value of type \(pushed.typeName), but no navigationDestination(for: \(pushed.typeName).self) \
                is declared inside the navigation stack, so SwiftUI cannot activate the link. Add \
                .navigationDestination(for: \(pushed.typeName).self) { value in ... } to a view inside the stack.
                """)
        }
        var accepted = true
        engine.perform("follow \(element.line)") { accepted = engine.push(value: value, onto: container) }
        if !accepted {
            let pathType = (container.view as? any NavigationContainer)?.boundPath?.typeName ?? "its path"
            throw DataFlowError(
                "\(element.line) pushes a value of type \(pushed.typeName), but the stack's path is \(pathType), which cannot hold it. Use a NavigationPath to push values of several types."
            )
        }
    }

    /// The deepest navigation container on the shown screen.
    private func innermostContainer() -> ViewNode? {
        let tree = ElementTreeBuilder.shownTree(of: engine)
        return tree.allElements.last { ElementKind.navigationContainers.contains($0.kind) }?.node.node
    }
}
