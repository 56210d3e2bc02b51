/// How large controls are drawn: SwiftUI's `ControlSize`, read from `\.controlSize` (`.regular`
/// unless set) and set with `controlSize(_:)`.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size controls are drawn at: SwiftUI's `controlSize`, `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside: SwiftUI's `controlSize(_:)`, shown as
    /// `controlSize=large` and read by views from `\.controlSize`.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size).attributed("controlSize", "\(size)")
    }
}
