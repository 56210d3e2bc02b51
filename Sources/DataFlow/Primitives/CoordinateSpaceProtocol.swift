import Foundation

/// A frame of reference a `GeometryReader` measures in: SwiftUI's `CoordinateSpaceProtocol`
/// (iOS 17), whose static members `.global`, `.local`, `.named(_:)` and `.scrollView` are what code
/// passes to `GeometryProxy.frame(in:)`, `bounds(of:)` and `coordinateSpace(_:)`. Each resolves to
/// a `CoordinateSpace`. Headless, frames are not computed (see `GeometryProxy`): a space is a name.
public protocol CoordinateSpaceProtocol {
    /// The space this one resolves to: SwiftUI's `coordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// The space at the root of the view hierarchy: SwiftUI's `GlobalCoordinateSpace` (iOS 17).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The space of the view that measures: SwiftUI's `LocalCoordinateSpace` (iOS 17).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space a view names with `coordinateSpace(_:)`, or that the system names, as it names the
/// innermost scroll view's: SwiftUI's `NamedCoordinateSpace` (iOS 17).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The space at the root of the view hierarchy: SwiftUI's `global`.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The space of the view that measures: SwiftUI's `local`.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name` with `coordinateSpace(_:)`: SwiftUI's `named(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space the system adds for the innermost scroll view around the view: SwiftUI's
    /// `scrollView`. Headless, no scroll view scrolls, so it is named `scrollView` and measured
    /// as any other space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName(axis: nil)) }

    /// The space of the innermost scroll view around the view that scrolls along `axis`:
    /// SwiftUI's `scrollView(axis:)`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: ScrollViewSpaceName(axis: axis))
    }
}

/// The name of a scroll view's space, as the tree shows it: `scrollView`, `scrollView(vertical)`.
struct ScrollViewSpaceName: Hashable, CustomStringConvertible {
    let axis: Axis?

    var description: String { axis.map { "scrollView(\($0))" } ?? "scrollView" }
}

extension GeometryProxy {
    /// The reader's frame in `coordinateSpace`: SwiftUI's `frame(in:)` (iOS 17). Headless, it
    /// starts at the origin of every space, as `frame(in:)` with a `CoordinateSpace` does.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space in the reader's own coordinates, or nil when no view above
    /// the reader names it: SwiftUI's `bounds(of:)` (iOS 17). Headless, a space's bounds are the
    /// reader's rectangle; the name is not looked up, so the answer is never nil.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}
