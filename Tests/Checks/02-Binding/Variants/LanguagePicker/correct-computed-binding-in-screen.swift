// Correct: ProfileForm passes a Binding(get:set:) written by hand over its state; SubtitleSettings
// uses self.$subtitleLanguage.
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
        Picker(selection: $language, label: Text(title)) {
            ForEach(AppLanguage.all, id: \.self) {
                Text($0)
            }
        }
    }
}

/// The profile screen: the app's language is its own state.
struct ProfileForm: View {
    @State private var appLanguage = "English"

    var body: some View {
        Form {
            Section(header: Text("Profile")) {
                Text("App language: \(appLanguage)")
                LanguagePicker(
                    title: "App language", language: Binding(get: { appLanguage }, set: { appLanguage = $0 }))
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
            LanguagePicker(title: "Subtitles", language: self.$subtitleLanguage)
        }
    }
}
