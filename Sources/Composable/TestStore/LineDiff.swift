/// Compares two dumps line by line (a longest-common-subsequence diff) and writes them as TCA's
/// failure messages do: lines only in the expected value marked `−`, lines only in the actual
/// value marked `+`, shared lines unmarked; long runs of shared lines are shortened.
enum LineDiff {
    static func render(expected: [String], actual: [String], context: Int = 3) -> String {
        let n = expected.count, m = actual.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] =
                    expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(marker: Character, text: String)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                lines.append((" ", expected[i])); i += 1; j += 1
            } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
                if i < n, common[i][j + 1] == common[i + 1][j] {
                    lines.append(("−", expected[i])); i += 1
                } else {
                    lines.append(("+", actual[j])); j += 1
                }
            } else {
                lines.append(("−", expected[i])); i += 1
            }
        }
        // Group removals before insertions within each changed run, as a reader expects.
        var grouped: [(marker: Character, text: String)] = []
        var run: [(marker: Character, text: String)] = []
        func flushRun() {
            grouped += run.filter { $0.marker == "−" } + run.filter { $0.marker == "+" }
            run.removeAll()
        }
        for line in lines {
            if line.marker == " " { flushRun(); grouped.append(line) } else { run.append(line) }
        }
        flushRun()
        return shorten(grouped, context: context)
            .map { "  \($0.marker) \($0.text)" }
            .joined(separator: "\n")
    }

    private static func shorten(
        _ lines: [(marker: Character, text: String)], context: Int
    )
        -> [(marker: Character, text: String)]
    {
        let changed = lines.indices.filter { lines[$0].marker != " " }
        guard !changed.isEmpty, lines.count > 20 else { return lines }
        var keep = Set<Int>([0, lines.count - 1])
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) }
        }
        var result: [(marker: Character, text: String)] = []
        var skipped = 0
        for index in lines.indices {
            if keep.contains(index) {
                if skipped > 0 { result.append((" ", "  … (\(skipped) unchanged)")); skipped = 0 }
                result.append(lines[index])
            } else {
                skipped += 1
            }
        }
        return result
    }
}
