import SwiftSyntaxMacros
import Testing
@testable import DataFlowMacroExpansions

/// `#Preview` expands into a preview maker, an accessor and a test content record, and refuses,
/// in words, the forms it cannot register.
@Suite struct PreviewMacroTests {
    let macros = ["Preview": PreviewMacro.self]

    @Test func aNamedPreviewExpandsIntoAMakerAnAccessorAndARecord() {
        let expansion = MacroExpansion(
            """
            #Preview("Greeting") {
                Hello()
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource == """
                /// Makes the preview: what Xcode's canvas would show, and what `ViewHost(preview:)` mounts.
                @MainActor private func __macro_local_11makePreviewfMu_() -> DataFlow.Preview {
                    DataFlow.Preview("Greeting", fileID: "App/ContentView.swift", line: 1) {
                        Hello()
                    }
                }
                /// Hands the function above to `Preview.all`, which asks for a `Preview.Registration`.
                nonisolated private func __macro_local_15registerPreviewfMu_(_ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                    DataFlow.Preview.Registration.store({
                            __macro_local_11makePreviewfMu_()
                        }, into: value, ifTypeAt: type)
                }
                /// Registers the preview: a record of kind 'prev' in the binary's test content section.
                @section("swift5_tests") @used
                nonisolated private let __macro_local_13previewRecordfMu_: DataFlow.Preview.Record = (0x70726576 /* 'prev' */, 0, __macro_local_15registerPreviewfMu_, 0, 0)
                """)
    }

    /// A `@MainActor` function type is `Sendable` (SE-0434), and a global function's reference is
    /// inferred `Sendable` only in Swift 6 mode (SE-0418): handed on by name, the maker drew
    /// "converting non-Sendable function value to '@MainActor @Sendable () -> Preview' may introduce
    /// data races" from every `#Preview` of a Swift 5 file with `-strict-concurrency=complete`, the
    /// setting TCA's "Building SyncUps" tutorial turns on. A closure literal takes its isolation and
    /// sendability from the parameter.
    @Test func theAccessorHandsTheMakerOnInAClosureForSwift5Clients() {
        let expansion = MacroExpansion("#Preview { Hello() }", macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains(
                """
                    DataFlow.Preview.Registration.store({
                            __macro_local_11makePreviewfMu_()
                        }, into: value, ifTypeAt: type)
                """))
    }

    @Test func anUnnamedPreviewKeepsItsLineAndItsBodyStatements() {
        let expansion = MacroExpansion(
            """
            struct Hello {}

            #Preview {
                let name = "World"
                Hello(name: name)
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains(
                """
                    DataFlow.Preview(fileID: "App/ContentView.swift", line: 3) {
                        let name = "World"
                        Hello(name: name)
                    }
                """))
    }

    @Test func aBodyPassedByLabelIsPassedOn() {
        let expansion = MacroExpansion(#"#Preview("Made", body: makeView)"#, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains(
                #"DataFlow.Preview("Made", fileID: "App/ContentView.swift", line: 1, body: makeView)"#))
    }

    @Test func aPreviewInsideATypeIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            struct ContentView {
                #Preview { ContentView() }
            }
            """, macros: macros)
        #expect(
            expansion.messages == [
                "#Preview must be written at the top level of a file, not inside the struct ContentView: move it below the closing brace, e.g. `#Preview { ContentView() }`."
            ])
    }

    @Test func aPreviewInsideAFunctionOrAnExtensionIsRefusedInWords() {
        let inFunction = MacroExpansion("func makeViews() {\n    #Preview { Hello() }\n}", macros: macros)
        #expect(inFunction.messages.first?.contains("not inside the function makeViews") == true)
        let inExtension = MacroExpansion("extension Hello {\n    #Preview { Hello() }\n}", macros: macros)
        #expect(inExtension.messages.first?.contains("not inside an extension of Hello") == true)
    }

    @Test func anArgumentThatIsNeitherANameNorTraitsNorABodyIsRefusedInWords() {
        let expansion = MacroExpansion(#"#Preview("A", layout: .landscapeLeft) { Hello() }"#, macros: macros)
        #expect(
            expansion.diagnostics == [
                "1:15: #Preview takes an optional name, optional traits and a body closure; `layout: .landscapeLeft` is none of these. Write `#Preview(\"Name\") { ContentView() }` or `#Preview(\"Name\", traits: .sizeThatFitsLayout) { ContentView() }`."
            ])
    }

    /// SwiftUI's `#Preview(_:traits:_:body:)`: the traits, the labelled one and those after it, are
    /// passed on to the preview in order (DeveloperToolsSupport's `Preview` documentation).
    @Test func traitsArePassedOnToThePreview() {
        let expansion = MacroExpansion(
            #"#Preview("Grid", traits: .sizeThatFitsLayout, .modifier(SampleData())) { Hello() }"#, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains(
                #"DataFlow.Preview("Grid", traits: .sizeThatFitsLayout, .modifier(SampleData()), fileID: "App/ContentView.swift", line: 1) {"#
            ), "\(expansion.expandedSource)")
    }

    @Test func aPreviewWithoutABodyIsRefusedInWords() {
        let expansion = MacroExpansion(#"#Preview("Empty")"#, macros: macros)
        #expect(
            expansion.diagnostics == [
                "1:1: #Preview needs a body that makes the view to preview: `#Preview { ContentView() }`."
            ])
    }
}

/// `@Previewable` declarations become the properties of a view `#Preview` generates.
@Suite struct PreviewableExpansionTests {
    let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    @Test func previewablePropertiesMoveIntoAGeneratedView() {
        let expansion = MacroExpansion(
            """
            #Preview("Genre") {
                @Previewable @State var genre = "Action"
                GenrePicker(genre: $genre)
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.hasPrefix(
                """
                /// The view the preview shows: its `@Previewable` declarations are this view's properties.
                private struct __macro_local_14PreviewContentfMu_: DataFlow._PreviewContent {
                    @State var genre = "Action"

                    var body: some DataFlow.View {
                        GenrePicker(genre: $genre)
                    }
                }
                /// Makes the preview: what Xcode's canvas would show, and what `ViewHost(preview:)` mounts.
                @MainActor private func __macro_local_11makePreviewfMu_() -> DataFlow.Preview {
                    DataFlow.Preview("Genre", fileID: "App/ContentView.swift", line: 1) {
                        __macro_local_14PreviewContentfMu_()
                    }
                }
                """))
    }

    @Test func previewableOutsideAPreviewIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            struct Settings {
                @Previewable @State var isOn = true
            }
            """, macros: macros)
        #expect(
            expansion.messages == [
                "@Previewable marks a property declared at the top of a #Preview body, e.g. `#Preview { @Previewable @State var isOn = true; Toggle(\"On\", isOn: $isOn) }`; elsewhere, declare the property in a view."
            ])
    }

    @Test func aBodyWithoutPreviewableKeepsItsClosure() {
        let expansion = MacroExpansion("#Preview { @State var unmarked = 1\nText(\"\\(unmarked)\") }", macros: macros)
        #expect(!expansion.expandedSource.contains("PreviewContent"))
    }
}
