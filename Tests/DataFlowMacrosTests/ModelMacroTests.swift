import DataFlowMacroExpansions
import SwiftSyntaxMacros
import Testing

/// `@Model` (SwiftData's macro, DataFlow's stand-in): what it adds to a class, which properties
/// it observes, and what it refuses.
@Suite struct ModelMacroTests {
    let macros: [String: any Macro.Type] = [
        "Model": ModelMacro.self, "_PersistedProperty": PersistedPropertyMacro.self,
        "Relationship": ModelPropertyMarkerMacro.self,
    ]

    @Test func storedVarsAreObservedAndCascadedRelationshipsListed() {
        let expansion = MacroExpansion(
            """
            @Model
            final class Trip {
                var name: String
                let created: Date
                @Relationship(deleteRule: .cascade) var stops: [Stop] = []
                @ObservationIgnored var scratch = 0
                var summary: String { name }
                static var count = 0
                init(name: String) { self.name = name; created = .now }
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        let source = expansion.expandedSource
        // Stored `var`s get storage and observing accessors; `let`, ignored, computed and static ones do not.
        #expect(source.contains("private var _name: String"), "\(source)")
        #expect(source.contains("private var _stops: [Stop] = []"), "\(source)")
        #expect(!source.contains("_created"), "\(source)")
        #expect(!source.contains("_scratch"), "\(source)")
        #expect(!source.contains("_summary"), "\(source)")
        #expect(!source.contains("_count"), "\(source)")
        // A change made in place tells the model's context, as a change set whole does.
        #expect(source.contains("_$modelState.modelDidChange()"), "\(source)")
        #expect(source.contains("var _$cascadedModels: [Any] {\n        [self.stops]"), "\(source)")
        // The conformances (`Observable`, `PersistentModel`) come from the extension role, which the
        // compiler asks for with the protocols missing; this harness asks with none. SwiftDataStandInTests
        // compile and run models through the compiler.
    }

    @Test func aStructIsRefusedInWords() {
        let expansion = MacroExpansion("@Model struct Trip { var name: String }", macros: macros)
        #expect(
            expansion.messages.contains("'@Model' applies to a class, as in SwiftData: '@Model final class Trip { … }'")
        )
    }
}
