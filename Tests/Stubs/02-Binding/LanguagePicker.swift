// Exercise binding-reuse-picker: One picker, two screens
//
// Task: build `LanguagePicker`, a reusable picker in the style of Kodeco's GenrePicker: it
// takes a title and a binding to the selected language, and offers one row per entry of
// `AppLanguage.all`. It does not own the selection. Then put it on two screens: `ProfileForm`,
// bound to its `appLanguage`, titled "App language"; and `SubtitleSettings`, bound to its
// `subtitleLanguage`, titled "Subtitles".
//
// Done when: the picker lists every language and shows the selection it is bound to; picking in
// ProfileForm changes ProfileForm's appLanguage, picking in SubtitleSettings changes
// SubtitleSettings' subtitleLanguage, and neither touches the other.
//
// From: Kodeco's tutorial ("Understanding Data Flow in SwiftUI"), GenrePicker reused by AddMovie and
// UserView; see Chapters/02-Binding/Examples/GenrePicker.swift.
//
// Run: swift run checker check binding-reuse-picker
import DataFlow

/// Every language the app offers, in the order pickers list them.
enum AppLanguage {
    static let all = ["English", "Korean", "Japanese", "Spanish", "French", "German"]
}

/// A picker of one language among `AppLanguage.all`, bound to a selection someone else owns.
struct LanguagePicker: View {
    let title: String
    @Binding var language: String

    var body: some View {
        // TODO: a Picker bound to the language, labelled Text(title), with a Text row per language.
        Text("TODO")
    }
}

/// The profile screen: the app's language is its own state.
struct ProfileForm: View {
    @State private var appLanguage = "English"

    var body: some View {
        Form {
            Section(header: Text("Profile")) {
                Text("App language: \(appLanguage)")
                // TODO: a LanguagePicker titled "App language", bound to appLanguage.
            }
        }
    }
}

/// The subtitle settings: the subtitle language is its own state.
struct SubtitleSettings: View {
    @State private var subtitleLanguage = "Korean"

    var body: some View {
        VStack {
            Text("Subtitles: \(subtitleLanguage)")
            // TODO: a LanguagePicker titled "Subtitles", bound to subtitleLanguage.
        }
    }
}
