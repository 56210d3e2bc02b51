// Hidden checks for env-quiz (Chapters/04-Environment/Exercises/FlicksApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-quiz: Quiz: Fave Flicks' profile, from the environment")
struct FlicksAppChecks {
    /// Opens the editor, types `name` into its field (replacing what is there) and taps `button`.
    private func edit(_ host: ViewHost, typing name: String, then button: String) throws -> Bool {
        try host.tap(.button("Edit profile"))
        guard host.isPresentingSheet, host.contains(.textField("Name")) else {
            Issue.record(
                Comment(
                    en:
                        "\"Edit profile\" should present ProfileEditor on a sheet, with a TextField \"Name\". The screen shows:\n\(host.render())",
                    ko: "\"Edit profile\"은 TextField \"Name\"이 있는 ProfileEditor를 시트로 띄워야 합니다. 화면:\n\(host.render())")
            )
            return false
        }
        try host.clearText(in: .textField("Name"))
        try host.type(name, into: .textField("Name"))
        try host.tap(.button(button))
        return true
    }

    /// ko: 세 단계 아래의 GreetingBanner는 FlicksApp의 인사말과 FlicksUser의 이름으로 인사합니다
    @Test("GreetingBanner, three levels down, greets with FlicksApp's greeting and the FlicksUser's name")
    func bannerReadsTheEnvironment() throws {
        for greeting in ["Welcome", "Hi"] {
            let host = ViewHost(FlicksApp(greeting: greeting))
            #expect(
                host.texts.contains("\(greeting), Guest!"),
                Comment(
                    en:
                        "FlicksApp(greeting: \"\(greeting)\") should show \"\(greeting), Guest!\": GreetingBanner reads `greeting` with @Environment(\\.greeting), which FlicksApp sets with .environment(\\.greeting, greeting) above everything it shows (a value set on a view reaches only that view and what is inside it, never a view beside it), and the name from the FlicksUser with @EnvironmentObject. The screen shows:\n\(host.render())",
                    ko:
                        "FlicksApp(greeting: \"\(greeting)\")은 \"\(greeting), Guest!\"를 보여야 합니다. GreetingBanner는 `greeting`을 @Environment(\\.greeting)으로 읽고, FlicksApp은 자신이 보여 주는 모든 것의 위에서 .environment(\\.greeting, greeting)으로 그 값을 설정합니다(어떤 뷰에 설정한 값은 그 뷰와 그 안의 뷰에만 닿고, 옆의 뷰에는 닿지 않습니다). 이름은 FlicksUser에서 @EnvironmentObject로 읽습니다. 화면:\n\(host.render())"
                )
            )
        }
        let host = ViewHost(FlicksApp())
        #expect(
            host.texts.contains("Hello, Guest!"),
            Comment(
                en:
                    "FlicksApp() should show \"Hello, Guest!\": GreetingKey's default value is \"Hello\". The screen shows:\n\(host.render())",
                ko: "FlicksApp()은 \"Hello, Guest!\"를 보여야 합니다. GreetingKey의 기본값은 \"Hello\"입니다. 화면:\n\(host.render())")
        )
    }

    /// ko: Save는 공유하는 FlicksUser에 이름을 기록하고 편집 화면을 닫으며, 배너는 새 이름으로 인사합니다
    @Test("Save writes the name into the shared FlicksUser and closes the editor; the banner greets the new name")
    func saveUpdatesAndDismisses() throws {
        let host = ViewHost(FlicksApp(greeting: "Welcome"))
        guard try edit(host, typing: "Ann", then: "Save") else { return }

        #expect(
            !host.isPresentingSheet,
            Comment(
                en:
                    "After Save, ProfileEditor should close itself: call dismiss() (from @Environment(\\.dismiss)) after writing the name. The screen shows:\n\(host.render())",
                ko:
                    "Save 뒤에 ProfileEditor는 스스로 닫혀야 합니다. 이름을 기록한 뒤 dismiss()(@Environment(\\.dismiss)에서 얻음)를 호출하세요. 화면:\n\(host.render())"
            )
        )
        guard !host.isPresentingSheet else { return }
        #expect(
            host.texts.contains("Welcome, Ann!"),
            Comment(
                en:
                    "After saving Ann, GreetingBanner should say \"Welcome, Ann!\". If it still says Guest, Save wrote a FlicksUser the banner does not read: FlicksApp owns the one FlicksUser and provides it with .environmentObject; ProfileEditor and GreetingBanner both read that one with @EnvironmentObject. The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\nThe screen shows:\n\(host.render())",
                ko:
                    "Ann을 저장한 뒤 GreetingBanner는 \"Welcome, Ann!\"을 보여야 합니다. 여전히 Guest라면 Save가 배너가 읽지 않는 FlicksUser에 기록한 것입니다. FlicksApp이 FlicksUser 하나를 소유하고 .environmentObject로 제공하며, ProfileEditor와 GreetingBanner는 둘 다 그 객체를 @EnvironmentObject로 읽습니다. 마지막 업데이트:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\n화면:\n\(host.render())"
            )
        )
    }

    /// ko: Cancel은 편집 화면을 닫고 저장된 이름을 그대로 둡니다: 초안은 편집 화면의 것입니다
    @Test("Cancel closes the editor and keeps the saved name: the draft is the editor's own")
    func cancelThrowsTheDraftAway() throws {
        let host = ViewHost(FlicksApp())
        guard try edit(host, typing: "Bo", then: "Cancel") else { return }

        #expect(
            !host.isPresentingSheet,
            Comment(
                en:
                    "After Cancel, ProfileEditor should close itself with dismiss(). The screen shows:\n\(host.render())",
                ko: "Cancel 뒤에 ProfileEditor는 dismiss()로 스스로 닫혀야 합니다. 화면:\n\(host.render())"))
        #expect(
            host.texts.contains("Hello, Guest!"),
            Comment(
                en:
                    "Bo was typed, then Cancel: the banner should still say \"Hello, Guest!\". If it says Bo, the TextField writes FlicksUser.name as you type: keep a draft in ProfileEditor's own @State and write it to the user only on Save. The screen shows:\n\(host.render())",
                ko:
                    "Bo를 입력한 뒤 Cancel을 눌렀으니 배너는 여전히 \"Hello, Guest!\"여야 합니다. Bo가 보인다면 TextField가 입력하는 대로 FlicksUser.name에 기록하는 것입니다. 초안은 ProfileEditor 자신의 @State에 두고, Save를 누를 때만 사용자에게 기록하세요. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 편집 화면은 저장된 이름으로 열리고, 두 번 저장하면 마지막 이름이 남습니다
    @Test("the editor opens with the saved name, and saving twice keeps the latest")
    func editorStartsFromTheSavedName() throws {
        let host = ViewHost(FlicksApp())
        guard try edit(host, typing: "Ann", then: "Save") else { return }
        try host.tap(.button("Edit profile"))
        let field = host.findAll(.textField("Name")).first
        #expect(
            field?.value == "Ann",
            Comment(
                en:
                    "Ann was saved; opening the editor again, its \"Name\" field should start as \"Ann\" (fill the draft from the FlicksUser in .onAppear), but it is \(field?.value.map { "\"\($0)\"" } ?? "not there"). The screen shows:\n\(host.render())",
                ko:
                    "Ann을 저장했으니 편집 화면을 다시 열면 \"Name\" 필드는 \"Ann\"으로 시작해야 합니다(.onAppear에서 FlicksUser의 값으로 초안을 채우세요). 그런데 \(field?.value.map { "\"\($0)\"" } ?? "not there")입니다. 화면:\n\(host.render())"
            )
        )
        try host.clearText(in: .textField("Name"))
        try host.type("Cy", into: .textField("Name"))
        try host.tap(.button("Save"))
        #expect(
            host.texts.contains("Hello, Cy!"),
            Comment(
                en: "Saved Ann, then Cy: the banner should say \"Hello, Cy!\". The screen shows:\n\(host.render())",
                ko: "Ann을, 다음에 Cy를 저장했으니 배너는 \"Hello, Cy!\"여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 저장한 이름은 FlicksApp의 부모가 body를 다시 실행해도 남습니다
    @Test("a saved name survives FlicksApp's parent running its body again")
    func nameSurvivesTheParent() throws {
        let host = ViewHost(RebuildingParent())
        guard try edit(host, typing: "Ann", then: "Save") else { return }
        guard host.texts.contains("Hello, Ann!") else {
            Issue.record(
                Comment(
                    en: "After saving Ann the banner should say \"Hello, Ann!\". The screen shows:\n\(host.render())",
                    ko: "Ann을 저장한 뒤 배너는 \"Hello, Ann!\"이어야 합니다. 화면:\n\(host.render())"))
            return
        }
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Hello, Ann!"),
            Comment(
                en:
                    "After Ann was saved, FlicksApp's parent ran its body again, making a new FlicksApp value. The banner should still say \"Hello, Ann!\": FlicksApp creates the FlicksUser, so it must own it with @StateObject (an @ObservedObject with a default value is made again with every new FlicksApp value) and provide that one. The screen shows:\n\(host.render())",
                ko:
                    "Ann을 저장한 뒤 FlicksApp의 부모가 body를 다시 실행해 새 FlicksApp 값을 만들었습니다. 배너는 여전히 \"Hello, Ann!\"이어야 합니다. FlicksUser를 만드는 것은 FlicksApp이므로 @StateObject로 소유하고(기본값을 준 @ObservedObject는 새 FlicksApp 값마다 다시 만들어집니다) 바로 그 객체를 제공해야 합니다. 화면:\n\(host.render())"
            )
        )
    }
}

/// A parent that makes a new FlicksApp value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            FlicksApp()
        }
    }
}
