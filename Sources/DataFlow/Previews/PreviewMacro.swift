/// Declares a preview of a view: SwiftUI's `#Preview` macro (`Preview(_:body:)`).
///
///     #Preview("Playing") {
///         PlayerView(episode: .example)
///     }
///
/// As in SwiftUI, the name is optional (the canvas then labels the preview with its line), and
/// the body is a view builder run on the main actor. Write it at the top level of a file. Xcode's
/// canvas shows each preview; here `ViewHost(preview: "Playing")` mounts it and `Preview.all`
/// lists every preview in the program.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "DataFlowMacros", type: "PreviewMacro")

/// A preview with traits: SwiftUI's `#Preview(_:traits:_:body:)`, as in
/// `#Preview("Grid", traits: .sizeThatFitsLayout)` or, with a `PreviewModifier` that sets up sample
/// data, `#Preview(traits: .modifier(SampleData())) { CardGallery() }`. See `PreviewTrait`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "DataFlowMacros", type: "PreviewMacro")

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
