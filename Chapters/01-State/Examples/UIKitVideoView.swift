// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), figure 04: a parent UIKit view that keeps
// the `isPlaying` copies of its subviews in sync by hand. The seed's code, on the stand-ins of
// UIKitStandIns.swift; the only change is `private(set)` (the seed has `private`) so that the
// tests can look at the subviews.

extension UIKitStyle {
    /// Seed 001's `VideoView`: every subview keeps its own copy of `isPlaying`, and the `didSet`
    /// must copy the value into each of them. Each copy is a source of truth that can drift.
    final class VideoView: UIView {
        private(set) var topMenu = VideoTopMenuView(frame: .zero)
        private(set) var playControl = VideoPlayControlView(frame: .zero)

        /// When each subview holds its own isPlaying, they must be kept in sync for the UI to be consistent.
        var isPlaying: Bool = false {
            didSet {
                self.topMenu.isPlaying = self.isPlaying
                self.playControl.isPlaying = self.isPlaying
            }
        }
    }

    /// NOT IN THE SEED: `VideoView` with one line of its `didSet` forgotten, to show the bug seed
    /// 001 warns about. The compiler is happy; the play control silently goes out of sync.
    final class ForgetfulVideoView: UIView {
        private(set) var topMenu = VideoTopMenuView(frame: .zero)
        private(set) var playControl = VideoPlayControlView(frame: .zero)

        var isPlaying: Bool = false {
            didSet {
                self.topMenu.isPlaying = self.isPlaying
                // Forgot: self.playControl.isPlaying = self.isPlaying
            }
        }
    }
}
