/// What a modifier does to the views under it: marks they render with (`font=title`), and the
/// behaviour the host honours when a user acts (disabled controls, hidden views, a screen's title,
/// a picker row's tag, a row's delete action, a tap gesture, a field's focus) or when the view
/// comes and goes (`onAppear`, `onDisappear`).
struct ModifierEffect {
    var attributes: [Attribute] = []
    var disables = false
    var hides = false
    var tag: AnyHashable?
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
    /// `onDelete(perform:)` on a `ForEach`: called with the offsets of the rows to delete.
    var onDelete: ((IndexSet) -> Void)?
    /// `onMove(perform:)` on a `ForEach`: called with the offsets moved and the destination offset.
    var onMove: ((IndexSet, Int) -> Void)?
    /// `onTapGesture(count:perform:)`.
    var tapGesture: TapAction?
    /// `focused(_:)` / `focused(_:equals:)`: how to focus the field under it.
    var focus: FocusTarget?
    /// `onSubmit(of:_:)`.
    var submit: SubmitAction?
    /// `submitScope(_:)`: submissions from inside do not reach `onSubmit` actions above.
    var blocksSubmit = false
    /// `refreshable(action:)`.
    var refresh: (@MainActor @Sendable () async -> Void)?
    /// `buttonStyle(_:)` with a custom `ButtonStyle`: draws a button's label.
    var buttonStyle: (@MainActor (any View, ButtonRole?) -> AnyView)?
    /// `frame(width:height:)` with fixed dimensions: what a `GeometryReader` inside measures.
    var fixedWidth: CGFloat?
    var fixedHeight: CGFloat?
    /// The rarer effects, kept apart so that the common modifiers stay small to copy.
    var extras: ModifierExtras?
}

/// Effects few modifiers have: a preference, a long press, a drag, a control's style.
final class ModifierExtras {
    /// `preference(key:value:)`: a value for the ancestors' `onPreferenceChange`.
    var preference: PreferenceSetting?
    /// `onLongPressGesture(minimumDuration:perform:)`: what a long press runs.
    var longPress: (() -> Void)?
    /// `gesture(DragGesture()...)`: what a drag runs.
    var drag: ((DragGesture.Value) -> Void)?
    /// `gesture(MagnificationGesture()...)`: what a pinch runs with its scale.
    var magnification: ((CGFloat) -> Void)?
    /// `gesture(RotationGesture()...)`: what a two-finger rotation runs with its angle.
    var rotation: ((Angle) -> Void)?
    /// `labelStyle(_:)`: draws a label from its title and icon.
    var labelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)?
    /// `progressViewStyle(_:)` with a custom style: draws a progress view from its configuration.
    var progressViewStyle: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)?
    /// `toggleStyle(_:)`: draws a toggle from its label and value.
    var toggleStyle: (@MainActor (ToggleStyleConfiguration) -> AnyView)?
    /// `groupBoxStyle(_:)`: draws a group box from its label and content, or plainly.
    var groupBoxStyle: GroupBoxStyleSetting?
    /// `onOpenURL(perform:)`: what a URL delivered to the app runs.
    var openURL: ((URL) -> Void)?

    init(
        preference: PreferenceSetting? = nil, longPress: (() -> Void)? = nil,
        drag: ((DragGesture.Value) -> Void)? = nil,
        labelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)? = nil
    ) {
        self.preference = preference
        self.longPress = longPress
        self.drag = drag
        self.labelStyle = labelStyle
    }
}

/// A tap gesture recognised after `count` taps.
struct TapAction {
    let count: Int
    let action: () -> Void
}

/// A submit action for the triggers it listens to.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

/// How the host moves keyboard focus to (and away from) a field marked with `focused(...)`.
struct FocusTarget {
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor () -> Void
    let unfocus: @MainActor () -> Void
}
