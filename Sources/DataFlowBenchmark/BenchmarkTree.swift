import DataFlow

/// Where the benchmark reaches into the tree: the leaf chosen for the next change hands over a
/// binding to its `@State` when it appears, so the benchmark can write it without searching.
@MainActor
final class LeafProbe {
    var targetLeaf = 0
    var binding: Binding<Int>?
}

/// A branch of the benchmark tree: `fanout` children, each a branch or, at the bottom, a leaf.
struct Branch: View {
    let firstLeaf: Int
    let depth: Int
    let fanout: Int
    let probe: LeafProbe

    var body: some View {
        VStack {
            ForEach(0..<fanout) { index in
                let leavesPerChild = Branch.leafCount(depth: depth - 1, fanout: fanout)
                if depth == 1 {
                    Leaf(index: firstLeaf + index, probe: probe)
                } else {
                    Branch(
                        firstLeaf: firstLeaf + index * leavesPerChild, depth: depth - 1, fanout: fanout, probe: probe)
                }
            }
        }
    }

    static func leafCount(depth: Int, fanout: Int) -> Int {
        depth <= 0 ? 1 : (0..<depth).reduce(1) { result, _ in result * fanout }
    }
}

/// A leaf of the benchmark tree: one `@State` counter shown in a text.
struct Leaf: View {
    let index: Int
    let probe: LeafProbe
    @State private var count = 0

    var body: some View {
        Text("leaf \(index): \(count)")
            .onAppear {
                if index == probe.targetLeaf { probe.binding = $count }
            }
    }
}
