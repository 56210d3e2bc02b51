/// The screens pushed on a navigation container, bottom first: the values of its path (each built
/// by the `navigationDestination(for:)` registered for its type) and the destinations pushed by
/// links that carry a view. A link's screen sits above the values that were on the path when it
/// was pushed; shortening the path below that pops it too, as popping to the root does in SwiftUI.
@MainActor
enum PushedScreens {
    static func children(of container: ViewNode) -> [PrimitiveContent.Child] {
        let values = pathValues(of: container)
        var links: [PushedScreen] = []
        for screen in container.navigationPath {
            // A screen whose link left the tree is popped, with every screen above it.
            guard let link = screen.link, link.isAlive, screen.base <= values.count,
                (link.view as? any AnyNavigationLink)?.destinationView != nil
            else {
                break
            }
            links.append(screen)
        }
        container.navigationPath = links
        var screens: [PrimitiveContent.Child] = []
        var nextLink = links.startIndex
        for depth in 0...values.count {
            while nextLink < links.endIndex, links[nextLink].base == depth {
                let screen = links[nextLink]
                if let destination = (screen.link?.view as? any AnyNavigationLink)?.destinationView {
                    screens.append(.init(key: .pushed(screen.id), view: destination))
                }
                nextLink += 1
            }
            if depth < values.count {
                let value = values[depth]
                screens.append(.init(key: .pathValue(depth, value), view: PathValueScreen(value: value)))
            }
        }
        return screens
    }

    /// The values on the container's path: its binding's, or its own.
    static func pathValues(of container: ViewNode) -> [AnyHashable] {
        if let path = (container.view as? any NavigationContainer)?.boundPath {
            return path.values()
        }
        return container.ownedPath.elements
    }

    /// What is on top of the container: a link's screen or the last path value, or nil at the root.
    enum Top {
        case link(Int)
        case value
    }

    static func top(of container: ViewNode) -> Top? {
        let values = pathValues(of: container)
        if let last = container.navigationPath.last, last.base >= values.count {
            return .link(container.navigationPath.count - 1)
        }
        return values.isEmpty ? nil : .value
    }

    /// How many screens are pushed.
    static func count(of container: ViewNode) -> Int {
        pathValues(of: container).count + container.navigationPath.count
    }
}

/// The screen for one value of a navigation path. It looks up the destination for the value's
/// type when it renders, so that a destination registered by a screen below it is found.
struct PathValueScreen: View {
    typealias Body = Never
    let value: AnyHashable
}

extension PathValueScreen: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        guard let container = node.parent, let builder = NavigationDestinations.builder(for: value, in: container)
        else {
            // SwiftUI shows a placeholder for a value no navigationDestination handles.
            return PrimitiveContent(
                element: ElementDescription(
                    kind: .missingDestination, label: "no navigationDestination for \(type(of: value.base))"),
                children: []
            )
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: builder.build(value.base))])
    }
}

/// The `navigationDestination(for:)` registrations of navigation containers.
@MainActor
enum NavigationDestinations {
    static func builder(for value: AnyHashable, in container: ViewNode) -> DestinationBuilder? {
        guard let builder = container.destinationBuilders[ObjectIdentifier(type(of: value.base))],
            let registrant = builder.registrant, registrant.isAlive
        else { return nil }
        return builder
    }

    static func register(_ builder: DestinationBuilder, for type: Any.Type, in container: ViewNode) {
        container.destinationBuilders[ObjectIdentifier(type)] = builder
    }
}
