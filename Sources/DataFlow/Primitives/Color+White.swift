extension Color {
    /// A grey from black (0) to white (1): SwiftUI's `Color(white:opacity:)`, named by its
    /// components: `white(0.8)`, `white(0.8, 0.5)`.
    nonisolated public init(white: Double, opacity: Double = 1) {
        let components = [white] + (opacity < 1 ? [opacity] : [])
        self.init(
            "white(" + components.map { $0.rounded() == $0 ? String(Int($0)) : "\($0)" }.joined(separator: ", ") + ")")
    }
}
