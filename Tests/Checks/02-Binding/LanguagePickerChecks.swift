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
                "The pick changed no state, so there was no update. A .constant(...) binding ignores every write, and a picker that keeps its own @State copy writes only that copy: pass the screen's state with $."
        }
        return "The trace shows:\n\(update)"
    }

    @Test("LanguagePicker is a picker titled as asked, with one row per language, showing the bound selection")
    func thePickerListsEveryLanguage() throws {
        let selected = "Japanese"
        let host = ViewHost(LanguagePicker(title: "Language", language: .constant(selected)))

        let picker = try host.find(.picker("Language"))
        let rows = picker.children.flatMap(\.texts)
        #expect(
            rows == AppLanguage.all,
            "The picker's rows should be AppLanguage.all in order, \(AppLanguage.all); they are \(rows). The screen shows:\n\(host.render())"
        )
        #expect(
            picker.value == selected,
            "Bound to .constant(\"\(selected)\"), the picker should show \"\(selected)\" selected; it shows \(picker.value ?? "nothing"). The screen shows:\n\(host.render())"
        )
    }

    @Test("picking in ProfileForm changes ProfileForm's app language")
    func pickingInProfileForm() throws {
        let host = ViewHost(ProfileForm())
        let choice = "German"  // the last language: a picker must offer every one
        let updatesBefore = host.updates.count

        try host.pick(choice, in: .picker("App language"))

        #expect(
            host.texts.contains("App language: \(choice)"),
            "After picking \(choice), ProfileForm should read \"App language: \(choice)\". The screen shows:\n\(host.render())"
        )
        #expect(
            host.lastUpdate?.changes.map(\.source) == ["ProfileForm.appLanguage"],
            "Picking should write ProfileForm's appLanguage through the binding, and nothing else. \(lastUpdate(host, since: updatesBefore))"
        )
    }

    @Test("picking in SubtitleSettings changes SubtitleSettings' subtitle language")
    func pickingInSubtitleSettings() throws {
        let host = ViewHost(SubtitleSettings())
        let choice = "English"  // the first language
        let updatesBefore = host.updates.count

        try host.pick(choice, in: .picker("Subtitles"))

        #expect(
            host.texts.contains("Subtitles: \(choice)"),
            "After picking \(choice), SubtitleSettings should read \"Subtitles: \(choice)\". The screen shows:\n\(host.render())"
        )
        #expect(
            host.lastUpdate?.changes.map(\.source) == ["SubtitleSettings.subtitleLanguage"],
            "Picking should write SubtitleSettings' subtitleLanguage through the binding, and nothing else. \(lastUpdate(host, since: updatesBefore))"
        )
    }

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
            "Picking \(subtitles) for subtitles should leave the app language at English. The screen shows:\n\(host.render())"
        )

        try host.pick(app, in: .picker("App language"))
        #expect(
            host.texts.contains("App language: \(app)") && host.texts.contains("Subtitles: \(subtitles)"),
            "Picking \(app) for the app should leave the subtitles at \(subtitles). The screen shows:\n\(host.render())"
        )
        #expect(
            try host.find(.picker("App language")).value == app && host.find(.picker("Subtitles")).value == subtitles,
            "Each picker should show its own parent's selection. The screen shows:\n\(host.render())")
    }
}
