/// The node at the top of every mounted tree; its body is the view the host was given.
struct RootView: View {
    let content: any View
    var body: AnyView { AnyView(content) }
}
