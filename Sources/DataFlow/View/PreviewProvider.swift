/// A type that produces views for Xcode's canvas: SwiftUI's `PreviewProvider`. Nothing shows
/// previews headlessly, but declaring one compiles as in SwiftUI, and a test can mount
/// `GenrePicker_Previews.previews` like any other view (seed 000's `GenrePicker_Previews`).
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
