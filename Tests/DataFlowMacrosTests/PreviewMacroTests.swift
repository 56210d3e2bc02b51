import Testing
@testable import DataFlowMacroExpansions

/// `#Preview` expands into a preview maker, an accessor and a test content record, and refuses,
/// in words, the forms it cannot register.
@Suite struct PreviewMacroTests {
    let macros = ["Preview": PreviewMacro.self]

    @Test func aNamedPreviewExpandsIntoAMakerAnAccessorAndARecord() {
        let expansion = MacroExpansion("""
            #Preview("Greeting") {
                Hello()
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(expansion.expandedSource == """
            @MainActor private func __macro_local_11makePreviewfMu_() -> DataFlow.Preview {
                DataFlow.Preview("Greeting", fileID: "App/ContentView.swift", line: 1) {
                    Hello()
                }
            }
            private func __macro_local_15registerPreviewfMu_(_ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                DataFlow.Preview.Registration.store(__macro_local_11makePreviewfMu_, into: value, ifTypeAt: type)
            }
            @section("swift5_tests") @used
            private let __macro_local_13previewRecordfMu_: DataFlow.Preview.Record = (0x70726576 /* 'prev' */, 0, __macro_local_15registerPreviewfMu_, 0, 0)
            """)
    }

    @Test func anUnnamedPreviewKeepsItsLineAndItsBodyStatements() {
        let expansion = MacroExpansion("""
            struct Hello {}

            #Preview {
                let name = "World"
                Hello(name: name)
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(expansion.expandedSource.contains("""
                DataFlow.Preview(fileID: "App/ContentView.swift", line: 3) {
                    let name = "World"
                    Hello(name: name)
                }
            """))
    }

    @Test func aBodyPassedByLabelIsPassedOn() {
        let expansion = MacroExpansion(#"#Preview("Made", body: makeView)"#, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(expansion.expandedSource.contains(#"DataFlow.Preview("Made", fileID: "App/ContentView.swift", line: 1, body: makeView)"#))
    }

    @Test func aPreviewInsideATypeIsRefusedInWords() {
        let expansion = MacroExpansion("""
            struct ContentView {
                #Preview { ContentView() }
            }
            """, macros: macros)
        #expect(expansion.messages == [
            "#Preview must be written at the top level of a file, not inside the struct ContentView: move it below the closing brace, e.g. `#Preview { ContentView() }`.",
        ])
    }

    @Test func anArgumentThatIsNeitherANameNorABodyIsRefusedInWords() {
        let expansion = MacroExpansion(#"#Preview("A", traits: .landscapeLeft) { Hello() }"#, macros: macros)
        #expect(expansion.diagnostics == [
            "1:15: #Preview takes an optional name and a body closure; `traits: .landscapeLeft` is neither. Write `#Preview(\"Name\") { ContentView() }`.",
        ])
    }

    @Test func aPreviewWithoutABodyIsRefusedInWords() {
        let expansion = MacroExpansion(#"#Preview("Empty")"#, macros: macros)
        #expect(expansion.diagnostics == [
            "1:1: #Preview needs a body that makes the view to preview: `#Preview { ContentView() }`.",
        ])
    }
}
