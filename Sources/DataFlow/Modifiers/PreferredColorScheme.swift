extension View {
    /// The colour scheme the presentation that holds this view prefers: SwiftUI's
    /// `preferredColorScheme(_:)`, shown as `preferredColorScheme=dark` (nil shows `system`). In
    /// SwiftUI the preference reaches the whole window or sheet; headless, the view and its content
    /// read it from `\.colorScheme` (the views above it keep theirs).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { scheme in
            if let colorScheme { scheme = colorScheme }
        }
        .attributed("preferredColorScheme", colorScheme.map { "\($0)" } ?? "system")
    }
}
