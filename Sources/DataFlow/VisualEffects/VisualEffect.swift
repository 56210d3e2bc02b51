import Foundation

/// Effects that change how a view is drawn without changing its layout, computed from its geometry
/// or scroll position: SwiftUI's `VisualEffect` (iOS 17), the value `visualEffect(_:)` and
/// `scrollTransition(_:axis:transition:)` closures build from `EmptyVisualEffect`:
///
///     .visualEffect { content, proxy in
///         content.offset(y: proxy.size.height / 2).scaleEffect(0.9)
///     }
///
/// Headless, nothing is drawn: the effects the closure chose are recorded on the view, in order
/// (`visualEffect=offset(0,422) scale(0.9)`).
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, which every visual effect closure starts from: SwiftUI's
/// `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A chain of effects, as `content.offset(…).scaleEffect(…)` makes it.
public struct _VisualEffectChain: VisualEffect {
    let steps: [String]
}

extension VisualEffect {
    /// The effects chosen so far, in order.
    var effectSteps: [String] { (self as? _VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: String) -> _VisualEffectChain { _VisualEffectChain(steps: effectSteps + [step]) }

    /// Moves the drawing: SwiftUI's `VisualEffect.offset(_:)`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain {
        adding("offset(\(Points.text(offset.width)),\(Points.text(offset.height)))")
    }

    /// Moves the drawing: SwiftUI's `VisualEffect.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the drawing: SwiftUI's `VisualEffect.scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding("scale(\(Points.text(scale)))")
    }

    /// Scales the drawing on each axis: SwiftUI's `VisualEffect.scaleEffect(_:anchor:)` for a size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding("scale(\(Points.text(scale.width))×\(Points.text(scale.height)))")
    }

    /// Scales the drawing on each axis: SwiftUI's `VisualEffect.scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns the drawing: SwiftUI's `VisualEffect.rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding("rotation(\(Points.text(angle.degrees))°)")
    }

    /// Turns the drawing in three dimensions: SwiftUI's `VisualEffect.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> _VisualEffectChain {
        adding("rotation3D(\(Points.text(angle.degrees))°)")
    }

    /// Blurs the drawing: SwiftUI's `VisualEffect.blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain {
        adding("blur(\(Points.text(radius)))")
    }

    /// Fades the drawing: SwiftUI's `VisualEffect.opacity(_:)`.
    public func opacity(_ opacity: Double) -> _VisualEffectChain {
        adding("opacity(\(Points.text(opacity)))")
    }

    /// Lightens or darkens the drawing: SwiftUI's `VisualEffect.brightness(_:)`.
    public func brightness(_ amount: Double) -> _VisualEffectChain {
        adding("brightness(\(Points.text(amount)))")
    }

    /// Changes the drawing's contrast: SwiftUI's `VisualEffect.contrast(_:)`.
    public func contrast(_ amount: Double) -> _VisualEffectChain {
        adding("contrast(\(Points.text(amount)))")
    }

    /// Changes the drawing's saturation: SwiftUI's `VisualEffect.saturation(_:)`.
    public func saturation(_ amount: Double) -> _VisualEffectChain {
        adding("saturation(\(Points.text(amount)))")
    }

    /// Takes colour out of the drawing: SwiftUI's `VisualEffect.grayscale(_:)`.
    public func grayscale(_ amount: Double) -> _VisualEffectChain {
        adding("grayscale(\(Points.text(amount)))")
    }

    /// Shifts the drawing's colours round the colour wheel: SwiftUI's `VisualEffect.hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain {
        adding("hueRotation(\(Points.text(angle.degrees))°)")
    }
}

/// A view drawn with the effects a closure chose from the view's geometry.
public struct _VisualEffectView<Content: View, Effect: VisualEffect>: View {
    public typealias Body = Never
    let content: Content
    let name: String
    let effect: @Sendable (GeometryProxy) -> Effect
}

extension _VisualEffectView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let steps = effect(GeometryProxy(size: node.offeredSize, safeAreaInsets: EdgeInsets())).effectSteps
        let marked = content.attributed(name, steps.isEmpty ? "none" : steps.joined(separator: " "))
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: marked)])
    }
}

extension View {
    /// Draws the view with effects computed from its geometry: SwiftUI's `visualEffect(_:)`. Headless,
    /// the proxy measures the size the view is offered (as a `GeometryReader`'s does) and the
    /// chosen effects are recorded (`visualEffect=offset(0,20)`).
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        _VisualEffectView(content: self, name: "visualEffect") { proxy in effect(EmptyVisualEffect(), proxy) }
    }
}
