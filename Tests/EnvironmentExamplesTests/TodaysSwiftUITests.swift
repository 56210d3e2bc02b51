@testable import EnvironmentExamples
import DataFlow
import Testing

/// Today's SwiftUI: `.environment(object)`, `@Environment(Type.self)`, `@Bindable` and `\.dismiss`.
@MainActor
@Suite("Today's SwiftUI: @Observable in the environment")
struct TodaysSwiftUITests {
    @Test(
        "@Environment(ObservableUserStore.self) finds the object .environment(_:) put there, and bindings write into it"
    )
    func environmentByType() throws {
        let host = ViewHost(ModernFaveFlicksRoot())
        #expect(host.texts.contains("Sign in"))

        try host.tap(.link("Sign in"))
        try host.type("Ann", into: .textField("User Name"))
        try host.tap(.button("Done"))

        #expect(host.pushedScreenCount == 0, "dismiss() popped the user screen")
        #expect(host.texts.contains("Ann"))
    }

    @Test(
        "picking a genre in the user screen does not re-evaluate the root, which holds the store but reads none of its properties"
    )
    func theRootDoesNotRun() throws {
        let host = ViewHost(ModernFaveFlicksRoot())
        try host.tap(.link("Sign in"))

        try host.pick("Drama")

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(!bodies.contains("ModernFaveFlicksRoot"))
    }
}
