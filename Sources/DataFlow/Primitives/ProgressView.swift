/// Progress toward completing a task: SwiftUI's `ProgressView`. Without a value it is an
/// indeterminate spinner ("Loading…"); with `value:total:` it shows how much is done, which the
/// tree renders as a percentage (`value="30%"`), as VoiceOver reads it. A `nil` value is
/// indeterminate, as in SwiftUI.
public struct ProgressView: View, Equatable {
    public typealias Body = Never
    var title: String?
    let fractionCompleted: Double?
    /// For `ProgressView(configuration)`: how many custom styles, the closest first, it skips.
    var styleLevel = 0

    /// The progress view a style is drawing, as the style set outside it would draw it:
    /// SwiftUI's `ProgressView(_:)` taking a `ProgressViewStyleConfiguration`, for use inside
    /// `makeBody(configuration:)`.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        title = configuration.title
        fractionCompleted = configuration.fractionCompleted
        styleLevel = configuration.styleLevel
    }

    /// An indeterminate spinner.
    public init() {
        title = nil
        fractionCompleted = nil
    }

    /// A titled indeterminate spinner: `ProgressView("Loading…")`.
    public init(_ titleKey: LocalizedStringKey) {
        title = titleKey.resolved
        fractionCompleted = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
        fractionCompleted = nil
    }

    /// Progress of `value` out of `total`: `ProgressView(value: downloaded, total: 10)`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        title = nil
        fractionCompleted = value.map { ProgressView.fraction($0, of: total) }
    }

    /// Titled progress: `ProgressView("Downloading", value: 3, total: 10)`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        title = titleKey.resolved
        fractionCompleted = value.map { ProgressView.fraction($0, of: total) }
    }

    /// SwiftUI clamps the value to `0...total`.
    private static func fraction<V: BinaryFloatingPoint>(_ value: V, of total: V) -> Double {
        guard total > 0 else { return 0 }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}

extension ProgressView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let percent = fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" }
        let element = ElementDescription(kind: .progressView, label: title, value: percent)
        let styles = node.inheritedProgressViewStyles
        guard styleLevel < styles.count else { return PrimitiveContent(element: element, children: []) }
        // A custom style draws it; it stays one progress view with its percentage.
        let body = styles[styleLevel](
            ProgressViewStyleConfiguration(
                fractionCompleted: fractionCompleted, title: title, styleLevel: styleLevel + 1))
        return PrimitiveContent(element: element, children: [.init(key: .index(0), view: body)])
    }
}
