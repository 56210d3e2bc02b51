// Exercise nav-quiz: Quiz: a recipe box with a sheet, an alert and a stack (all of chapter 6 at once)
//
// Task: a box of recipes. "plus" opens a sheet to add one, "Clear" asks before deleting them all,
// and tapping a recipe pushes its detail, whose "Delete" removes it. The types and the views are
// written; make the reducers work:
// - RecipeBoxFeature presents one thing at a time through `destination` (`@Reducer enum
//   Destination`, declared below): "plus" sets `.addRecipe(...)` (the id from `@Dependency(\.uuid)`)
//   and the recipe is added when `.delegate(.saveRecipe(recipe))` arrives; "Clear" sets `.alert(...)`:
//   title "Delete all recipes?", a destructive "Delete all" button sending `.confirmClear`, and a
//   "Cancel" button with no action. Only `.confirmClear` deletes; the reducer runs the destination
//   with `.ifLet(\.$destination, action: \.destination)`;
// - the pushed details live in `path` (`StackState`), run with `.forEach(\.path, action: \.path)`;
// - RecipeDetailFeature's "Delete" tells the box (`.delegate(.deleteRecipe(id))`), which removes
//   the recipe, then pops itself with `@Dependency(\.dismiss)`.
//
// Done when: "plus", a name and Save lists the recipe and closes the sheet, while a name and
// "Cancel" adds nothing and closes it; "Clear" shows the
// alert and deletes nothing; "Delete all" empties the box, "Cancel" keeps every recipe, and both
// close the alert; a pushed detail's "Delete" removes its recipe and pops the detail.
//
// From: the whole of chapter 6 (TCA's tutorials "Multiple destinations" and "Navigation stacks").
// See Chapters/06-Navigation/README.md, sections 1 to 5.
//
// Run: swift run checker check nav-quiz
import Composable
import DataFlow
import Foundation

/// A recipe in the box.
struct Recipe: Equatable, Identifiable {
    let id: UUID
    var name: String
}

/// The add-recipe sheet: it edits a new recipe, hands it to the box and closes itself.
@Reducer
struct AddRecipeFeature {
    @ObservableState
    struct State: Equatable {
        var recipe: Recipe
    }

    enum Action {
        case cancelButtonTapped
        case delegate(Delegate)
        case saveButtonTapped
        case setName(String)

        @CasePathable
        enum Delegate: Equatable {
            case saveRecipe(Recipe)
        }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .cancelButtonTapped:
                return .run { _ in await self.dismiss() }
            case .delegate:
                return .none
            case .saveButtonTapped:
                return .run { [recipe = state.recipe] send in
                    await send(.delegate(.saveRecipe(recipe)))
                    await self.dismiss()
                }
            case let .setName(name):
                state.recipe.name = name
                return .none
            }
        }
    }
}

/// A pushed recipe: its name and a "Delete" button.
@Reducer
struct RecipeDetailFeature {
    @ObservableState
    struct State: Equatable {
        var recipe: Recipe
    }

    enum Action {
        case delegate(Delegate)
        case deleteButtonTapped

        @CasePathable
        enum Delegate: Equatable {
            case deleteRecipe(Recipe.ID)
        }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .delegate:
                return .none
            case .deleteButtonTapped:
                return .run { [id = state.recipe.id] send in
                    await send(.delegate(.deleteRecipe(id)))
                    await self.dismiss()
                }
            }
        }
    }
}

/// The box: its recipes, the one thing it presents, and the details pushed on top of it.
@Reducer
struct RecipeBoxFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        var path = StackState<RecipeDetailFeature.State>()
        var recipes: IdentifiedArrayOf<Recipe> = []
    }

    enum Action {
        case addButtonTapped
        case clearButtonTapped
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<RecipeDetailFeature>)

        @CasePathable
        enum Alert: Equatable {
            case confirmClear
        }
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .addRecipe(AddRecipeFeature.State(recipe: Recipe(id: uuid(), name: "")))
                return .none
            case .clearButtonTapped:
                state.destination = .alert(
                    AlertState {
                        TextState("Delete all recipes?")
                    } actions: {
                        ButtonState(role: .destructive, action: .confirmClear) {
                            TextState("Delete all")
                        }
                        ButtonState(role: .cancel) {
                            TextState("Cancel")
                        }
                    })
                return .none
            case let .destination(.presented(.addRecipe(.delegate(.saveRecipe(recipe))))):
                state.recipes.append(recipe)
                return .none
            case .destination(.presented(.alert(.confirmClear))):
                state.recipes.removeAll()
                return .none
            case .destination:
                return .none
            case let .path(.element(id: _, action: .delegate(.deleteRecipe(id)))):
                state.recipes.remove(id: id)
                return .none
            case .path:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path) {
            RecipeDetailFeature()
        }
    }
}

extension RecipeBoxFeature {
    /// What the box presents: the add-recipe sheet or the "Delete all recipes?" alert.
    @Reducer
    enum Destination {
        case addRecipe(AddRecipeFeature)
        case alert(AlertState<RecipeBoxFeature.Action.Alert>)
    }
}

extension RecipeBoxFeature.Destination.State: Equatable {}

/// The recipes in a stack driven by the store's path; "Clear" and "plus" in the toolbar.
struct RecipeBoxView: View {
    @Bindable var store: StoreOf<RecipeBoxFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                ForEach(store.recipes) { recipe in
                    NavigationLink(state: RecipeDetailFeature.State(recipe: recipe)) {
                        Text(recipe.name)
                    }
                }
            }
            .navigationTitle("Recipes")
            .toolbar {
                ToolbarItem {
                    Button("Clear") {
                        store.send(.clearButtonTapped)
                    }
                }
                ToolbarItem {
                    Button {
                        store.send(.addButtonTapped)
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        } destination: { detailStore in
            RecipeDetailView(store: detailStore)
        }
        .sheet(item: $store.scope(state: \.destination?.addRecipe, action: \.destination.addRecipe)) { addStore in
            NavigationStack {
                AddRecipeView(store: addStore)
            }
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    }
}

/// The add-recipe form.
struct AddRecipeView: View {
    @Bindable var store: StoreOf<AddRecipeFeature>

    var body: some View {
        Form {
            TextField("Name", text: $store.recipe.name.sending(\.setName))
            Button("Save") {
                store.send(.saveButtonTapped)
            }
        }
        .toolbar {
            ToolbarItem {
                Button("Cancel") {
                    store.send(.cancelButtonTapped)
                }
            }
        }
    }
}

/// The pushed detail: the recipe's name and "Delete".
struct RecipeDetailView: View {
    let store: StoreOf<RecipeDetailFeature>

    var body: some View {
        Form {
            Text(store.recipe.name)
            Button("Delete") {
                store.send(.deleteButtonTapped)
            }
        }
        .navigationTitle(store.recipe.name)
    }
}
