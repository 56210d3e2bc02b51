// The compiler plugin holding DataFlow's macros. The compiler starts it with
// `-load-plugin-executable <path>#DataFlowMacros` (SwiftPM passes that flag to every target that
// depends on DataFlow, the checker passes it to every exercise) and asks it to expand each use.
import MacroPluginHost

MacroPluginHost.serve([PreviewMacro.self])
