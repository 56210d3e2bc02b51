/// A view that can present a sheet over the screen: what `sheet(isPresented:)` and `sheet(item:)`
/// return. The sheet is shown while the binding says so; the host shows (and acts on) the sheet
/// instead of the screen beneath it, and `host.dismissSheet()` swipes it away by writing the binding.
public struct SheetPresenter<Content: View, SheetContent: View>: View {
    public typealias Body = Never
    let content: Content
    let presentation: @MainActor () -> (id: AnyHashable, view: SheetContent)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
}

extension SheetPresenter: _PrimitiveView, PrimitiveView, PresentingView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let dismiss = self.dismiss
        let onDismiss = self.onDismiss
        node.dismissPresented = {
            dismiss()
            onDismiss?()
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }

    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child] {
        guard let presented = presentation() else { return [] }
        return [.init(key: .presented(presented.id), view: SheetScreen(content: presented.view))]
    }
}

/// The screen a sheet shows; the rendered tree labels it `Sheet`.
struct SheetScreen<Content: View>: View {
    typealias Body = Never
    let content: Content
}

extension SheetScreen: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .sheet), children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    public func sheet<Sheet: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Sheet
    ) -> SheetPresenter<Self, Sheet> {
        SheetPresenter(
            content: self,
            presentation: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss
        )
    }

    /// Presents a sheet for `item` while it is not nil: SwiftUI's `sheet(item:onDismiss:content:)`.
    /// A different item (a different `id`) is a different sheet, with fresh state.
    public func sheet<Item: Identifiable, Sheet: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Sheet
    ) -> SheetPresenter<Self, Sheet> {
        SheetPresenter(
            content: self,
            presentation: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss
        )
    }
}
