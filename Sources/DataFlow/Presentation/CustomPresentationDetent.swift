import Foundation

/// A sheet height an app defines, computed from the room the sheet has and the environment:
/// SwiftUI's `CustomPresentationDetent` (iOS 16), used as `.presentationDetents([.custom(Tiny.self)])`.
///
///     struct Tiny: CustomPresentationDetent {
///         static func height(in context: Context) -> CGFloat? {
///             context.dynamicTypeSize.isAccessibilitySize ? 200 : 60
///         }
///     }
///
/// Headless, sheets have no height, so `height(in:)` is never asked; the detent is recorded by
/// the type's name, `presentationDetents=custom(Tiny),medium`.
public protocol CustomPresentationDetent {
    /// What the height is computed from: SwiftUI's `CustomPresentationDetent.Context`.
    typealias Context = PresentationDetent.Context

    /// The sheet's height in `context`, or nil to leave this detent out.
    static func height(in context: Context) -> CGFloat?
}

extension PresentationDetent {
    /// The detent `type` computes: SwiftUI's `custom(_:)`.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> Self {
        Self(name: "custom(\(D.self))")
    }

    /// What a custom detent's height is computed from: the tallest a sheet can be and the
    /// environment the sheet's content has (`context.dynamicTypeSize`): SwiftUI's
    /// `PresentationDetent.Context`.
    @dynamicMemberLookup
    public struct Context {
        /// The tallest height a sheet can have.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            self.maxDetentValue = maxDetentValue
            self.environment = environment
        }

        /// The environment value at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}
