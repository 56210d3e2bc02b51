import Foundation

/// A stand-in for UIKit's `UIControl`, as far as its states name the look of a control in a
/// state (`setTitleTextAttributes(_:for: .selected)`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The states a control can be in: UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds: UIKit's `isEnabled`.
    open var isEnabled = true
    /// Whether the control is selected: UIKit's `isSelected`.
    open var isSelected = false
}

/// A stand-in for UIKit's `UISegmentedControl`, as far as SwiftUI code colours SwiftUI's segmented
/// pickers through its appearance proxy (`UISegmentedControl.appearance().selectedSegmentTintColor = …`).
/// It is data: SwiftUI's pickers are not UIKit views here, so nothing reads it (see
/// `UIView.appearance()`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The colour of the selected segment: UIKit's `selectedSegmentTintColor`.
    open var selectedSegmentTintColor: UIColor?
    /// The attributes of the segments' titles in each state, as set.
    public private(set) var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the segments' titles in `state`: UIKit's `setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    /// The attributes of the segments' titles in `state`: UIKit's `titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }
}
