// Kodeco, "Understanding Data Flow in SwiftUI", "Environment Variables": environment values "are
// more like key-value pairs", and SwiftUI uses them "to manage the settings of a view and its
// children". Built-in ones (`\.colorScheme`) and one of your own, declared as Apple's
// `EnvironmentKey` documentation shows: a key type with a `defaultValue`, and a property on
// `EnvironmentValues` that reads and writes it.
import DataFlow

/// The podcast's playback speed, as an environment value: 1.0 unless a view above says otherwise.
struct PlaybackSpeedKey: EnvironmentKey {
    static let defaultValue = 1.0
}

extension EnvironmentValues {
    var playbackSpeed: Double {
        get { self[PlaybackSpeedKey.self] }
        set { self[PlaybackSpeedKey.self] = newValue }
    }
}

/// Shows the speed it finds in its environment, and the color scheme.
struct SpeedLabel: View {
    @Environment(\.playbackSpeed) private var playbackSpeed
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("\(playbackSpeed, specifier: "%.1f")× (\(colorScheme == .dark ? "dark" : "light"))")
    }
}

/// Two episode rows: the second is in a subtree that plays faster and is shown dark.
struct PlaybackSpeedScreen: View {
    var body: some View {
        VStack {
            SpeedLabel()
            VStack {
                SpeedLabel()
            }
            .environment(\.playbackSpeed, 1.5)
            .environment(\.colorScheme, .dark)
        }
    }
}
