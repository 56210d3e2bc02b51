import SwiftSyntaxMacros
import Testing
@testable import DataFlowMacroExpansions

/// `#Demo` registers a course demo as `#Preview` registers a preview: a maker, an accessor and a
/// test content record of kind 'demo', so that `Demo.all` finds it with nothing listed by hand.
@Suite struct DemoMacroTests {
    let macros = ["Demo": DemoMacro.self]

    @Test func aDemoExpandsIntoAMakerAnAccessorAndARecord() {
        let expansion = MacroExpansion(
            """
            #Demo("counter", chapter: 1, title: "A counter") {
                DemoStory(CounterView(), steps: [.tap(.button("+"))])
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource == """
                /// Makes the demo: what `checker demo` runs and `checker graph` draws.
                @MainActor private func __macro_local_8makeDemofMu_() -> DataFlow.Demo {
                    DataFlow.Demo("counter", chapter: 1, title: "A counter", fileID: "App/ContentView.swift", line: 1, story: {
                        DemoStory(CounterView(), steps: [.tap(.button("+"))])
                    })
                }
                /// Hands the function above to `Demo.all`, which asks for a `Demo.Registration`.
                nonisolated private func __macro_local_12registerDemofMu_(_ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                    DataFlow.Demo.Registration.store(__macro_local_8makeDemofMu_, into: value, ifTypeAt: type)
                }
                /// Registers the demo: a record of kind 'demo' in the binary's test content section.
                @section("swift5_tests") @used
                nonisolated private let __macro_local_10demoRecordfMu_: DataFlow.Demo.Record = (0x64656d6f /* 'demo' */, 0, __macro_local_12registerDemofMu_, 0, 0)
                """)
    }

    @Test func aStoryPassedByLabelIsPassedOn() {
        let expansion = MacroExpansion(#"#Demo("x", chapter: 2, title: "t", story: { makeStory() })"#, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains(
                #"DataFlow.Demo("x", chapter: 2, title: "t", fileID: "App/ContentView.swift", line: 1, story: {"#))
    }

    @Test func aDemoInsideATypeOrWithoutAStoryIsRefusedInWords() {
        let inside = MacroExpansion(
            """
            struct Demos {
                #Demo("x", chapter: 1, title: "t") { DemoStory(V(), steps: []) }
            }
            """, macros: macros)
        #expect(
            inside.diagnostics == [
                "1:6: #Demo declares a demo: write it at the top level of a file, outside any type or function."
            ])
        let storyless = MacroExpansion(#"#Demo("x", chapter: 1, title: "t")"#, macros: macros)
        #expect(
            storyless.diagnostics == [
                "1:1: #Demo needs its story: a trailing closure returning DemoStory(SomeView(), steps: [...])."
            ])
    }
}
