import Foundation

/// Wall-clock timing helpers.
enum Timing {
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = Date()
        try work()
        return Date().timeIntervalSince(start)
    }

    /// Processor seconds (user and system) used so far by this process and the children it has
    /// waited for, compilers included.
    static func processorSeconds() -> Double {
        func total(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(who), &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
                usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return total(RUSAGE_SELF.rawValue) + total(RUSAGE_CHILDREN.rawValue)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
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

    mutating func row(_ name: String, _ seconds: Double, target: Target?, processor: Double? = nil) {
        var line = pad(name, 76) + pad(String(format: "%.3f s", seconds), 12)
        if let processor { line += pad(String(format: "(cpu %.1f s)", processor), 16) }
        if case .atMost(let limit, let label)? = target {
            let met = seconds <= limit
            line +=
                "target ≤ \(label)" + (label.hasSuffix("floor") ? String(format: " (%.3f s)", limit) : "")
                + (met ? "  met" : "  MISSED")
            if !met {
                misses.append(
                    String(
                        format: "%@: %.3f s against %.3f s, %.0f%% over", name, seconds, limit,
                        (seconds / limit - 1) * 100))
            }
        }
        lines.append(line)
    }

    mutating func ratio(_ name: String, _ value: Double, target: Double) {
        let met = value <= target
        lines.append(
            pad(name, 76) + pad(String(format: "%.2f", value), 12) + String(format: "target ≤ %.1f", target)
                + (met ? "  met" : "  MISSED"))
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
            Swift.print(
                "The machine's load average was \(Self.loadAverage()); compiles slow down with it, the floor as much as the rest."
            )
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// The one-minute load average, from `/proc/loadavg`.
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init)
            ?? "unknown"
    }
}
