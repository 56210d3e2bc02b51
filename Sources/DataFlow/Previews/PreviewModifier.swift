/// Sets up what previews need around the previewed view, once for all the previews that use it:
/// SwiftUI's `PreviewModifier` (iOS 18), given to `#Preview(traits: .modifier(SampleData()))`.
/// `makeSharedContext()` makes something expensive once (an in-memory `ModelContainer` full of
/// sample data); `body(content:context:)` wraps each preview in it
/// (`content.modelContainer(context)`).
///
/// As on Xcode's canvas, the context is made once per modifier type and shared by every preview
/// using that modifier; the preview shows nothing until it is made. Headless, making it is a
/// `.task` on the preview: `await host.runTasks()` lets it finish.
@MainActor
@preconcurrency
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes and `body(content:context:)` receives.
    associatedtype Context = Void
    /// The view `body(content:context:)` returns.
    associatedtype Body: View
    /// The previewed view, as `body(content:context:)` receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context shared by every preview using this modifier.
    static func makeSharedContext() async throws -> Context

    /// Wraps the previewed view.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// A modifier with no context has nothing to make.
    public static func makeSharedContext() async throws {}
}

/// The previewed view, as a `PreviewModifier`'s body receives it: SwiftUI's
/// `PreviewModifierContent`.
public struct PreviewModifierContent: View {
    let content: AnyView

    public var body: some View { content }
}

/// The contexts made by `PreviewModifier.makeSharedContext()`, one per modifier type, as Xcode's
/// canvas shares one among the previews that use a modifier.
@MainActor
enum SharedPreviewContexts {
    private static var contexts: [ObjectIdentifier: Result<Any, any Error>] = [:]

    static func context<Modifier: PreviewModifier>(for modifier: Modifier.Type) -> Result<Modifier.Context, any Error>?
    {
        contexts[ObjectIdentifier(modifier)].map { made in made.map { $0 as! Modifier.Context } }
    }

    static func make<Modifier: PreviewModifier>(for modifier: Modifier.Type) async {
        guard contexts[ObjectIdentifier(modifier)] == nil else { return }
        let made: Result<Any, any Error>
        do {
            made = .success(try await modifier.makeSharedContext())
        } catch {
            made = .failure(error)
        }
        contexts[ObjectIdentifier(modifier)] = contexts[ObjectIdentifier(modifier)] ?? made
    }
}

/// A preview wrapped by a `PreviewModifier`: nothing until the modifier's shared context is made,
/// then the modifier's body around the previewed view (or, if making it failed, the error).
struct PreviewModifierView<Modifier: PreviewModifier>: View {
    let modifier: Modifier
    let content: PreviewModifierContent
    /// The shared context, once made (by this preview's task or an earlier preview's).
    @State private var made = SharedPreviewContexts.context(for: Modifier.self)

    var body: some View {
        switch made {
        case .success(let context):
            AnyView(modifier.body(content: content, context: context))
        case .failure(let error):
            Text(verbatim: "\(Modifier.self).makeSharedContext() failed: \(error)")
        case nil:
            Color.clear.task {
                await SharedPreviewContexts.make(for: Modifier.self)
                made = SharedPreviewContexts.context(for: Modifier.self)
            }
        }
    }
}
