// The compiler plugin holding Composable's macros (@Reducer, @ObservableState, @Presents,
// @CasePathable, @DependencyClient, @ViewAction). The compiler starts it with
// `-load-plugin-executable <path>#ComposableMacros` and asks it to expand each use; the
// expansions themselves live in ComposableMacroExpansions, a library the tests can import.
import ComposableMacroExpansions
import MacroPluginHost

MacroPluginHost.serve([
    ReducerMacro.self,
    CasePathableMacro.self,
    ObservableStateMacro.self,
    PresentsMacro.self,
    DependencyClientMacro.self,
    ReducerCaseMarkerMacro.self,
    ViewActionMacro.self,
])
