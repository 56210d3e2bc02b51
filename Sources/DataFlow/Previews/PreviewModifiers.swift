/// How Xcode's canvas lays a preview out: SwiftUI's `PreviewLayout`. Headless there is no canvas;
/// the layout is recorded on the previewed view as `previewLayout=sizeThatFits`.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)

    var text: String {
        switch self {
        case .device: "device"
        case .sizeThatFits: "sizeThatFits"
        case .fixed(let width, let height): "fixed(\(Points.text(width))x\(Points.text(height)))"
        }
    }
}

/// The device a preview imitates: SwiftUI's `PreviewDevice` (`PreviewDevice(rawValue: "iPhone 15")`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// How the canvas lays the preview out: SwiftUI's `previewLayout(_:)`, recorded as a mark.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        attributed("previewLayout", layout.text)
    }

    /// The name the canvas shows for the preview: SwiftUI's `previewDisplayName(_:)`, recorded as a mark.
    public func previewDisplayName(_ name: String?) -> some View {
        modified(ModifierEffect(attributes: name.map { [Attribute(name: "previewDisplayName", value: $0)] } ?? []))
    }

    /// The device the preview imitates: SwiftUI's `previewDevice(_:)`, recorded as a mark.
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        modified(
            ModifierEffect(attributes: device.map { [Attribute(name: "previewDevice", value: $0.rawValue)] } ?? []))
    }
}
