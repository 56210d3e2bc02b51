// Hidden checks for env-update-and-dismiss (Chapters/04-Environment/Exercises/AccountHome.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-update-and-dismiss: Update the store and dismiss")
struct AccountHomeChecks {
    /// ko: Save는 새 이름을 기록하고 홈 화면으로 돌아가며, 홈 화면은 그 이름으로 인사합니다
    @Test("Save writes the new name and goes back to the home screen, which greets it")
    func saveUpdatesAndDismisses() throws {
        let host = ViewHost(AccountHome())
        try host.tap(.link("Rename"))
        try host.type("Ann", into: .textField("New name"))

        try host.tap(.button("Save"))

        #expect(
            host.pushedScreenCount == 0,
            Comment(
                en:
                    "After Save the rename screen should be dismissed (presentationMode.wrappedValue.dismiss()). The screen shows:\n\(host.render())",
                ko: "Save 뒤에는 이름 바꾸기 화면이 닫혀야 합니다(presentationMode.wrappedValue.dismiss()). 화면:\n\(host.render())")
        )
        #expect(
            host.texts.contains("Hello, Ann"),
            Comment(
                en:
                    "After Save the home screen should greet \"Hello, Ann\": Save must write the AccountStore from the environment. The screen shows:\n\(host.render())",
                ko: "Save 뒤에 홈 화면은 \"Hello, Ann\"으로 인사해야 합니다. Save는 환경의 AccountStore에 기록해야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: Cancel은 이름을 바꾸지 않고 돌아갑니다
    @Test("Cancel goes back without changing the name")
    func cancelDismissesOnly() throws {
        let host = ViewHost(AccountHome())
        try host.tap(.link("Rename"))
        try host.type("Bo", into: .textField("New name"))

        try host.tap(.button("Cancel"))

        #expect(
            host.pushedScreenCount == 0,
            Comment(
                en: "After Cancel the rename screen should be dismissed. The screen shows:\n\(host.render())",
                ko: "Cancel 뒤에는 이름 바꾸기 화면이 닫혀야 합니다. 화면:\n\(host.render())"))
        #expect(
            host.texts.contains("Hello, Guest"),
            Comment(
                en:
                    "Cancel must not save: the home screen should still say \"Hello, Guest\". The screen shows:\n\(host.render())",
                ko: "Cancel은 저장하지 않아야 합니다. 홈 화면은 여전히 \"Hello, Guest\"여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 이름을 두 번 바꾸면 마지막 이름이 남습니다
    @Test("renaming twice keeps the latest name")
    func renameTwice() throws {
        let host = ViewHost(AccountHome())
        for name in ["Ann", "Cy"] {
            try host.tap(.link("Rename"))
            try host.type(name, into: .textField("New name"))
            try host.tap(.button("Save"))
        }

        #expect(
            host.texts.contains("Hello, Cy"),
            Comment(
                en:
                    "Renamed to Ann, then to Cy: the home screen should say \"Hello, Cy\". The screen shows:\n\(host.render())",
                ko: "이름을 Ann으로, 다음에 Cy로 바꿨으니 홈 화면은 \"Hello, Cy\"여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 저장한 이름은 AccountHome의 부모가 body를 다시 실행해도 남습니다
    @Test("a saved name survives AccountHome's parent running its body again")
    func nameSurvivesTheParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.link("Rename"))
        try host.type("Ann", into: .textField("New name"))
        try host.tap(.button("Save"))
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Hello, Ann"),
            Comment(
                en:
                    "After the name was saved as Ann, AccountHome's parent ran its body again, making a new AccountHome value. The home screen should still greet \"Hello, Ann\": AccountHome creates the AccountStore, so it must own it with @StateObject and provide that one to the rename screen. The screen shows:\n\(host.render())",
                ko:
                    "이름을 Ann으로 저장한 뒤 AccountHome의 부모가 body를 다시 실행해 새 AccountHome 값을 만들었습니다. 홈 화면은 여전히 \"Hello, Ann\"으로 인사해야 합니다. AccountStore를 만드는 것은 AccountHome이므로 @StateObject로 소유하고, 바로 그 객체를 이름 바꾸기 화면에 제공해야 합니다. 화면:\n\(host.render())"
            )
        )
    }
}

/// A parent that makes a new AccountHome value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            AccountHome()
        }
    }
}
