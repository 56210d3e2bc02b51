// Hidden checks for binding-quiz (Chapters/02-Binding/Exercises/PlayerSettingsScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-quiz: Quiz: a settings screen, one source of truth")
struct PlayerSettingsScreenChecks {
    /// The screen's summary for these values, as the task words it.
    static func summary(volume: Int, sleep: Int) -> String {
        "Volume \(volume), " + (sleep > 0 ? "sleep in \(sleep) min" : "sleep timer off")
    }

    /// The sources of truth every update changed, for messages.
    private func changedSources(_ host: ViewHost) -> String {
        let sources = host.updates.flatMap(\.changes).map(\.description)
        return sources.isEmpty ? "nothing (no state changed)" : sources.joined(separator: "; ")
    }

    /// Whether the "Sleep timer" toggle is on; nil (and recorded) when there is none.
    private func sleepTimerIsOn(_ host: ViewHost) -> Bool? {
        guard let toggle = host.findAll(.toggle("Sleep timer")).first else {
            Issue.record("PlayerSettingsForm should show a Toggle \"Sleep timer\". The screen shows:\n\(host.render())")
            return nil
        }
        return toggle.value == "on"
    }

    @Test("\"Volume +\" and \"Volume -\" change the control's value and the screen's summary together")
    func volumeReachesTheScreen() throws {
        let host = ViewHost(PlayerSettingsScreen(settings: PlayerSettings(volume: 5, sleepMinutes: 0)))
        guard host.contains(.button("Volume +")), host.contains(.button("Volume -")) else {
            Issue.record(
                "PlayerSettingsForm should show a NumberControl titled \"Volume\": a Button \"Volume -\", a Text \"Volume: 5\" and a Button \"Volume +\". The screen shows:\n\(host.render())"
            )
            return
        }
        var volume = 5
        for (label, change) in [("Volume +", 1), ("Volume +", 1), ("Volume -", -1), ("Volume -", -1), ("Volume -", -1)]
        {
            try host.tap(.button(label))
            volume += change
            let controlAgrees = host.texts.contains("Volume: \(volume)")
            let screenAgrees = host.texts.contains(Self.summary(volume: volume, sleep: 0))
            guard controlAgrees && screenAgrees else {
                Issue.record(
                    "After a tap on \"\(label)\" the volume should be \(volume): the control should say \"Volume: \(volume)\" and PlayerSettingsScreen \"\(Self.summary(volume: volume, sleep: 0))\". \(controlAgrees ? "The control changed but the screen did not: the change went to a copy, not to PlayerSettingsScreen's settings. Pass a binding ($settings) down, with no @State in PlayerSettingsForm or NumberControl." : "The control does not show it.") The changes so far: \(changedSources(host)). The screen shows:\n\(host.render())"
                )
                return
            }
        }
    }

    @Test("one NumberControl, used twice, keeps each value in its range: volume 0 to 10, sleep 0 to 60 in 15s")
    func valuesStayInRange() throws {
        let host = ViewHost(PlayerSettingsScreen(settings: PlayerSettings(volume: 9, sleepMinutes: 45)))
        let taps: [(label: String, times: Int, expected: String)] = [
            ("Volume +", 3, "Volume: 10"), ("Sleep +", 3, "Sleep: 60"),
            ("Sleep -", 5, "Sleep: 0"), ("Volume -", 12, "Volume: 0"),
        ]
        for tap in taps {
            for _ in 0..<tap.times { try host.tap(.button(tap.label)) }
            #expect(
                host.texts.contains(tap.expected),
                "Starting from volume 9 and 45 sleep minutes, after \(tap.times) taps on \"\(tap.label)\" the control should say \"\(tap.expected)\": NumberControl must step by its step and stop at the ends of its range (min/max). The screen shows:\n\(host.render())"
            )
            guard host.texts.contains(tap.expected) else { return }
        }
        #expect(
            host.texts.contains(Self.summary(volume: 0, sleep: 0)),
            "The screen's summary should follow: \"\(Self.summary(volume: 0, sleep: 0))\". The screen shows:\n\(host.render())"
        )
    }

    @Test("the \"Sleep timer\" toggle is on exactly while the minutes are above 0; on sets 15 minutes, off sets 0")
    func toggleIsDerivedFromTheMinutes() throws {
        let host = ViewHost(PlayerSettingsScreen(settings: PlayerSettings(volume: 3, sleepMinutes: 30)))
        guard let startsOn = sleepTimerIsOn(host) else { return }
        #expect(
            startsOn && host.texts.contains("Volume: 3") && host.texts.contains("Sleep: 30"),
            "PlayerSettingsScreen(settings: PlayerSettings(volume: 3, sleepMinutes: 30)) should show \"Volume: 3\", \"Sleep: 30\" and the Sleep timer on: the toggle's isOn is computed from settings.sleepMinutes (on while they are above 0), not a Bool of its own. The screen shows:\n\(host.render())"
        )

        let steps: [(action: String, minutes: Int)] = [
            ("flip", 0), ("flip", 15), ("Sleep +", 30), ("Sleep -", 15), ("Sleep -", 0), ("Sleep +", 15),
        ]
        for step in steps {
            if step.action == "flip" {
                try host.toggle(.toggle("Sleep timer"))
            } else {
                try host.tap(.button(step.action))
            }
            guard let isOn = sleepTimerIsOn(host) else { return }
            let minutesShown = host.texts.contains("Sleep: \(step.minutes)")
            let summaryShown = host.texts.contains(Self.summary(volume: 3, sleep: step.minutes))
            guard isOn == (step.minutes > 0) && minutesShown && summaryShown else {
                Issue.record(
                    "After \(step.action == "flip" ? "flipping the Sleep timer" : "a tap on \"\(step.action)\"") the sleep minutes should be \(step.minutes), shown as \"Sleep: \(step.minutes)\" and \"\(Self.summary(volume: 3, sleep: step.minutes))\", with the toggle \(step.minutes > 0 ? "on" : "off"); the toggle is \(isOn ? "on" : "off"). The toggle's isOn must be a Binding computed from settings.sleepMinutes (get: minutes > 0; set: 15 or 0), not a Bool of its own, and not .constant(...), which ignores every write. The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\nThe screen shows:\n\(host.render())"
                )
                return
            }
        }
    }

    @Test("the only state that ever changes is PlayerSettingsScreen's: the form and the control own nothing")
    func onlyTheScreenOwnsState() throws {
        let host = ViewHost(PlayerSettingsScreen(settings: PlayerSettings(volume: 5, sleepMinutes: 0)))
        try host.tap(.button("Volume +"))
        try host.tap(.button("Sleep +"))
        if host.contains(.toggle("Sleep timer")) { try host.toggle(.toggle("Sleep timer")) }
        try host.tap(.button("Volume -"))

        let changes = host.updates.flatMap(\.changes)
        let others = changes.filter { !($0.kind == "@State" && $0.source.hasPrefix("PlayerSettingsScreen.")) }
        #expect(
            changes.count >= 3 && others.isEmpty,
            "\"Volume +\", \"Sleep +\", the Sleep timer and \"Volume -\" should each change PlayerSettingsScreen's @State, and nothing else. The changes were: \(changedSources(host))"
        )
    }
}
