extension Text {
    /// A monospaced font for this text: SwiftUI's `Text.monospaced(_:)`, which returns a `Text`
    /// so that it can be joined with `+`; shown as `monospaced=true`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        Text(
            runs: runs.map { run in
                var run = run
                if !run.attributes.contains(where: { $0.name == "monospaced" }) {
                    run.attributes.append(Attribute(name: "monospaced", value: String(isActive)))
                }
                return run
            })
    }
}
