/// A view that can present something over the screen: what `sheet`, `fullScreenCover`, `alert` and
/// `confirmationDialog` return. It is shown while its binding says so; the host shows (and acts on)
/// the presentation instead of the screen beneath it.
///
/// As in SwiftUI, `onDismiss` runs on every dismissal, however it happens: the binding set to
/// false or nil in code, the host's swipe (`host.dismissSheet()`), or an item binding given another
/// item (SwiftUI dismisses the old sheet, runs `onDismiss`, and presents the new item's sheet with
/// fresh state: the two items are different identities).
public struct Presenter<Content: View, Presented: View>: View {
    public typealias Body = Never
    let content: Content
    let style: PresentationStyle
    /// The title of an alert or dialog, shown as the presented element's label.
    var title: String? = nil
    let presentation: @MainActor () -> (id: AnyHashable, view: Presented)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
}

/// How a presentation is shown, which decides its kind on screen and how it is dismissed.
enum PresentationStyle {
    case sheet, fullScreenCover, alert, confirmationDialog

    var kind: ElementKind {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        }
    }

    /// Alerts and dialogs go away when any of their buttons is tapped.
    var dismissesOnAnyButton: Bool {
        self == .alert || self == .confirmationDialog
    }
}

extension Presenter: _PrimitiveView, PrimitiveView, PresentingView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        node.dismissPresented = dismiss
        node.onDismissPresented = onDismiss
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }

    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child] {
        let presented = presentation()
        let id = presented.map { AnyHashable(PresentationID(style: "\(style)", id: $0.id)) }
        if let shown = node.shownPresentationID, shown != id, let onDismiss {
            node.engine.dismissQueue.append(onDismiss)
        }
        node.shownPresentationID = id
        guard let presented, let id else { return [] }
        return [.init(key: .presented(id), view: PresentedScreen(style: style, title: title, content: presented.view))]
    }
}

private struct PresentationID: Hashable {
    let style: String
    let id: AnyHashable
}

/// The screen a presentation shows; the rendered tree labels it `Sheet`, `FullScreenCover`,
/// `Alert` or `ConfirmationDialog`.
struct PresentedScreen<Content: View>: View {
    typealias Body = Never
    let style: PresentationStyle
    let title: String?
    let content: Content
}

extension PresentedScreen: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(
                kind: style.kind, label: title ?? (content as? any TitledPresentation)?.presentationTitle),
            children: [.init(key: .index(0), view: content)])
    }
}

/// Lets the host recognise a presented screen whatever its content type.
@MainActor
protocol PresentedScreenMarker {
    var style: PresentationStyle { get }
}

extension PresentedScreen: PresentedScreenMarker {}

/// Presented content that carries its own title, such as an `Alert` value.
@MainActor
protocol TitledPresentation {
    var presentationTitle: String? { get }
}
