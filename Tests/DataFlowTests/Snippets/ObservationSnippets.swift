// Today's spelling of chapter 3 and 4's examples: Observation, @Bindable, @Environment(Type.self).
import DataFlow

@Observable
final class Profile {
    var name = "Ann"
    var visits = 0
}

struct NameLabel: View {
    var profile: Profile
    var body: some View { Text("name \(profile.name)") }
}

struct VisitsLabel: View {
    var profile: Profile
    var body: some View { Text("visits \(profile.visits)") }
}

struct ProfileDashboard: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            NameLabel(profile: profile)
            VisitsLabel(profile: profile)
            Button("Visit") { profile.visits += 1 }
            Button("Rename") { profile.name = "Bo" }
            ProfileEditor(profile: profile)
        }
    }
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

struct LocalBindableEditor: View {
    var profile: Profile
    var body: some View {
        @Bindable var profile = profile
        TextField("Local name", text: $profile.name)
    }
}

struct EnvironmentNameLabel: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text("env name \(profile.name)") }
}

struct OptionalEnvironmentLabel: View {
    @Environment(Profile.self) private var profile: Profile?
    var body: some View { Text(profile?.name ?? "no profile") }
}
