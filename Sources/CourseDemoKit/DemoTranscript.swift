import DataFlow

/// A demo run as text, what `checker demo <name>` prints: for each step, what was done, what
/// changed (source of truth, old → new value), which bodies were evaluated, what the story
/// watches (a stack's path) and the screen after.
/// The same text is embedded in the lessons, so it must not depend on anything but the examples
/// (no times, no addresses).
@MainActor
public enum DemoTranscript {
    public static func text(of run: DemoRun) -> String {
        var lines = ["demo \(run.demo.name) (chapter \(run.demo.chapter)): \(run.demo.title)"]
        for (index, step) in run.steps.enumerated() {
            lines.append("")
            lines.append("\(index). \(step.description)")
            if step.updates.isEmpty {
                lines.append("   nothing changed, no body was evaluated")
            }
            for update in step.updates {
                lines += update.description.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "   " + $0 }
            }
            if let watched = step.watched { lines.append("   " + watched) }
            lines.append("   screen:")
            lines += step.screen.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }
        }
        return StableText.normalized(lines.joined(separator: "\n"))
    }
}
