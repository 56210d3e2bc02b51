/// What a modifier does to the views under it: marks they render with (`font=title`), and the
/// behaviour the host honours when a user acts (disabled controls, hidden views, a screen's title,
/// a picker row's tag) or when the view comes and goes (`onAppear`, `onDisappear`).
struct ModifierEffect {
    var attributes: [Attribute] = []
    var disables = false
    var hides = false
    var tag: AnyHashable?
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
}
