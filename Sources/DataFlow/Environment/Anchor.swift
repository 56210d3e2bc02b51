import Foundation

/// A geometric value of a view (its bounds, or a point in it), kept opaque until a
/// `GeometryProxy` resolves it in its own coordinates: SwiftUI's `Anchor`, made with
/// `anchorPreference(key:value:transform:)` and read with `proxy[anchor]`.
///
/// Headless, kept simple: there is no layout pass that places the anchored view, so a proxy
/// resolves an anchor as if the anchored view filled the proxy's frame (origin zero, the proxy's
/// size), the same headless geometry `GeometryProxy.frame(in:)` reports. `.bounds` resolves to
/// that frame and `.center` to its middle.
public struct Anchor<Value>: CustomStringConvertible {
    let source: String
    let resolve: @Sendable (CGRect) -> Value

    public var description: String { "Anchor(\(source))" }

    /// What an anchor measures: SwiftUI's `Anchor.Source` (`.bounds`, `.center`, `.top`, …).
    public struct Source: Sendable {
        let name: String
        let resolve: @Sendable (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.source == rhs.source }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") { $0 } }

    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init(name: "rect(\(rect))") { _ in rect }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        .init(name: "point(\(point))") { _ in point }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        .init(name: "unitPoint(\(unitPoint.x), \(unitPoint.y))") { frame in
            CGPoint(x: frame.minX + frame.width * unitPoint.x, y: frame.minY + frame.height * unitPoint.y)
        }
    }

    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The value of `anchor` in this proxy's coordinates: SwiftUI's `GeometryProxy.subscript(_:)`.
    /// Headless, as if the anchored view filled this proxy's frame (see `Anchor`).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(CGRect(origin: .zero, size: size))
    }
}

extension View {
    /// Sets a preference for `key` from an anchor of this view: SwiftUI's
    /// `anchorPreference(key:value:transform:)`. The ancestors read it as any preference, with
    /// `onPreferenceChange`, `overlayPreferenceValue` or `backgroundPreferenceValue`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        preference(key: key, value: transform(Anchor(source: value.name, resolve: value.resolve)))
    }
}
