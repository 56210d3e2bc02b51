// Hidden checks for binding-clamped (Chapters/02-Binding/Exercises/VolumeControl.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-clamped: A binding that keeps the volume in range")
struct VolumeControlChecks {
    private func tap(_ label: String, _ times: Int, on host: ViewHost) throws {
        for _ in 0..<times { try host.tap(.button(label)) }
    }

    private func shows(_ volume: Int, on host: ViewHost) -> Bool {
        host.texts == ["Volume \(volume) of 10", "-", "\(volume)", "+"]
    }

    /// ko: 범위 안에서 +와 -는 탭할 때마다 볼륨을 한 단계씩 옮기고, 스테퍼도 그 값을 보여 줍니다
    @Test("inside the range, + and - move the volume one step per tap, and the stepper shows it too")
    func stepsInsideTheRange() throws {
        let host = ViewHost(VolumeControl(volume: 5))
        let updatesBefore = host.updates.count

        try tap("+", 1, on: host)
        guard host.updates.count > updatesBefore else {
            Issue.record(
                Comment(
                    en:
                        "Tapping + changed no state. A .constant(...) binding ignores every write: build clampedVolume with Binding(get:set:) and store the new value in volume. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")",
                    ko:
                        "+를 탭해도 바뀐 상태가 없습니다. .constant(...) 바인딩은 모든 쓰기를 무시합니다. clampedVolume을 Binding(get:set:)으로 만들고 새 값을 volume에 저장하세요. 마지막 업데이트는 그대로입니다:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")"
                )
            )
            return
        }
        for (button, expected) in [("+", 7), ("+", 8), ("-", 7), ("-", 6), ("-", 5), ("-", 4), ("+", 5)] {
            try tap(button, 1, on: host)
            try #require(
                shows(expected, on: host),
                Comment(
                    en:
                        "Starting at 5, each tap on + or - should move the volume by one; it should now be \(expected), in the text and in the stepper. The screen shows:\n\(host.render())",
                    ko:
                        "5에서 시작해 + 또는 -를 탭할 때마다 볼륨이 1씩 움직여야 합니다. 지금은 텍스트와 스테퍼 모두 \(expected)여야 합니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: +를 몇 번 탭해도 볼륨은 10에서 멈추고, 그 한계는 LevelStepper가 아니라 바인딩에 있습니다
    @Test(
        "the volume stops at 10 however many times + is tapped, and the limit lives in the binding, not in LevelStepper"
    )
    func stopsAtTen() throws {
        let start = 6
        let taps = 10 - start + 5
        let host = ViewHost(VolumeControl(volume: start))

        try tap("+", taps, on: host)

        #expect(
            shows(10, on: host),
            Comment(
                en:
                    "Starting at \(start), after \(taps) taps on + the volume should stop at 10. The screen shows:\n\(host.render())",
                ko: "\(start)에서 시작해 +를 \(taps)번 탭하면 볼륨이 10에서 멈춰야 합니다. 화면:\n\(host.render())")
        )

        var unclamped = 10
        let stepper = ViewHost(LevelStepper(value: Binding(get: { unclamped }, set: { unclamped = $0 })))
        try stepper.tap(.button("+"))
        #expect(
            unclamped == 11,
            Comment(
                en:
                    "LevelStepper should stay a plain, reusable stepper: bound to a value of 10 with no limit, + should make it 11, but it made it \(unclamped). Keep the clamp in VolumeControl's binding.",
                ko:
                    "LevelStepper는 평범하고 재사용할 수 있는 스테퍼로 남아야 합니다. 제한 없이 10에 바인딩하면 +가 11을 만들어야 하는데 \(unclamped)을(를) 만들었습니다. 범위 제한은 VolumeControl의 바인딩에 두세요."
            )
        )
    }

    /// ko: -를 몇 번 탭해도 볼륨은 0에서 멈춥니다
    @Test("the volume stops at 0 however many times - is tapped")
    func stopsAtZero() throws {
        let start = 4
        let taps = start + 5
        let host = ViewHost(VolumeControl(volume: start))

        try tap("-", taps, on: host)

        #expect(
            shows(0, on: host),
            Comment(
                en:
                    "Starting at \(start), after \(taps) taps on - the volume should stop at 0. The screen shows:\n\(host.render())",
                ko: "\(start)에서 시작해 -를 \(taps)번 탭하면 볼륨이 0에서 멈춰야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 트레이스에 볼륨의 변경이 기록되고, 0...10을 벗어나는 일은 없습니다
    @Test("the trace records the volume changing, and never outside 0...10")
    func theStateNeverLeavesTheRange() throws {
        let start = 5
        let host = ViewHost(VolumeControl(volume: start))

        try tap("+", 12, on: host)
        try tap("-", 14, on: host)

        let changes = host.updates.flatMap(\.changes)
        let expected = (10 - start) + 10
        #expect(
            changes.count == expected,
            Comment(
                en:
                    "Starting at \(start), 12 taps on + then 14 on - should change the volume \(expected) times (up to 10, down to 0; taps beyond the ends change nothing); the trace shows \(changes.count) changes:\n\(changes.map(\.description).joined(separator: "\n"))",
                ko:
                    "\(start)에서 시작해 +를 12번, 이어서 -를 14번 탭하면 볼륨이 \(expected)번 바뀌어야 합니다(10까지 올라가고 0까지 내려가며, 끝을 넘는 탭은 아무것도 바꾸지 않습니다). 트레이스에는 변경이 \(changes.count)개 있습니다:\n\(changes.map(\.description).joined(separator: "\n"))"
            )
        )
        let outside = changes.filter { Int($0.newValue).map { !(0...10).contains($0) } ?? true }
        #expect(
            outside.isEmpty,
            Comment(
                en:
                    "The @State volume should never hold a value outside 0...10; the trace shows:\n\(outside.map(\.description).joined(separator: "\n"))",
                ko:
                    "@State volume은 0...10 밖의 값을 가지면 안 됩니다. 트레이스:\n\(outside.map(\.description).joined(separator: "\n"))"
            )
        )
    }
}
