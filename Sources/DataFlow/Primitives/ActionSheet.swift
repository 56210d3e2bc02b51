/// A choice of actions described as a value, for the iOS 13 spelling
/// `.actionSheet(isPresented:content:)`: SwiftUI's `ActionSheet` (deprecated in favour of
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
///
///     .actionSheet(isPresented: $choosingPhoto) {
///         ActionSheet(title: Text("Add a photo"), buttons: [
///             .default(Text("Take Photo")) { takePhoto() },
///             .cancel(),
///         ])
///     }
///
/// It is presented as a confirmation dialog is; tapping any of its buttons runs the button's action
/// and dismisses it. Like `Alert`, it is a plain value, not bound to the main actor.
public struct ActionSheet {
    let alert: Alert

    /// One of an action sheet's buttons: SwiftUI's `ActionSheet.Button`, the same type as `Alert.Button`.
    public typealias Button = Alert.Button

    /// An action sheet titled `title`, with `buttons` in order (a Cancel button unless given others).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        alert = Alert(title: title, message: message, buttons: buttons)
    }
}

extension View {
    /// The iOS 13 spelling: presents the `ActionSheet` that `content` returns while `isPresented`
    /// is true: SwiftUI's deprecated `actionSheet(isPresented:content:)`.
    public func actionSheet(
        isPresented: Binding<Bool>, content: @escaping @MainActor () -> ActionSheet
    ) -> Presenter<Self, AlertValueContent> {
        Presenter(
            content: self, style: .confirmationDialog, title: nil,
            presentation: {
                isPresented.wrappedValue ? (AnyHashable(true), AlertValueContent(alert: content().alert)) : nil
            },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// The iOS 13 spelling for an action sheet about an item: SwiftUI's deprecated
    /// `actionSheet(item:content:)`.
    public func actionSheet<Item: Identifiable>(
        item: Binding<Item?>, content: @escaping @MainActor (Item) -> ActionSheet
    ) -> Presenter<Self, AlertValueContent> {
        Presenter(
            content: self, style: .confirmationDialog, title: nil,
            presentation: {
                item.wrappedValue.map { (AnyHashable($0.id), AlertValueContent(alert: content($0).alert)) }
            },
            dismiss: { item.wrappedValue = nil }, onDismiss: nil)
    }
}
