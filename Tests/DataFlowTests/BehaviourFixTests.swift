import DataFlow
import Foundation
import Testing

/// Four places where DataFlow behaved unlike SwiftUI (issue 27): a sheet that may not be swiped
/// away, an animation's completion, Markdown in `Text` literals, and a sidebar list of value links.
@MainActor
@Suite struct BehaviourFixTests {
    // MARK: interactiveDismissDisabled

    struct EditorSheet: View {
        @State private var isEditing = false
        var body: some View {
            Button("Edit") { isEditing = true }
                .sheet(isPresented: $isEditing) {
                    VStack {
                        Text("Unsaved changes")
                        Button("Done") { isEditing = false }
                    }
                    .interactiveDismissDisabled(true)
                }
        }
    }

    /// Apple's `interactiveDismissDisabled(_:)`: "Conditionally prevents interactive dismissal of
    /// presentations like popovers, sheets, and inspectors."
    @Test func aSheetWithInteractiveDismissDisabledCannotBeSwipedAway() throws {
        let host = ViewHost(EditorSheet())
        try host.tap(.button("Edit"))
        #expect(throws: DataFlowError.self) { try host.dismissSheet() }
        #expect(host.isPresentingSheet)
        try host.tap(.button("Done"))
        #expect(!host.isPresentingSheet)
    }

    // MARK: withAnimation(_:_:completion:)

    struct RevealAfterLoading: View {
        @State private var isLoaded = false
        @State private var message = "Loading"
        var body: some View {
            VStack {
                Text(isLoaded ? "Loaded" : "Empty")
                Text(message)
            }
            .task {
                withAnimation(.easeIn) {
                    isLoaded = true
                } completion: {
                    message = "Animation finished"
                }
            }
        }
    }

    /// Apple's `withAnimation(_:completionCriteria:_:completion:)`: the completion runs when the
    /// animation ends, so after the update the animated change causes, never in the same one,
    /// even when the change is made in a `.task`, where no host is at work.
    @Test func anAnimationsCompletionRunsAfterTheAnimatedUpdateEvenFromATask() async throws {
        let host = ViewHost(RevealAfterLoading())
        await host.runTasks()
        #expect(host.contains(.text("Loaded")))
        #expect(host.contains(.text("Animation finished")))
        let loaded = host.updates.firstIndex { $0.changes.contains { $0.source.hasSuffix("isLoaded") } }
        let finished = host.updates.firstIndex { $0.changes.contains { $0.source.hasSuffix("message") } }
        let loadedIndex = try #require(loaded)
        let finishedIndex = try #require(finished)
        #expect(loadedIndex < finishedIndex)
        #expect(host.updates[loadedIndex].changes.first?.animation == "easeIn")
    }

    // MARK: Markdown in Text literals

    /// Apple's `Text`: "If you initialize a text view with a string literal, the view uses the
    /// init(_:tableName:bundle:comment:) initializer, which interprets the string as a localization
    /// key … the string literal can include Markdown"; `Text(verbatim:)` and a `String` variable are not.
    @Test func markdownInATextLiteralIsRenderedAndAStringIsNot() throws {
        let name = "**Ann**"
        let host = ViewHost(
            VStack {
                Text("**Welcome**")
                Text("Read the *fine* print")
                Text("Hello, \(name)")
                Text(verbatim: "**verbatim**")
                Text(name)
                Text("snake_case_name and 2 * 3 * 4")
                Text("~~old~~ `code` [Apple](https://apple.com)")
            })
        let welcome = try host.find(.text("Welcome"))
        #expect(welcome.attribute("bold") == "true")
        let fine = try host.find(.text("Read the fine print"))
        #expect(fine.attribute("runs") == #"["Read the "] + ["fine" italic=true] + [" print"]"#)
        #expect(host.contains(.text("Hello, **Ann**")))
        #expect(host.contains(.text("**verbatim**")))
        #expect(host.contains(.text("**Ann**")))
        #expect(host.contains(.text("snake_case_name and 2 * 3 * 4")))
        let mixed = try host.find(.text("old code Apple"))
        #expect(
            mixed.attribute("runs")
                == #"["old" strikethrough=true] + [" "] + ["code" monospaced=true] + [" "] + ["Apple" link=https://apple.com]"#
        )
    }

    // MARK: List(selection:) of NavigationLink(value:) in a NavigationSplitView

    struct ColorSidebar: View {
        let colors = ["Red", "Green", "Blue"]
        @State private var selection: String?
        var body: some View {
            NavigationSplitView {
                List(colors, id: \.self, selection: $selection) { color in
                    NavigationLink(color, value: color)
                }
            } detail: {
                if let selection {
                    Text("Detail of \(selection)")
                } else {
                    Text("Pick a color")
                }
            }
        }
    }

    /// Apple's "Migrating to new navigation types": in a `NavigationSplitView`, a
    /// `List(_:selection:)` of `NavigationLink(_:value:)` rows writes the tapped link's value to
    /// the selection, which the detail column shows.
    @Test func aSidebarOfValueLinksCanBeSelectedAndFollowed() throws {
        let host = ViewHost(ColorSidebar())
        #expect(host.contains(.text("Pick a color")))
        try host.tap(.link("Green"))
        #expect(host.contains(.text("Detail of Green")))
        try host.select(.text("Blue"))
        #expect(host.contains(.text("Detail of Blue")))
    }

    struct StaticSidebar: View {
        @State private var selection: Int?
        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    NavigationLink("One", value: 1)
                    NavigationLink("Two", value: 2)
                }
            } detail: {
                Text("Selected \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func aStaticListOfValueLinksIsSelectedByTheLinksValues() throws {
        let host = ViewHost(StaticSidebar())
        try host.select(.text("Two"))
        #expect(host.contains(.text("Selected 2")))
        try host.tap(.link("One"))
        #expect(host.contains(.text("Selected 1")))
    }
}
