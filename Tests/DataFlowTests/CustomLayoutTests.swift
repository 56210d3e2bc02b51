import DataFlow
import Foundation
import Testing

/// The `Layout` protocol as Apple's "Composing custom layouts with SwiftUI" uses it: a layout
/// measures its subviews with proposals and places them, in the text tree's order.
@MainActor
@Suite struct CustomLayoutTests {
    /// A flow layout: subviews left to right, wrapping to a new row when the proposed width is used up.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = arrange(subviews, width: proposal.width ?? .infinity)
            return CGSize(width: proposal.width ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var index = 0
            for row in arrange(subviews, width: bounds.width) {
                var x = bounds.minX
                for size in row.sizes {
                    subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                    index += 1
                }
            }
        }

        private func arrange(_ subviews: Subviews, width: CGFloat) -> [(sizes: [CGSize], y: CGFloat, height: CGFloat)] {
            var rows: [(sizes: [CGSize], y: CGFloat, height: CGFloat)] = []
            var current: [CGSize] = []
            var x: CGFloat = 0
            var y: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x + size.width > width, !current.isEmpty {
                    let height = current.map(\.height).max() ?? 0
                    rows.append((current, y, height))
                    y += height + spacing
                    current = []
                    x = 0
                }
                current.append(size)
                x += size.width + spacing
            }
            if !current.isEmpty { rows.append((current, y, current.map(\.height).max() ?? 0)) }
            return rows
        }
    }

    @Test func aCustomLayoutPlacesItsSubviewsInTreeOrder() throws {
        let host = ViewHost(
            FlowLayout {
                ForEach(["a", "b", "c"], id: \.self) { name in
                    Color.blue.frame(width: 100, height: 30).accessibilityLabel(name)
                }
            }
            .frame(width: 250))
        let layout = try host.find(.kind(ElementKind("FlowLayout")))
        #expect(layout.attribute("size") == "250×70")
        let placed = layout.children.map { "\($0.attribute("position") ?? "-") \($0.attribute("size") ?? "-")" }
        #expect(placed == ["0,0 100×30", "110,0 100×30", "0,40 100×30"])
    }

    @Test func anyLayoutSwitchesBetweenStackLayouts() throws {
        struct Adaptive: View {
            @State private var isWide = true
            var body: some View {
                let layout = isWide ? AnyLayout(HStackLayout(spacing: 5)) : AnyLayout(VStackLayout(spacing: 5))
                VStack {
                    layout {
                        Text("One")
                        Text("Two")
                    }
                    Button("Narrow") { isWide = false }
                }
            }
        }
        let host = ViewHost(Adaptive())
        #expect(try host.find(.text("Two")).attribute("position") == "29,0")
        try host.tap(.button("Narrow"))
        #expect(try host.find(.text("Two")).attribute("position") == "0,25")
    }
}
