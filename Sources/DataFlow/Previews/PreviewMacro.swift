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

/// Marks a dynamic property declared in a `#Preview` body: SwiftUI's `@Previewable`.
///
///     #Preview {
///         @Previewable @State var genre = "Action"
///         GenrePicker(genre: $genre)
///     }
///
/// As in SwiftUI, `#Preview` turns the marked declarations into the properties of a view it
/// generates around the rest of the body, so the state is kept while the preview is shown and a
/// binding to it works.
@attached(peer)
public macro Previewable() = #externalMacro(module: "DataFlowMacros", type: "PreviewableMacro")
