/// An alert described as a value, for the iOS 13 spelling `.alert(isPresented:content:)`:
/// SwiftUI's `Alert` (deprecated in favour of `.alert(_:isPresented:actions:message:)`).
///
///     .alert(isPresented: $confirmingDelete) {
///         Alert(title: Text("Delete the note?"),
///               primaryButton: .destructive(Text("Delete")) { delete() },
///               secondaryButton: .cancel())
///     }
///
/// Tapping any of its buttons runs the button's action and dismisses the alert. As in SwiftUI, an
/// alert and its buttons are plain values, not bound to the main actor: a model's nonisolated
/// property may build one (`var alert: Alert { Alert(title: Text(title)) }`).
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; without one, it has an "OK" button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// An alert of `buttons` in order, for `ActionSheet`.
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// One of an alert's buttons: SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that deletes or cannot be undone, shown in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// What an `Alert` value shows: its message and its buttons.
public struct AlertValueContent: View {
    public typealias Body = Never
    let alert: Alert
}

extension AlertValueContent: TitledPresentation {
    var presentationTitle: String? { alert.title.content }
}

extension AlertValueContent: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var children: [PrimitiveContent.Child] = []
        if let message = alert.message {
            children.append(.init(key: .barItem("message"), view: message))
        }
        for (index, button) in alert.buttons.enumerated() {
            let action = button.action
            let view = DataFlow.Button(role: button.role, action: { action?() }, label: { button.label })
            children.append(.init(key: .index(index), view: view))
        }
        return PrimitiveContent(element: nil, children: children)
    }
}
