// Hidden checks for nav-quiz (Chapters/06-Navigation/Exercises/RecipeBox.swift).
// They use the box as a user would (the sheet, the alert's buttons, the stack's links and the pushed
// detail's screen) and run the reducer in exhaustive TestStores: the alert's confirmation and its
// cancellation, and a pushed detail that deletes its recipe and pops itself.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-quiz: Quiz: a recipe box with a sheet, an alert and a stack")
struct RecipeBoxChecks {
    private let recipes: IdentifiedArrayOf<Recipe> = [
        Recipe(id: UUID(100), name: "Pancakes"), Recipe(id: UUID(101), name: "Risotto"),
    ]

    /// The alert the task describes.
    private var clearAlert: AlertState<RecipeBoxFeature.Action.Alert> {
        AlertState {
            TextState("Delete all recipes?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmClear) {
                TextState("Delete all")
            }
            ButtonState(role: .cancel) {
                TextState("Cancel")
            }
        }
    }

    private func makeHost() -> (ViewHost, StoreOf<RecipeBoxFeature>) {
        let store = Store(initialState: RecipeBoxFeature.State(recipes: recipes)) {
            RecipeBoxFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(RecipeBoxView(store: store)), store)
    }

    /// Lets the store's effects run until `condition` holds, or until none is left that could make it
    /// hold: a wait on what the runtime knows (`OutsideWork`), never on a clock, so a busy machine
    /// cannot fail a correct solution.
    private func settle(
        _ host: ViewHost, on work: OutsideWork, until condition: @MainActor () -> Bool
    ) async {
        _ = await work.wait(until: condition, settle: { host.settle() })
    }

    /// The screen the stack shows for the top pushed element.
    private func topDetail(of store: StoreOf<RecipeBoxFeature>) throws -> ViewHost {
        let id = try #require(store.path.ids.last, Comment(en: "Nothing is on the path.", ko: "path에 아무것도 없습니다."))
        let detail = try #require(
            store.scope(state: \.path, action: \.path).scope(state: \.[id: id], action: \.[id: id]))
        return ViewHost(RecipeDetailView(store: detail))
    }

    /// ko: "plus"는 레시피 추가 시트를 열고, 이름과 Save는 레시피를 목록에 넣고 시트를 닫습니다
    @Test("\"plus\" opens the add-recipe sheet; a name and Save list the recipe and close the sheet")
    func addThroughTheSheet() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try #require(
            host.isPresentingSheet && host.contains(.textField("Name")),
            Comment(
                en:
                    "\"plus\" sends addButtonTapped, which should present the sheet: `state.destination = .addRecipe(...)`. destination is \(String(describing: store.destination)); the screen shows:\n\(host.render())",
                ko:
                    "\"plus\"는 addButtonTapped를 보내고, 이 액션은 시트를 띄워야 합니다: `state.destination = .addRecipe(...)`. destination이 \(String(describing: store.destination))입니다. 화면:\n\(host.render())"
            )
        )
        try host.type("Soup", into: .textField("Name"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { store.destination == nil }
        #expect(
            store.recipes.map(\.name) == ["Pancakes", "Risotto", "Soup"],
            Comment(
                en:
                    "After Save the box should hold [\"Pancakes\", \"Risotto\", \"Soup\"], but recipes is \(store.recipes.map(\.name)). The sheet sends `.delegate(.saveRecipe(recipe))`, which arrives as `.destination(.presented(.addRecipe(.delegate(.saveRecipe(recipe)))))` once `.ifLet(\\.$destination, action: \\.destination)` runs the destination.",
                ko:
                    "Save 뒤에는 레시피 상자에 [\"Pancakes\", \"Risotto\", \"Soup\"]이 있어야 하는데 recipes가 \(store.recipes.map(\.name))입니다. 시트는 `.delegate(.saveRecipe(recipe))`를 보내고, `.ifLet(\\.$destination, action: \\.destination)`이 목적지를 실행하면 이 액션은 `.destination(.presented(.addRecipe(.delegate(.saveRecipe(recipe)))))`로 도착합니다."
            )
        )
        #expect(
            store.destination == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "Save should close the sheet (destination back to nil), but destination is \(String(describing: store.destination)).",
                ko:
                    "Save는 시트를 닫아야 합니다(destination이 nil로). 그런데 destination이 \(String(describing: store.destination))입니다."
            )
        )
    }

    /// ko: 레시피 추가 시트에 이름을 입력한 뒤 "Cancel"을 누르면 아무것도 추가하지 않고 시트를 닫습니다
    @Test("a name typed in the add-recipe sheet, then \"Cancel\", adds nothing and closes the sheet")
    func cancelTheSheet() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Soup", into: .textField("Name"))
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { store.destination == nil }
        #expect(
            store.recipes.map(\.name) == ["Pancakes", "Risotto"],
            Comment(
                en:
                    "\"Cancel\" on the add-recipe sheet should add nothing, but recipes is \(store.recipes.map(\.name)). Only the sheet's `.delegate(.saveRecipe(recipe))`, sent by Save, may add a recipe; Cancel only closes the sheet (`await self.dismiss()`).",
                ko:
                    "레시피 추가 시트의 \"Cancel\"은 아무것도 추가하지 않아야 하는데, recipes가 \(store.recipes.map(\.name))입니다. 레시피는 Save가 보내는 시트의 `.delegate(.saveRecipe(recipe))`로만 추가되어야 하고, Cancel은 시트를 닫기만 합니다(`await self.dismiss()`)."
            ))
        #expect(
            store.destination == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "\"Cancel\" should close the sheet (destination back to nil), but destination is \(String(describing: store.destination)).",
                ko:
                    "\"Cancel\"은 시트를 닫아야 합니다(destination이 nil로). 그런데 destination이 \(String(describing: store.destination))입니다."
            ))
    }

    /// ko: "Clear"는 "Delete all recipes?"를 보여 주고 아직 아무것도 지우지 않습니다
    @Test("\"Clear\" shows \"Delete all recipes?\" and deletes nothing yet")
    func clearAsksFirst() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear"))
        #expect(
            store.recipes.count == 2,
            Comment(
                en:
                    "\"Clear\" (clearButtonTapped) should only ask; the box already holds \(store.recipes.map(\.name)).",
                ko: "\"Clear\"(clearButtonTapped)는 묻기만 해야 하는데, 레시피 상자가 벌써 \(store.recipes.map(\.name))(으)로 바뀌었습니다."))
        #expect(
            host.isPresentingAlert && host.presentedAlert?.label == "Delete all recipes?",
            Comment(
                en:
                    "\"Clear\" should show the alert \"Delete all recipes?\" (`state.destination = .alert(...)`). destination is \(String(describing: store.destination)); the screen shows:\n\(host.render())",
                ko:
                    "\"Clear\"는 \"Delete all recipes?\" 알림창을 보여 줘야 합니다(`state.destination = .alert(...)`). destination이 \(String(describing: store.destination))입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 알림창의 "Delete all"은 상자를 비우고 알림창을 닫습니다
    @Test("the alert's \"Delete all\" empties the box and closes the alert")
    func confirmDeletesAll() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear"))
        try #require(
            host.isPresentingAlert,
            Comment(
                en:
                    "\"Clear\" (clearButtonTapped) should show the alert; destination is \(String(describing: store.destination)).",
                ko:
                    "\"Clear\"(clearButtonTapped)는 알림창을 보여 줘야 하는데 destination이 \(String(describing: store.destination))입니다."
            )
        )
        try host.tap(.button("Delete all"))
        #expect(
            store.recipes.isEmpty,
            Comment(
                en:
                    "\"Delete all\" sends `.destination(.presented(.alert(.confirmClear)))`, which should empty recipes; it holds \(store.recipes.map(\.name)).",
                ko:
                    "\"Delete all\"은 `.destination(.presented(.alert(.confirmClear)))`를 보내고, 이 액션은 recipes를 비워야 하는데 recipes가 \(store.recipes.map(\.name))입니다."
            )
        )
        #expect(
            !host.isPresentingAlert && store.destination == nil,
            Comment(
                en:
                    "After \"Delete all\" the alert should close: `.ifLet(\\.$destination, action: \\.destination)` clears an alert after any of its buttons. destination is \(String(describing: store.destination)).",
                ko:
                    "\"Delete all\" 뒤에는 알림창이 닫혀야 합니다. `.ifLet(\\.$destination, action: \\.destination)`은 알림창의 어느 버튼을 누르든 알림창을 지웁니다. destination이 \(String(describing: store.destination))입니다."
            )
        )
    }

    /// ko: 알림창의 "Cancel"은 레시피를 모두 남기고 알림창을 닫습니다
    @Test("the alert's \"Cancel\" keeps every recipe and closes the alert")
    func cancelKeeps() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear"))
        try #require(
            host.isPresentingAlert,
            Comment(
                en:
                    "\"Clear\" (clearButtonTapped) should show the alert; destination is \(String(describing: store.destination)).",
                ko:
                    "\"Clear\"(clearButtonTapped)는 알림창을 보여 줘야 하는데 destination이 \(String(describing: store.destination))입니다."
            )
        )
        let cancelAction = store.destination?.alert?.buttons.first { $0.role == .cancel }?.action.action
        try host.tap(.button("Cancel"))
        #expect(
            store.recipes.map(\.name) == ["Pancakes", "Risotto"],
            cancelAction != nil
                ? Comment(
                    en:
                        "\"Cancel\" deleted the recipes: the alert's Cancel button carries the action `.\(cancelAction!)`, the one that deletes. A cancel button has no action (`ButtonState(role: .cancel) { TextState(\"Cancel\") }`): tapping it only closes the alert.",
                    ko:
                        "\"Cancel\"이 레시피를 지웠습니다. 알림창의 Cancel 버튼이 지우는 액션 `.\(cancelAction!)`을 가지고 있습니다. 취소 버튼에는 액션이 없습니다(`ButtonState(role: .cancel) { TextState(\"Cancel\") }`). 누르면 알림창을 닫기만 합니다."
                )
                : Comment(
                    en:
                        "\"Cancel\" should delete nothing, but recipes holds \(store.recipes.map(\.name)). Only `.confirmClear` deletes; Cancel has no action and arrives as `.destination(.dismiss)`, which a bare `case .destination:` also matches.",
                    ko:
                        "\"Cancel\"은 아무것도 지우지 않아야 하는데 recipes가 \(store.recipes.map(\.name))입니다. `.confirmClear`만 지웁니다. Cancel에는 액션이 없어서 `.destination(.dismiss)`로 도착하고, 그냥 `case .destination:`도 이것과 맞습니다."
                ))
        #expect(
            !host.isPresentingAlert && store.destination == nil,
            Comment(
                en: "\"Cancel\" should close the alert; destination is \(String(describing: store.destination)).",
                ko: "\"Cancel\"은 알림창을 닫아야 하는데 destination이 \(String(describing: store.destination))입니다."))
    }

    /// ko: TestStore: "Clear"는 과제가 설명한 바로 그 알림창을 띄우고, 확인하면 지우며, 닫으면 다른 것은 바꾸지 않습니다
    @Test(
        "TestStore: \"Clear\" presents exactly the alert the task describes; its confirmation deletes, its dismissal changes nothing else"
    )
    func alertInATestStore() async {
        let presented = await IssueReporter.capturing {
            let store = TestStore(initialState: RecipeBoxFeature.State(recipes: recipes)) { RecipeBoxFeature() }
            await store.send(.clearButtonTapped) {
                $0.destination = .alert(self.clearAlert)
            }
        }
        #expect(
            presented.isEmpty,
            Comment(
                en:
                    "clearButtonTapped should set destination to the alert \"Delete all recipes?\" with a destructive \"Delete all\" (action .confirmClear) and a \"Cancel\" without an action, and change nothing else. The TestStore said:\n\(presented.joined(separator: "\n\n"))",
                ko:
                    "clearButtonTapped는 destination을 \"Delete all recipes?\" 알림창으로 설정해야 합니다. 이 알림창에는 파괴적인 \"Delete all\"(액션 .confirmClear)과 액션이 없는 \"Cancel\"이 있고, 그 밖에는 아무것도 바뀌지 않아야 합니다. TestStore의 보고:\n\(presented.joined(separator: "\n\n"))"
            )
        )
        let confirmed = await IssueReporter.capturing {
            let store = TestStore(
                initialState: RecipeBoxFeature.State(destination: .alert(clearAlert), recipes: recipes)
            ) { RecipeBoxFeature() }
            await store.send(.destination(.presented(.alert(.confirmClear)))) {
                $0.destination = nil
                $0.recipes = []
            }
        }
        #expect(
            confirmed.isEmpty,
            Comment(
                en:
                    "With the alert showing, `.destination(.presented(.alert(.confirmClear)))` should empty recipes and close the alert (destination nil, which `.ifLet(\\.$destination, action: \\.destination)` does). The TestStore said:\n\(confirmed.joined(separator: "\n\n"))",
                ko:
                    "알림창이 떠 있을 때 `.destination(.presented(.alert(.confirmClear)))`는 recipes를 비우고 알림창을 닫아야 합니다(destination이 nil로. `.ifLet(\\.$destination, action: \\.destination)`이 해 줍니다). TestStore의 보고:\n\(confirmed.joined(separator: "\n\n"))"
            )
        )
        let cancelled = await IssueReporter.capturing {
            let store = TestStore(
                initialState: RecipeBoxFeature.State(destination: .alert(clearAlert), recipes: recipes)
            ) { RecipeBoxFeature() }
            await store.send(.destination(.dismiss)) {
                $0.destination = nil
            }
        }
        #expect(
            cancelled.isEmpty,
            Comment(
                en:
                    "With the alert showing, Cancel sends `.destination(.dismiss)`: it should close the alert (destination nil) and keep every recipe. The TestStore said:\n\(cancelled.joined(separator: "\n\n"))",
                ko:
                    "알림창이 떠 있을 때 Cancel은 `.destination(.dismiss)`를 보냅니다. 이 액션은 알림창을 닫고(destination이 nil로) 레시피를 모두 남겨야 합니다. TestStore의 보고:\n\(cancelled.joined(separator: "\n\n"))"
            )
        )
    }

    /// ko: 레시피의 링크는 상세 화면을 푸시하고, 거기서 "Delete"는 그 레시피를 지우고 상세 화면을 팝합니다
    @Test("a recipe's link pushes its detail; \"Delete\" there removes that recipe and pops the detail")
    func deleteFromTheDetail() async throws {
        let (host, store) = makeHost()
        try host.follow(.link("Risotto"))
        try #require(
            store.path.count == 1,
            Comment(
                en:
                    "Following the link \"Risotto\" sends `.path(.push(...))`, which should push its detail; the path holds \(store.path.count) screen(s). Pushes happen only when `.forEach(\\.path, action: \\.path) { RecipeDetailFeature() }` runs the stack.",
                ko:
                    "\"Risotto\" 링크를 따라가면 `.path(.push(...))`가 전달되고, 이 액션은 그 상세 화면을 푸시해야 하는데 path에 화면이 \(store.path.count)개 있습니다. 푸시는 `.forEach(\\.path, action: \\.path) { RecipeDetailFeature() }`가 스택을 실행할 때만 일어납니다."
            )
        )
        let detail = try topDetail(of: store)
        try detail.tap(.button("Delete"))
        await settle(host, on: store.outsideWork) { store.path.isEmpty && store.recipes.count == 1 }
        #expect(
            store.recipes.map(\.name) == ["Pancakes"],
            Comment(
                en:
                    "\"Delete\" on \"Risotto\" should leave [\"Pancakes\"], but recipes holds \(store.recipes.map(\.name)). The detail sends `.delegate(.deleteRecipe(id))`, which the box reads as `.path(.element(id:action:))`.",
                ko:
                    "\"Risotto\"에서 \"Delete\"를 누르면 [\"Pancakes\"]만 남아야 하는데 recipes가 \(store.recipes.map(\.name))입니다. 상세 화면은 `.delegate(.deleteRecipe(id))`를 보내고, 레시피 상자는 이것을 `.path(.element(id:action:))`로 읽습니다."
            )
        )
        #expect(
            store.path.isEmpty && host.pushedScreenCount == 0,
            Comment(
                en:
                    "\"Delete\" should pop the detail (RecipeDetailFeature calls `dismiss()` after its delegate action), but \(store.path.count) screen(s) are still pushed.",
                ko:
                    "\"Delete\"는 상세 화면을 팝해야 하는데(RecipeDetailFeature는 델리게이트 액션 뒤에 `dismiss()`를 호출합니다), 아직 화면 \(store.path.count)개가 푸시되어 있습니다."
            )
        )
    }

    /// ko: TestStore: 상세 화면의 델리게이트 액션이 레시피를 지우고, 그다음 상세 화면이 스스로 팝합니다
    @Test("TestStore: the detail's delegate action removes the recipe, then the detail pops itself")
    func deleteInATestStore() async {
        let said = await IssueReporter.capturing {
            let store = TestStore(initialState: RecipeBoxFeature.State(recipes: recipes)) { RecipeBoxFeature() }
            await store.send(.path(.push(id: 0, state: RecipeDetailFeature.State(recipe: recipes[1])))) {
                $0.path[id: 0] = RecipeDetailFeature.State(recipe: self.recipes[1])
            }
            await store.send(.path(.element(id: 0, action: .deleteButtonTapped)))
            await store.receive(\.path[id: 0].delegate.deleteRecipe, UUID(101)) {
                $0.recipes = [self.recipes[0]]
            }
            await store.receive(\.path.popFrom, 0) {
                $0.path = StackState()
            }
        }
        #expect(
            said.isEmpty,
            Comment(
                en:
                    "A TestStore of RecipeBoxFeature pushed \"Risotto\" and sent its deleteButtonTapped. It expected the detail to send `.delegate(.deleteRecipe(id))` (the box then removes \"Risotto\" from recipes), then to pop itself with `dismiss()` (`.path(.popFrom(id:))`), in that order: once a screen is popped its effects are cancelled. The TestStore said:\n\(said.joined(separator: "\n\n"))",
                ko:
                    "RecipeBoxFeature의 TestStore가 \"Risotto\"를 푸시하고 그 화면의 deleteButtonTapped를 보냈습니다. 상세 화면이 먼저 `.delegate(.deleteRecipe(id))`를 보내고(그러면 레시피 상자가 recipes에서 \"Risotto\"를 지웁니다), 그다음 `dismiss()`로 스스로 팝하기를(`.path(.popFrom(id:))`) 기대했습니다. 순서가 중요합니다. 화면이 팝되면 그 화면의 이펙트는 취소됩니다. TestStore의 보고:\n\(said.joined(separator: "\n\n"))"
            )
        )
    }
}
