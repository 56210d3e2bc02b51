// Hidden checks for binding-reuse-picker (Chapters/02-Binding/Exercises/LanguagePicker.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-reuse-picker: One picker, two screens")
struct LanguagePickerChecks {
    /// The last update, for a message; says so when a pick made none (a `.constant` binding).
    private func lastUpdate(_ host: ViewHost, since count: Int) -> String {
        guard host.updates.count > count, let update = host.lastUpdate else {
            return
                Comment(
                    en:
                        "The pick changed no state, so there was no update. A .constant(...) binding ignores every write, and a picker that keeps its own @State copy writes only that copy: pass the screen's state with $.",
                    ko:
                        "선택해도 바뀐 상태가 없어서 업데이트가 없었습니다. .constant(...) 바인딩은 모든 쓰기를 무시하고, 자기 @State 사본을 가진 피커는 그 사본에만 씁니다. 화면의 상태를 $로 넘기세요."
                ).rawValue
        }
        return Comment(en: "The trace shows:\n\(update)", ko: "트레이스:\n\(update)").rawValue
    }

    /// ko: LanguagePicker는 주어진 제목의 피커로, 언어마다 한 줄이 있고 바인딩된 선택을 보여 줍니다
    @Test("LanguagePicker is a picker titled as asked, with one row per language, showing the bound selection")
    func thePickerListsEveryLanguage() throws {
        let selected = "Japanese"
        let host = ViewHost(LanguagePicker(title: "Language", language: .constant(selected)))

        let picker = try host.find(.picker("Language"))
        let rows = picker.children.flatMap(\.texts)
        #expect(
            rows == AppLanguage.all,
            Comment(
                en:
                    "The picker's rows should be AppLanguage.all in order, \(AppLanguage.all); they are \(rows). The screen shows:\n\(host.render())",
                ko: "피커의 행은 AppLanguage.all 순서대로 \(AppLanguage.all)이어야 하는데 \(rows)입니다. 화면:\n\(host.render())")
        )
        #expect(
            picker.value == selected,
            Comment(
                en:
                    "Bound to .constant(\"\(selected)\"), the picker should show \"\(selected)\" selected; it shows \(picker.value ?? "nothing"). The screen shows:\n\(host.render())",
                ko:
                    ".constant(\"\(selected)\")에 바인딩했으니 피커는 \"\(selected)\"가 선택된 것으로 보여야 하는데 \(picker.value ?? "아무것도 없음")을(를) 보여줍니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: ProfileForm에서 고르면 ProfileForm의 앱 언어가 바뀝니다
    @Test("picking in ProfileForm changes ProfileForm's app language")
    func pickingInProfileForm() throws {
        let host = ViewHost(ProfileForm())
        let choice = "German"  // the last language: a picker must offer every one
        let updatesBefore = host.updates.count

        try host.pick(choice, in: .picker("App language"))

        #expect(
            host.texts.contains("App language: \(choice)"),
            Comment(
                en:
                    "After picking \(choice), ProfileForm should read \"App language: \(choice)\". The screen shows:\n\(host.render())",
                ko: "\(choice)을(를) 고른 뒤에는 ProfileForm이 \"App language: \(choice)\"를 보여야 합니다. 화면:\n\(host.render())")
        )
        #expect(
            host.lastUpdate?.changes.map(\.source) == ["ProfileForm.appLanguage"],
            Comment(
                en:
                    "Picking should write ProfileForm's appLanguage through the binding, and nothing else. \(lastUpdate(host, since: updatesBefore))",
                ko: "선택하면 바인딩을 통해 ProfileForm의 appLanguage에만 써야 합니다. \(lastUpdate(host, since: updatesBefore))")
        )
    }

    /// ko: SubtitleSettings에서 고르면 SubtitleSettings의 자막 언어가 바뀝니다
    @Test("picking in SubtitleSettings changes SubtitleSettings' subtitle language")
    func pickingInSubtitleSettings() throws {
        let host = ViewHost(SubtitleSettings())
        let choice = "English"  // the first language
        let updatesBefore = host.updates.count

        try host.pick(choice, in: .picker("Subtitles"))

        #expect(
            host.texts.contains("Subtitles: \(choice)"),
            Comment(
                en:
                    "After picking \(choice), SubtitleSettings should read \"Subtitles: \(choice)\". The screen shows:\n\(host.render())",
                ko: "\(choice)을(를) 고른 뒤에는 SubtitleSettings가 \"Subtitles: \(choice)\"를 보여야 합니다. 화면:\n\(host.render())")
        )
        #expect(
            host.lastUpdate?.changes.map(\.source) == ["SubtitleSettings.subtitleLanguage"],
            Comment(
                en:
                    "Picking should write SubtitleSettings' subtitleLanguage through the binding, and nothing else. \(lastUpdate(host, since: updatesBefore))",
                ko:
                    "선택하면 바인딩을 통해 SubtitleSettings의 subtitleLanguage에만 써야 합니다. \(lastUpdate(host, since: updatesBefore))"
            )
        )
    }

    /// ko: 한 화면에 나란히 있어도 각 피커는 자기 부모의 선택만 바꿉니다
    @Test("on one screen side by side, each picker changes its own parent's selection only")
    func eachParentKeepsItsOwnSelection() throws {
        let host = ViewHost(
            VStack {
                ProfileForm()
                SubtitleSettings()
            })
        let subtitles = "Spanish"
        let app = "French"

        try host.pick(subtitles, in: .picker("Subtitles"))
        #expect(
            host.texts.contains("App language: English") && host.texts.contains("Subtitles: \(subtitles)"),
            Comment(
                en:
                    "Picking \(subtitles) for subtitles should leave the app language at English. The screen shows:\n\(host.render())",
                ko: "자막으로 \(subtitles)을(를) 골라도 앱 언어는 English 그대로여야 합니다. 화면:\n\(host.render())")
        )

        try host.pick(app, in: .picker("App language"))
        #expect(
            host.texts.contains("App language: \(app)") && host.texts.contains("Subtitles: \(subtitles)"),
            Comment(
                en:
                    "Picking \(app) for the app should leave the subtitles at \(subtitles). The screen shows:\n\(host.render())",
                ko: "앱 언어로 \(app)을(를) 골라도 자막은 \(subtitles) 그대로여야 합니다. 화면:\n\(host.render())")
        )
        #expect(
            try host.find(.picker("App language")).value == app && host.find(.picker("Subtitles")).value == subtitles,
            Comment(
                en: "Each picker should show its own parent's selection. The screen shows:\n\(host.render())",
                ko: "각 피커는 자기 부모의 선택을 보여야 합니다. 화면:\n\(host.render())"))
    }
}
