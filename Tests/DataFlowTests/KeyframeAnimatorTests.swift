import DataFlow
import Testing

/// `keyframeAnimator` in the forms Apple's pages declare
/// (https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:repeating:content:keyframes:),
/// https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:),
/// https://developer.apple.com/documentation/swiftui/keyframetrack): a struct of values animated
/// by `KeyframeTrack`s of `LinearKeyframe`, `SpringKeyframe` and `CubicKeyframe`. Headless no
/// time passes: the content shows the initial value, and the tracks are recorded.
@MainActor
@Suite struct KeyframeAnimatorTests {
    struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var angle = Angle.zero
    }

    struct Bouncer: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Hello")
                    .keyframeAnimator(initialValue: AnimationValues()) { content, value in
                        content
                            .rotationEffect(value.angle)
                            .scaleEffect(value.scale)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.0, duration: 0.36)
                            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                            SpringKeyframe(1.0, spring: .bouncy)
                        }
                        KeyframeTrack(\.angle) {
                            CubicKeyframe(.zero, duration: 0.58)
                            CubicKeyframe(.degrees(16), duration: 0.125)
                        }
                    }
                Text("Tapped \(taps)")
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        KeyframeTrack {
                            MoveKeyframe(1.2)
                            LinearKeyframe(1.0, duration: 0.2)
                        }
                    }
                Button("Tap") { taps += 1 }
            }
        }
    }

    @Test func theContentShowsTheInitialValueAndTheTracksAreRecorded() throws {
        let host = ViewHost(Bouncer())
        let hello = try host.find(.text("Hello"))
        #expect(hello.attribute("scaleEffect") == "1", "\(host.render())")
        #expect(
            hello.attribute("keyframeAnimator")
                == "scale: linear 1.0 (0.36s), spring 1.5 (0.8s) bouncy, spring 1.0 bouncy; "
                + "angle: cubic \(Angle.zero) (0.58s), cubic \(Angle.degrees(16)) (0.125s)")
        try host.tap(.button("Tap"))
        #expect(try host.find(.text("Tapped 1")).attribute("keyframeAnimator") == "value: move 1.2, linear 1.0 (0.2s)")
    }
}
