// The compiler plugin holding DataFlow's macros. The compiler starts it with
// `-load-plugin-executable <path>#DataFlowMacros` (SwiftPM passes that flag to every target that
// depends on DataFlow, the checker passes it to every exercise) and asks it to expand each use.
// The macros themselves live in DataFlowMacroExpansions, a library the tests can import.
import DataFlowMacroExpansions
import MacroPluginHost

MacroPluginHost.serve([
    PreviewMacro.self, PreviewableMacro.self, DemoMacro.self, EntryMacro.self, ModelMacro.self,
    ModelPropertyMarkerMacro.self, PersistedPropertyMacro.self, ModelSchemaMarkerMacro.self,
])
