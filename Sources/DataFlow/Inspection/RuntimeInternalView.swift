/// A view a runtime builds inside its own API and that code written for SwiftUI or TCA never names:
/// Composable's screen of a navigation stack element, the buttons of an alert made from
/// `AlertState`. SwiftUI's and TCA's own views of this kind are invisible to the developer, so the
/// data flow graph does not draw one either: what it reads is drawn as read by the view whose body
/// asked for it (the one that wrote `.alert(…)` or `NavigationStack(path:…)`), under the name of
/// what the developer wrote (`roleInGraph`), and the views it shows hang below that view.
public protocol _RuntimeInternalView: View {
    /// What the view stands for, as the developer wrote it: "NavigationStack", "alert".
    var roleInGraph: String { get }
}

extension ViewNode {
    /// True for a view with a body that the graph names: not a runtime's own.
    var isShownInGraph: Bool { isComposite && !(view is any _RuntimeInternalView) }

    /// The node itself when the graph names it, else the nearest ancestor it names: what a
    /// runtime's own view reads or writes is read or written for the view whose body asked for it.
    var shownOwner: ViewNode? { ancestor { $0.isShownInGraph } }
}
