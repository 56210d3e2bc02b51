import Composable
import Testing

/// `IdentifiedArray` as swift-identified-collections has it: order, lookup by id, unique ids.
@Suite struct IdentifiedArrayTests {
    struct Row: Equatable, Identifiable {
        let id: Int
        var title: String
    }

    @Test func elementsAreFoundByIdAndKeepTheirOrder() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
        rows[id: 2]?.title = "B"
        #expect(rows.map(\.title) == ["a", "B"])
        rows[id: 3] = Row(id: 3, title: "c")
        #expect(rows.ids == [1, 2, 3])
        rows[id: 1] = nil
        #expect(rows.ids == [2, 3])
        #expect(rows.index(id: 3) == 1)
    }

    @Test func appendingAnExistingIdChangesNothing() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a")]
        let result = rows.append(Row(id: 1, title: "other"))
        #expect(result.inserted == false)
        #expect(rows.map(\.title) == ["a"])
    }

    @Test func movingAndRemovingByOffsetsKeepsLookupsRight() {
        var rows = IdentifiedArrayOf<Row>(uniqueElements: (1...4).map { Row(id: $0, title: "\($0)") })
        rows.move(fromOffsets: [0], toOffset: 3)
        #expect(rows.ids == [2, 3, 1, 4])
        rows.remove(atOffsets: [1])
        #expect(rows.ids == [2, 1, 4])
        #expect(rows[id: 4]?.title == "4")
        #expect(rows.index(id: 4) == 2)
    }
}

/// Removing from the ends, as swift-identified-collections' `IdentifiedArray` does.
@Suite struct IdentifiedArrayEndsTests {
    struct Row: Equatable, Identifiable {
        let id: Int
    }

    @Test func removingFromEitherEndKeepsLookupsRight() {
        var rows = IdentifiedArrayOf<Row>(uniqueElements: (1...5).map { Row(id: $0) })
        #expect(rows.removeFirst() == Row(id: 1))
        #expect(rows.removeLast() == Row(id: 5))
        #expect(rows.ids == [2, 3, 4])
        #expect(rows.index(id: 3) == 1)
        #expect(rows[id: 1] == nil)
        rows.removeFirst(2)
        #expect(rows.ids == [4])
        #expect(rows.index(id: 4) == 0)
        rows.removeLast(1)
        #expect(rows.isEmpty)
    }
}
