/// Declares a preview of a view: SwiftUI's `#Preview` macro (`Preview(_:body:)`).
///
///     #Preview("Playing") {
///         PlayerView(episode: .example)
///     }
///
/// As in SwiftUI, the name is optional (the canvas then labels the preview with its line), and
/// the body is a view builder run on the main actor. Write it at the top level of a file. Xcode's
/// canvas shows each preview; here `ViewHost(preview: "Playing")` mounts it and `Preview.all`
/// lists every preview in the program. SwiftUI's `traits:` forms are not provided.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "DataFlowMacros", type: "PreviewMacro")
