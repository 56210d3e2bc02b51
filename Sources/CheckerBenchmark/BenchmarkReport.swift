import Foundation

/// Wall-clock timing helpers.
enum Timing {
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = Date()
        try work()
        return Date().timeIntervalSince(start)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// The benchmark's table: each figure with its target and whether it was met, then a closing
/// note saying by how much each missed target was missed.
struct BenchmarkReport {
    enum Target {
        case atMost(Double, String)
    }

    private var lines: [String] = []
    private var misses: [String] = []
    private var notes: [String] = []

    mutating func row(_ name: String, _ seconds: Double, target: Target?) {
        var line = pad(name, 48) + pad(String(format: "%.3f s", seconds), 12)
        if case .atMost(let limit, let label)? = target {
            let met = seconds <= limit
            line += "target ≤ \(label)" + (label.hasSuffix("floor") ? String(format: " (%.3f s)", limit) : "") + (met ? "  met" : "  MISSED")
            if !met { misses.append(String(format: "%@: %.3f s against %.3f s, %.0f%% over", name, seconds, limit, (seconds / limit - 1) * 100)) }
        }
        lines.append(line)
    }

    mutating func ratio(_ name: String, _ value: Double, target: Double) {
        let met = value <= target
        lines.append(pad(name, 48) + pad(String(format: "%.2f", value), 12) + String(format: "target ≤ %.1f", target) + (met ? "  met" : "  MISSED"))
        if !met { misses.append(String(format: "%@: %.2f against %.1f", name, value, target)) }
    }

    mutating func note(_ text: String) {
        notes.append(text)
    }

    func print() {
        Swift.print(lines.joined(separator: "\n"))
        for note in notes { Swift.print("Note: \(note)") }
        if misses.isEmpty {
            Swift.print("Every measured target was met.")
        } else {
            Swift.print("Missed: " + misses.joined(separator: "; ") + ".")
            Swift.print("The machine's load average was \(Self.loadAverage()); compiles slow down with it, the floor as much as the rest.")
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// The one-minute load average, from `/proc/loadavg`.
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "unknown"
    }
}
