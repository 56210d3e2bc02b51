// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes): before SwiftUI, every copy of a value had to
// be kept in sync by hand; "this complexity causes bugs". These tests run the seed's UIKit-style
// code on plain-Swift stand-ins (UIKitStandIns.swift) and compare it with the declarative version.
import DataFlow
import Testing
@testable import StateExamples

@MainActor
@Suite("Keeping copies in sync by hand, and why @State removes the need (seed 001)")
struct ImperativeSyncTests {
    @Test("VideoView's didSet copies isPlaying into every subview")
    func videoViewKeepsItsSubviewsInSync() {
        let video = UIKitStyle.VideoView(frame: .zero)

        video.isPlaying = true
        #expect(video.topMenu.isPlaying && video.playControl.isPlaying)

        video.isPlaying = false
        #expect(!video.topMenu.isPlaying && !video.playControl.isPlaying)
    }

    @Test("the imperative version needs a didSet for every subview; forgetting one leaves them out of sync")
    func forgettingOneLineDesynchronises() {
        let video = UIKitStyle.ForgetfulVideoView(frame: .zero)

        video.isPlaying = true

        #expect(video.topMenu.isPlaying)
        #expect(
            video.playControl.isPlaying == false,
            "Nothing updated the play control: its own copy of isPlaying still says false.")
    }

    @Test("each subview's copy is a separate source of truth: writing one directly bypasses the parent")
    func copiesCanDrift() {
        let video = UIKitStyle.VideoView(frame: .zero)

        video.playControl.isPlaying = true

        #expect(video.isPlaying == false)
        #expect(video.topMenu.isPlaying == false)
    }

    @Test("the manual SampleView: each flag's didSet hides its own subview")
    func manualSampleView() {
        let view = UIKitStyle.DidSetPerFlag.SampleView(frame: .zero)

        view.isHiddenCircle = true
        #expect(view.circle.isHidden && !view.rect.isHidden)

        view.isHiddenRect = true
        view.isHiddenCircle = false
        #expect(!view.circle.isHidden && view.rect.isHidden)
    }

    @Test("the improved SampleView: every didSet calls one updateAppearance(), which applies all the flags")
    func updateAppearanceSampleView() {
        let view = UIKitStyle.UpdateAppearance.SampleView(frame: .zero)

        view.isHiddenRect = true
        #expect(!view.circle.isHidden && view.rect.isHidden)

        view.isHiddenCircle = true
        #expect(view.circle.isHidden && view.rect.isHidden)
    }

    @Test("the declarative PlayerView has no copies to sync: one @State, and the body reads it")
    func declarativeVersionHasOneSource() throws {
        let host = ViewHost(PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show")))

        try host.tap(.button("play.circle"))

        #expect(host.lastUpdate?.changes.count == 1, "One source of truth changed.")
        #expect(host.contains(.image("pause.circle")), "And what is shown follows it, with no didSet.")
    }
}
