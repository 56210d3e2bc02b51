/// An animation of an SF Symbol: SwiftUI's symbol effects (iOS 17–18, from the Symbols framework
/// SwiftUI re-exports): `.bounce`, `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`,
/// `.replace`, `.wiggle`, `.breathe`, `.rotate`, refined by properties such as `.up`, `.byLayer` or
/// `.iterative`, and played by `symbolEffect(_:options:isActive:)` (while active) or
/// `symbolEffect(_:options:value:)` (when a value changes), or as a content transition
/// (`.contentTransition(.symbolEffect(.replace))`). Headless, nothing moves: the effect is recorded
/// on the view (`symbolEffect=bounce.up value`), and Apple's separate effect types are one type here.
public protocol SymbolEffect: Sendable {}

/// A symbol effect that plays for as long as it is active: SwiftUI's `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that plays once each time a value changes: SwiftUI's `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect {}

/// A symbol effect that can replace one symbol with another: SwiftUI's `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// One symbol effect, by its name and refinements (`bounce.up.byLayer`).
public struct _SymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
    ContentTransitionSymbolEffect, Equatable
{
    let name: String

    private func refined(_ refinement: String) -> _SymbolEffect { _SymbolEffect(name: name + "." + refinement) }

    public var up: _SymbolEffect { refined("up") }
    public var down: _SymbolEffect { refined("down") }
    public var byLayer: _SymbolEffect { refined("byLayer") }
    public var wholeSymbol: _SymbolEffect { refined("wholeSymbol") }
    public var iterative: _SymbolEffect { refined("iterative") }
    public var cumulative: _SymbolEffect { refined("cumulative") }
    public var reversing: _SymbolEffect { refined("reversing") }
    public var nonReversing: _SymbolEffect { refined("nonReversing") }
    public var hideInactiveLayers: _SymbolEffect { refined("hideInactiveLayers") }
    public var dimInactiveLayers: _SymbolEffect { refined("dimInactiveLayers") }
    public var downUp: _SymbolEffect { refined("downUp") }
    public var upUp: _SymbolEffect { refined("upUp") }
    public var offUp: _SymbolEffect { refined("offUp") }
    public var clockwise: _SymbolEffect { refined("clockwise") }
    public var counterClockwise: _SymbolEffect { refined("counterClockwise") }
    public var left: _SymbolEffect { refined("left") }
    public var right: _SymbolEffect { refined("right") }
    public var forward: _SymbolEffect { refined("forward") }
    public var backward: _SymbolEffect { refined("backward") }
    public var plain: _SymbolEffect { refined("plain") }
    public var pulse: _SymbolEffect { refined("pulse") }
    public var magic: _SymbolEffect { refined("magic") }
}

extension SymbolEffect where Self == _SymbolEffect {
    public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
    public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
    public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
    public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
    public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
    public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
    public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
    public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
    public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
    public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
    public static var automatic: _SymbolEffect { _SymbolEffect(name: "automatic") }
}

/// How a symbol effect plays: SwiftUI's `SymbolEffectOptions` (`.repeating`, `.speed(2)`).
public struct SymbolEffectOptions: Equatable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()

    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Plays `effect` on the symbols inside while `isActive`: SwiftUI's `symbolEffect(_:options:isActive:)`.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        attributed("symbolEffect", Self.symbolEffectName(effect) + (isActive ? "" : " inactive"))
    }

    /// Plays `effect` on the symbols inside each time `value` changes: SwiftUI's
    /// `symbolEffect(_:options:value:)`.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        attributed("symbolEffect", Self.symbolEffectName(effect) + " value")
    }

    /// Removes the symbol effects of the views inside: SwiftUI's `symbolEffectsRemoved(_:)`.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        attributed("symbolEffectsRemoved", String(isEnabled))
    }

    private static func symbolEffectName(_ effect: some SymbolEffect) -> String {
        (effect as? _SymbolEffect)?.name ?? "\(type(of: effect))"
    }
}

extension ContentTransition {
    /// The symbol replaced with an effect: SwiftUI's `ContentTransition.symbolEffect(_:options:)`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(description: "symbolEffect(\((effect as? _SymbolEffect)?.name ?? "\(T.self)"))")
    }

    /// The symbol replaced with the automatic effect: SwiftUI's `ContentTransition.symbolEffect`.
    public static var symbolEffect: ContentTransition { ContentTransition(description: "symbolEffect") }
}
