// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), "example code": the UIKit way of showing and
// hiding two shapes, in the seed's two versions. The seed's code on the stand-ins of
// UIKitStandIns.swift; it uses `circle` and `rect` without declaring them, so they are declared here.
// Compare with the declarative SampleView.swift.

extension UIKitStyle {
    /// The seed's "completely manual way".
    enum DidSetPerFlag {
        /// One `didSet` per flag, each pushing its flag into its own subview.
        class SampleView: UIView {
            let circle = UIView(frame: .zero)
            let rect = UIView(frame: .zero)

            var isHiddenCircle: Bool = false {
                didSet {
                    self.circle.isHidden = self.isHiddenCircle
                }
            }
            var isHiddenRect: Bool = false {
                didSet {
                    self.rect.isHidden = self.isHiddenRect
                }
            }
        }
    }

    /// The seed's "slightly improved way".
    enum UpdateAppearance {
        /// Every flag's `didSet` calls one `updateAppearance()`, which applies all the flags at
        /// once: the same idea as a SwiftUI `body`, written and called by hand.
        class SampleView: UIView {
            let circle = UIView(frame: .zero)
            let rect = UIView(frame: .zero)

            var isHiddenCircle: Bool = false {
                didSet {
                    self.updateAppearance()
                }
            }
            var isHiddenRect: Bool = false {
                didSet {
                    self.updateAppearance()
                }
            }

            private func updateAppearance() {
                self.circle.isHidden = self.isHiddenCircle
                self.rect.isHidden = self.isHiddenRect
            }
        }
    }
}
