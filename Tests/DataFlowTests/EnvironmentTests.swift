import DataFlow
import Foundation
import Testing

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// SwiftUI's environment: `environmentObject`, `@EnvironmentObject`, `@Environment` and its keys.
@MainActor
@Suite("The environment")
struct EnvironmentTests {
    @Test("environmentObject at the root reaches a view deep inside, past views that do not use it (seed 000)")
    func environmentObjectReachesDescendants() {
        let store = UserStore()
        let host = ViewHost(MovieListShell().environmentObject(store))
        store.currentUserInfo = UserInfo(userName: "Kim", favoriteGenre: "Drama")
        #expect(host.contains(.text("Kim")))
        #expect(host.lastUpdate?.evaluatedBodies == ["UserNameBadge"], "the shell between does not read the store")
    }

    @Test(
        "A sheet inherits its presenter's environment objects; presentationMode dismisses it; onAppear prefills (seed 000's UserView)"
    )
    func userViewInSheet() throws {
        let store = UserStore()
        store.currentUserInfo = UserInfo(userName: "Kim", favoriteGenre: "Drama")
        let host = ViewHost(MovieListWithUser().environmentObject(store))
        try host.tap(.button("User"))
        #expect(host.isPresentingSheet)
        #expect(try host.find(.textField("User name")).value == "Kim")
        try host.clearText(in: .textField("User name"))
        try host.type("Lee", into: .textField("User name"))
        try host.tap(.button("Update"))
        #expect(!host.isPresentingSheet)
        #expect(store.currentUserInfo?.userName == "Lee")
        #expect(host.contains(.text("Lee")))
    }

    @Test("presentationMode.wrappedValue.dismiss() pops a pushed screen")
    func dismissPopsPushedScreen() throws {
        let store = UserStore()
        let host = ViewHost(MovieListPushingUser().environmentObject(store))
        try host.follow(.link("User"))
        #expect(host.pushedScreenCount == 1)
        try host.type("Ann", into: .textField("User name"))
        try host.tap(.button("Update"))
        #expect(host.pushedScreenCount == 0)
        #expect(host.contains(.text("Ann")))
    }

    struct DismissingSheetContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Done") { dismiss() } }
    }

    struct SheetHost: View {
        @State private var shown = false
        var body: some View {
            Button("Show") { shown = true }
                .sheet(isPresented: $shown) { DismissingSheetContent() }
        }
    }

    @Test("dismiss() closes a sheet by writing its binding back to false")
    func dismissClosesSheet() throws {
        let host = ViewHost(SheetHost())
        try host.tap(.button("Show"))
        try host.tap(.button("Done"))
        #expect(!host.isPresentingSheet)
    }

    struct CoverHost: View {
        @State private var shown = false
        var body: some View {
            Button("Cover") { shown = true }
                .fullScreenCover(isPresented: $shown) { DismissingSheetContent() }
        }
    }

    @Test("dismiss() closes a full-screen cover")
    func dismissClosesCover() throws {
        let host = ViewHost(CoverHost())
        try host.tap(.button("Cover"))
        #expect(host.contains(.button("Done")))
        try host.tap(.button("Done"))
        #expect(!host.contains(.button("Done")))
        #expect(host.contains(.button("Cover")))
    }

    struct ValueStack: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("depth \(path.count)")
                    NavigationLink("Go", value: 1)
                }
                .navigationDestination(for: Int.self) { _ in DismissingSheetContent() }
            }
        }
    }

    @Test("dismiss() pops a screen pushed by a value, writing the path")
    func dismissPopsValueScreen() throws {
        let host = ViewHost(ValueStack())
        try host.tap(.link("Go"))
        #expect(host.pushedScreenCount == 1)
        try host.tap(.button("Done"))
        #expect(host.pushedScreenCount == 0)
        #expect(host.contains(.text("depth 0")))
    }

    @Test("dismiss() on a screen nothing presented does nothing; isPresented is false there")
    func dismissOnRootDoesNothing() throws {
        struct Root: View {
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                Button(presentationMode.wrappedValue.isPresented ? "presented" : "root") {
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
        let host = ViewHost(Root())
        try host.tap(.button("root"))
        #expect(host.contains(.button("root")))
    }

    struct AccentReader: View {
        @Environment(\.accent) var accent
        var body: some View { Text("accent \(accent)") }
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View { Text("scheme \(colorScheme)") }
    }

    struct Themed: View {
        @State private var accent = "red"
        @State private var dark = false
        var body: some View {
            VStack {
                Button("Green") { accent = "green" }
                Button("Dark") { dark = true }
                VStack {
                    AccentReader()
                    SchemeReader()
                }
                .environment(\.accent, accent)
                .environment(\.colorScheme, dark ? .dark : .light)
            }
        }
    }

    @Test("A custom EnvironmentKey has its default until an ancestor sets it with .environment(\\.key, value)")
    func customKeyDefaultAndOverride() {
        #expect(ViewHost(AccentReader()).contains(.text("accent blue")))
        #expect(ViewHost(AccentReader().environment(\.accent, "red")).contains(.text("accent red")))
    }

    @Test("Only the views reading the environment value that changed are re-evaluated, and the trace names it")
    func onlyReadersOfTheChangedValue() throws {
        let host = ViewHost(Themed())
        #expect(host.contains(.text("accent red")))
        try host.tap(.button("Green"))
        #expect(host.contains(.text("accent green")))
        let update = try #require(host.lastUpdate)
        #expect(update.evaluatedBodies == ["Themed", "AccentReader"])
        #expect(update.changes.map(\.description).contains("AccentReader.accent (@Environment): red → green"))
        try host.tap(.button("Dark"))
        #expect(host.lastUpdate?.evaluatedBodies == ["Themed", "SchemeReader"])
        #expect(host.contains(.text("scheme dark")))
    }

    @Test("isEnabled is false inside .disabled(true), and readers update when it flips")
    func isEnabledFollowsDisabled() throws {
        struct EnabledReader: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "enabled" : "disabled") }
        }
        struct Form: View {
            @State private var locked = false
            var body: some View {
                VStack {
                    Button("Lock") { locked = true }
                    EnabledReader().disabled(locked)
                }
            }
        }
        let host = ViewHost(Form())
        #expect(host.contains(.text("enabled")))
        try host.tap(.button("Lock"))
        #expect(host.contains(.text("disabled")))
    }

    @Test("\\.locale reads the locale set above")
    func localeValue() {
        struct LocaleReader: View {
            @Environment(\.locale) var locale
            var body: some View { Text(locale.identifier) }
        }
        #expect(ViewHost(LocaleReader().environment(\.locale, Locale(identifier: "ko_KR"))).contains(.text("ko_KR")))
    }

    @Test(
        "Providing another object with environmentObject re-evaluates the views that read it, and they observe the new one"
    )
    func replacedEnvironmentObject() throws {
        struct Switcher: View {
            @State private var useSecond = false
            let first: UserStore
            let second: UserStore
            var body: some View {
                VStack {
                    Button("Switch") { useSecond = true }
                    UserNameBadge().environmentObject(useSecond ? second : first)
                }
            }
        }
        let first = UserStore()
        first.currentUserInfo = UserInfo(userName: "First", favoriteGenre: "")
        let second = UserStore()
        second.currentUserInfo = UserInfo(userName: "Second", favoriteGenre: "")
        let host = ViewHost(Switcher(first: first, second: second))
        try host.tap(.button("Switch"))
        #expect(host.contains(.text("Second")))
        second.currentUserInfo = UserInfo(userName: "Second again", favoriteGenre: "")
        #expect(host.contains(.text("Second again")))
        let count = host.updates.count
        first.currentUserInfo = UserInfo(userName: "ignored", favoriteGenre: "")
        #expect(host.updates.count == count, "no view observes the first store any more")
    }

    @Test("$store.property binds into an environment object")
    func bindingIntoEnvironmentObject() throws {
        struct DraftField: View {
            @EnvironmentObject var store: UserStore
            var body: some View { TextField("Draft", text: $store.draftName) }
        }
        let store = UserStore()
        let host = ViewHost(DraftField().environmentObject(store))
        try host.type("Hi", into: .textField("Draft"))
        #expect(store.draftName == "Hi")
    }

    @Test("A missing environment object stops the app with SwiftUI's message, naming the type and the view")
    func missingEnvironmentObject() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await ViewHost(MovieListShell())
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "No ObservableObject of type UserStore found. A View.environmentObject(_:) for UserStore may be missing as an ancestor of this view."
            ))
        #expect(message.contains("UserNameBadge declares `@EnvironmentObject var userStore: UserStore`"))
    }
}
