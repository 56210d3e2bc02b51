/// A stack of screens over a root view: SwiftUI's `NavigationStack` (iOS 16).
///
/// Screens are pushed by links (`NavigationLink(value:)`, `NavigationLink { Detail() } label: {...}`),
/// by `navigationDestination(isPresented:)`, or by writing the path the stack is bound to:
///
///     @State private var path: [Recipe] = []
///     NavigationStack(path: $path) {
///         List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
///             .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
///     }
///
/// The host shows the top screen. Going back (`host.goBack()`) pops it and, for a value, removes
/// the last element of the path, as the back button does in SwiftUI.
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root
    let path: PathAccess?

    /// A stack that keeps its own path: links push onto it, the back button pops.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`: write it to push and pop in code.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = PathAccess(
            values: { path.wrappedValue.elements },
            append: { value in
                path.wrappedValue.elements.append(value); return true
            },
            removeLast: { path.wrappedValue.elements.removeLast() },
            typeName: "NavigationPath"
        )
    }

    /// A stack whose pushed values are the elements of a typed collection: `[Int]`, `[Route]`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
        self.path = PathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast() },
            typeName: "\(Data.self)"
        )
    }
}

extension NavigationStack: _PrimitiveView, PrimitiveView, PresentingView, NavigationContainer {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .navigationStack, role: .navigationContainer),
            children: [.init(key: .index(0), view: root)])
    }

    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child] { PushedScreens.children(of: node) }

    var boundPath: PathAccess? { path }
}

/// How the runtime reads and writes the path a stack is bound to, whatever its type.
struct PathAccess {
    let values: @MainActor () -> [AnyHashable]
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void
    let typeName: String
}

/// What the runtime needs from any navigation container.
@MainActor
protocol NavigationContainer {
    /// The path binding given to the container, if any.
    var boundPath: PathAccess? { get }
}
