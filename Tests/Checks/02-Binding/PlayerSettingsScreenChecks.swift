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

    /// The same, in Korean.
    private func changedSourcesKo(_ host: ViewHost) -> String {
        let sources = host.updates.flatMap(\.changes).map(\.description)
        return sources.isEmpty ? "없음(바뀐 상태 없음)" : sources.joined(separator: "; ")
    }

    /// Whether the "Sleep timer" toggle is on; nil (and recorded) when there is none.
    private func sleepTimerIsOn(_ host: ViewHost) -> Bool? {
        guard let toggle = host.findAll(.toggle("Sleep timer")).first else {
            Issue.record(
                Comment(
                    en: "PlayerSettingsForm should show a Toggle \"Sleep timer\". The screen shows:\n\(host.render())",
                    ko: "PlayerSettingsForm에 Toggle \"Sleep timer\"가 있어야 합니다. 화면:\n\(host.render())"))
            return nil
        }
        return toggle.value == "on"
    }

    /// ko: "Volume +"와 "Volume -"는 컨트롤의 값과 화면의 요약을 함께 바꿉니다
    @Test("\"Volume +\" and \"Volume -\" change the control's value and the screen's summary together")
    func volumeReachesTheScreen() throws {
        let host = ViewHost(PlayerSettingsScreen(settings: PlayerSettings(volume: 5, sleepMinutes: 0)))
        guard host.contains(.button("Volume +")), host.contains(.button("Volume -")) else {
            Issue.record(
                Comment(
                    en:
                        "PlayerSettingsForm should show a NumberControl titled \"Volume\": a Button \"Volume -\", a Text \"Volume: 5\" and a Button \"Volume +\". The screen shows:\n\(host.render())",
                    ko:
                        "PlayerSettingsForm에 제목이 \"Volume\"인 NumberControl이 있어야 합니다: Button \"Volume -\", Text \"Volume: 5\", Button \"Volume +\". 화면:\n\(host.render())"
                )
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
                    Comment(
                        en:
                            "After a tap on \"\(label)\" the volume should be \(volume): the control should say \"Volume: \(volume)\" and PlayerSettingsScreen \"\(Self.summary(volume: volume, sleep: 0))\". \(controlAgrees ? "The control changed but the screen did not: the change went to a copy, not to PlayerSettingsScreen's settings. Pass a binding ($settings) down, with no @State in PlayerSettingsForm or NumberControl." : "The control does not show it.") The changes so far: \(changedSources(host)). The screen shows:\n\(host.render())",
                        ko:
                            "\"\(label)\"을(를) 탭한 뒤에는 볼륨이 \(volume)이어야 합니다: 컨트롤은 \"Volume: \(volume)\", PlayerSettingsScreen은 \"\(Self.summary(volume: volume, sleep: 0))\"를 보여야 합니다. \(controlAgrees ? "컨트롤은 바뀌었지만 화면은 그대로입니다. 변경이 PlayerSettingsScreen의 settings가 아니라 복사본에 갔습니다. PlayerSettingsForm과 NumberControl에 @State 없이 바인딩($settings)을 넘겨주세요." : "컨트롤에 그 값이 보이지 않습니다.") 지금까지의 변경: \(changedSourcesKo(host)). 화면:\n\(host.render())"
                    )
                )
                return
            }
        }
    }

    /// ko: 두 번 쓰인 NumberControl 하나가 각 값을 범위 안에 둡니다: 볼륨은 0에서 10, 슬립 타이머는 0에서 60까지 15씩
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
                Comment(
                    en:
                        "Starting from volume 9 and 45 sleep minutes, after \(tap.times) taps on \"\(tap.label)\" the control should say \"\(tap.expected)\": NumberControl must step by its step and stop at the ends of its range (min/max). The screen shows:\n\(host.render())",
                    ko:
                        "볼륨 9, 슬립 타이머 45분에서 시작해 \"\(tap.label)\"을(를) \(tap.times)번 탭하면 컨트롤이 \"\(tap.expected)\"를 보여야 합니다. NumberControl은 자기 step만큼 움직이고 범위의 양 끝(min/max)에서 멈춰야 합니다. 화면:\n\(host.render())"
                )
            )
            guard host.texts.contains(tap.expected) else { return }
        }
        #expect(
            host.texts.contains(Self.summary(volume: 0, sleep: 0)),
            Comment(
                en:
                    "The screen's summary should follow: \"\(Self.summary(volume: 0, sleep: 0))\". The screen shows:\n\(host.render())",
                ko: "화면의 요약도 따라가야 합니다: \"\(Self.summary(volume: 0, sleep: 0))\". 화면:\n\(host.render())")
        )
    }

    /// ko: "Sleep timer" 토글은 분이 0보다 클 때만 켜져 있습니다. 켜면 15분, 끄면 0분이 됩니다
    @Test("the \"Sleep timer\" toggle is on exactly while the minutes are above 0; on sets 15 minutes, off sets 0")
    func toggleIsDerivedFromTheMinutes() throws {
        let host = ViewHost(PlayerSettingsScreen(settings: PlayerSettings(volume: 3, sleepMinutes: 30)))
        guard let startsOn = sleepTimerIsOn(host) else { return }
        #expect(
            startsOn && host.texts.contains("Volume: 3") && host.texts.contains("Sleep: 30"),
            Comment(
                en:
                    "PlayerSettingsScreen(settings: PlayerSettings(volume: 3, sleepMinutes: 30)) should show \"Volume: 3\", \"Sleep: 30\" and the Sleep timer on: the toggle's isOn is computed from settings.sleepMinutes (on while they are above 0), not a Bool of its own. The screen shows:\n\(host.render())",
                ko:
                    "PlayerSettingsScreen(settings: PlayerSettings(volume: 3, sleepMinutes: 30))은 \"Volume: 3\", \"Sleep: 30\"과 켜진 Sleep timer를 보여야 합니다. 토글의 isOn은 따로 둔 Bool이 아니라 settings.sleepMinutes로 계산합니다(0보다 크면 켜짐). 화면:\n\(host.render())"
            )
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
                    Comment(
                        en:
                            "After \(step.action == "flip" ? "flipping the Sleep timer" : "a tap on \"\(step.action)\"") the sleep minutes should be \(step.minutes), shown as \"Sleep: \(step.minutes)\" and \"\(Self.summary(volume: 3, sleep: step.minutes))\", with the toggle \(step.minutes > 0 ? "on" : "off"); the toggle is \(isOn ? "on" : "off"). The toggle's isOn must be a Binding computed from settings.sleepMinutes (get: minutes > 0; set: 15 or 0), not a Bool of its own, and not .constant(...), which ignores every write. The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\nThe screen shows:\n\(host.render())",
                        ko:
                            "\(step.action == "flip" ? "Sleep timer를 전환한" : "\"\(step.action)\"을(를) 탭한") 뒤에는 슬립 타이머가 \(step.minutes)분이어야 합니다. \"Sleep: \(step.minutes)\"와 \"\(Self.summary(volume: 3, sleep: step.minutes))\"가 보이고 토글은 \(step.minutes > 0 ? "켜져" : "꺼져") 있어야 하는데, 토글이 \(isOn ? "켜져" : "꺼져") 있습니다. 토글의 isOn은 settings.sleepMinutes로 계산한 Binding이어야 합니다(get: minutes > 0, set: 15 또는 0). 따로 둔 Bool도, 모든 쓰기를 무시하는 .constant(...)도 안 됩니다. 마지막 업데이트:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")\n화면:\n\(host.render())"
                    )
                )
                return
            }
        }
    }

    /// ko: 바뀌는 상태는 PlayerSettingsScreen의 것뿐입니다: 폼과 컨트롤은 아무것도 소유하지 않습니다
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
            Comment(
                en:
                    "\"Volume +\", \"Sleep +\", the Sleep timer and \"Volume -\" should each change PlayerSettingsScreen's @State, and nothing else. The changes were: \(changedSources(host))",
                ko:
                    "\"Volume +\", \"Sleep +\", Sleep timer, \"Volume -\"는 각각 PlayerSettingsScreen의 @State만 바꾸고 다른 것은 바꾸지 않아야 합니다. 바뀐 것: \(changedSourcesKo(host))"
            )
        )
    }
}
