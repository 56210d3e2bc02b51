extension ViewHost {
    /// True while a sheet or a full-screen cover is presented.
    public var isPresentingSheet: Bool {
        guard let style = presentedStyle else { return false }
        return style == .sheet || style == .fullScreenCover
    }

    /// True while an alert or a confirmation dialog is presented.
    public var isPresentingAlert: Bool {
        guard let style = presentedStyle else { return false }
        return style == .alert || style == .confirmationDialog
    }

    /// The alert or confirmation dialog on screen, if any: its label is its title, its children
    /// its message and buttons.
    public var presentedAlert: Element? {
        guard isPresentingAlert else { return nil }
        let tree = shownTree
        return tree.allElements.first { $0.kind == .alert || $0.kind == .confirmationDialog }
    }

    /// Dismisses the sheet on top, as swiping it down does: writes its binding back to false or
    /// nil, which runs its `onDismiss`. A full-screen cover or an alert cannot be swiped away, in
    /// SwiftUI as here: tap one of its buttons. Nor can a sheet whose content has
    /// `interactiveDismissDisabled(true)`: the call throws and the sheet stays.
    public func dismissSheet() throws {
        settle()
        let shown = ElementTreeBuilder.shownRoot(of: engine)
        guard shown !== engine.root, let style = (shown.view as? any PresentedScreenMarker)?.style,
            let presenter = shown.parent, let dismiss = presenter.dismissPresented
        else {
            throw DataFlowError("Cannot dismiss a sheet: no sheet is presented.")
        }
        guard style == .sheet else {
            throw DataFlowError(
                "Cannot swipe away \(style == .fullScreenCover ? "a full-screen cover" : "an \(style)"): it has no swipe to dismiss. Tap one of its buttons, or set its binding in code."
            )
        }
        // `interactiveDismissDisabled(true)` on the sheet's content keeps a swipe from closing it
        // (SwiftUI's `interactiveDismissDisabled(_:)`); the outermost mark on the sheet decides.
        let marks = ElementTreeBuilder.shownTree(of: engine).allElements.compactMap {
            $0.attribute("interactiveDismissDisabled")
        }
        if marks.first == "true" {
            throw DataFlowError(
                "Cannot swipe away the sheet: its content has interactiveDismissDisabled(true), so a swipe does nothing. Tap one of its buttons, or set its binding in code."
            )
        }
        engine.perform("dismiss sheet") { dismiss() }
    }

    private var presentedStyle: PresentationStyle? {
        settle()
        return (ElementTreeBuilder.shownRoot(of: engine).view as? any PresentedScreenMarker)?.style
    }

    /// When `node` is inside an alert or a dialog, how tapping it dismisses that presentation.
    static func presentationDismissedByButtons(around node: ViewNode) -> (@MainActor () -> Void)? {
        guard let screen = node.ancestor(where: { $0.view is any PresentedScreenMarker }),
            let style = (screen.view as? any PresentedScreenMarker)?.style, style.dismissesOnAnyButton
        else {
            return nil
        }
        return screen.parent?.dismissPresented
    }
}
