import DataFlow
import Foundation
import Testing

/// SwiftUI's `CoordinateSpaceProtocol` (iOS 17): `GeometryProxy.frame(in:)` with `.scrollView`,
/// "the named coordinate space that is added by the system for the innermost containing scroll
/// view" (developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview), and
/// `scrollView(axis:)`, `bounds(of:)`, `.named(_:)`, `.global`, `.local` as the protocol's
/// statics; `coordinateSpace(_:)` takes a `NamedCoordinateSpace`. Seventeen files of the apps
/// measured in round ten read `proxy.frame(in: .scrollView)`. On today's main none of these
/// compiles. Headless, frames start at the origin of every space (see `GeometryProxy`).
@MainActor
@Suite struct CoordinateSpaceProtocolTests {
    struct Header: View {
        var body: some View {
            ScrollView {
                GeometryReader { proxy in
                    let scrolled = proxy.frame(in: .scrollView).minY
                    let vertical = proxy.frame(in: .scrollView(axis: .vertical)).height
                    let named = proxy.frame(in: .named("stack")).width
                    let global = proxy.frame(in: .global).width
                    let local = proxy.frame(in: .local).width
                    let bounds = proxy.bounds(of: .scrollView)?.width ?? -1
                    Text("\(Int(scrolled)) \(Int(vertical)) \(Int(named)) \(Int(global)) \(Int(local)) \(Int(bounds))")
                }
                .frame(width: 200, height: 80)
            }
            .coordinateSpace(.named("stack"))
        }
    }

    @Test func aReaderMeasuresInTheScrollViewsSpace() {
        let host = ViewHost(Header())
        #expect(host.texts == ["0 80 200 200 200 200"], "\(host.render())")
        #expect(host.render().contains("coordinateSpace=stack"))
        #expect(NamedCoordinateSpace.scrollView == .scrollView)
        #expect(NamedCoordinateSpace.scrollView != .scrollView(axis: .horizontal))
        #expect(NamedCoordinateSpace.named("a").coordinateSpace == .named("a"))
        #expect(GlobalCoordinateSpace().coordinateSpace == .global)
    }
}
