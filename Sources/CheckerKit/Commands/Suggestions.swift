/// "Did you mean …?": the names closest to a mistyped one, by edit distance (a typo, a missing or
/// extra letter, two letters swapped) or because one contains the other.
enum Suggestions {
    /// Up to three of `candidates` close to `typed`, closest first.
    static func closest(to typed: String, among candidates: [String]) -> [String] {
        let wanted = typed.lowercased()
        guard !wanted.isEmpty else { return [] }
        let allowed = max(2, wanted.count / 3)
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let name = candidate.lowercased()
            let distance = editDistance(wanted, name)
            if distance <= allowed { return (candidate, distance) }
            if wanted.count >= 4, name.contains(wanted) || wanted.contains(name) { return (candidate, allowed + 1) }
            return nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost one.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
