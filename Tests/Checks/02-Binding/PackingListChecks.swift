// Hidden checks for binding-list-rows (Chapters/02-Binding/Exercises/PackingList.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-list-rows: Bind each row to its element of an array")
struct PackingListChecks {
    /// Five different items, none packed.
    private func items() -> [PackingItem] {
        ["Passport", "Charger", "Sunscreen", "Toothbrush", "Umbrella"].map { PackingItem(name: $0) }
    }

    private func toggleValues(_ host: ViewHost, _ items: [PackingItem]) throws -> [String] {
        try items.map { try host.find(.toggle($0.name)).value ?? "no value" }
    }

    /// The array as the update trace writes it: `[PackingItem(name: "Passport", isPacked: false), ...]`.
    private func traced(_ items: [PackingItem]) -> String {
        "[" + items.map { "PackingItem(name: \"\($0.name)\", isPacked: \($0.isPacked))" }.joined(separator: ", ") + "]"
    }

    /// ko: 모든 항목에 이름을 제목으로 한 토글이 있고, 토글은 항목의 isPacked에서 시작합니다
    @Test("every item has a toggle titled with its name, starting from its isPacked")
    func everyItemHasAToggle() throws {
        var items = items()
        let packedIndex = 2
        items[packedIndex].isPacked = true
        let host = ViewHost(PackingList(items: items))

        let expected = items.map { $0.isPacked ? "on" : "off" }
        let actual = try toggleValues(host, items)
        #expect(
            actual == expected,
            Comment(
                en:
                    "The toggles for \(items.map(\.name)) should read \(expected) (only \(items[packedIndex].name) starts packed); they read \(actual). The screen shows:\n\(host.render())",
                ko:
                    "\(items.map(\.name))의 토글은 \(expected)여야 하는데(\(items[packedIndex].name)만 처음부터 챙긴 상태) \(actual)입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 한 항목의 토글(첫 항목, 가운데 항목, 마지막 항목)을 켜면 그 항목만 챙겨지고, 개수가 따라갑니다
    @Test(
        "flipping one item's toggle (the first, a middle one, the last) packs that item and no other, and the count follows"
    )
    func flippingPacksOneItem() throws {
        let items = items()
        for chosen in [items[0], items[2], items[4]] {
            try flipping(chosen, in: items)
        }
    }

    private func flipping(_ chosen: PackingItem, in items: [PackingItem]) throws {
        let host = ViewHost(PackingList(items: items))
        let updatesBefore = host.updates.count

        try host.toggle(.toggle(chosen.name))
        guard host.updates.count > updatesBefore else {
            Issue.record(
                Comment(
                    en:
                        "Flipping \(chosen.name) changed no state. A .constant(...) binding ignores every write: give the row $items[index], and the toggle $item.isPacked. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")",
                    ko:
                        "\(chosen.name)을(를) 토글해도 바뀐 상태가 없습니다. .constant(...) 바인딩은 모든 쓰기를 무시합니다. 행에는 $items[index]를, 토글에는 $item.isPacked를 넘기세요. 마지막 업데이트는 그대로입니다:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")"
                )
            )
            return
        }

        let expected = items.map { $0.name == chosen.name ? "on" : "off" }
        let actual = try toggleValues(host, items)
        #expect(
            actual == expected,
            Comment(
                en:
                    "After flipping \(chosen.name), the toggles for \(items.map(\.name)) should read \(expected); they read \(actual). The screen shows:\n\(host.render())",
                ko:
                    "\(chosen.name)을(를) 토글한 뒤 \(items.map(\.name))의 토글은 \(expected)여야 하는데 \(actual)입니다. 화면:\n\(host.render())"
            )
        )
        #expect(
            host.texts.contains("1 of \(items.count) packed"),
            Comment(
                en:
                    "After packing \(chosen.name), the count should read \"1 of \(items.count) packed\". The screen shows:\n\(host.render())",
                ko: "\(chosen.name)을(를) 챙긴 뒤에는 개수가 \"1 of \(items.count) packed\"여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: Passport, Sunscreen, Umbrella를 챙긴 뒤에는 개수와 모든 토글이 일치합니다
    @Test("after packing Passport, Sunscreen and Umbrella, the count and every toggle agree")
    func packingASelection() throws {
        let items = items()
        let chosen: Set = ["Passport", "Sunscreen", "Umbrella"]
        let host = ViewHost(PackingList(items: items))

        for item in items where chosen.contains(item.name) {
            try host.toggle(.toggle(item.name))
        }

        #expect(
            host.texts.contains("\(chosen.count) of \(items.count) packed"),
            Comment(
                en:
                    "After packing \(chosen.sorted()), the count should read \"\(chosen.count) of \(items.count) packed\". The screen shows:\n\(host.render())",
                ko:
                    "\(chosen.sorted())을(를) 챙긴 뒤에는 개수가 \"\(chosen.count) of \(items.count) packed\"여야 합니다. 화면:\n\(host.render())"
            )
        )
        let expected = items.map { chosen.contains($0.name) ? "on" : "off" }
        let actual = try toggleValues(host, items)
        #expect(
            actual == expected,
            Comment(
                en:
                    "The toggles for \(items.map(\.name)) should read \(expected); they read \(actual). The screen shows:\n\(host.render())",
                ko: "\(items.map(\.name))의 토글은 \(expected)여야 하는데 \(actual)입니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 토글 전환 한 번은 PackingList.items의 변경 하나이고, 전환한 요소만 달라집니다
    @Test("a flip is one change of PackingList.items, with only the flipped element different")
    func aFlipChangesTheArrayInState() throws {
        let items = items()
        let index = 3
        let host = ViewHost(PackingList(items: items))

        try host.toggle(.toggle(items[index].name))

        var packed = items
        packed[index].isPacked = true
        let expected = "PackingList.items (@State): \(traced(items)) → \(traced(packed))"
        #expect(
            host.lastUpdate?.changes.map(\.description) == [expected],
            Comment(
                en:
                    "Flipping \(items[index].name) should write through $items[\(index)] into the array: one change,\n\(expected)\nThe trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")",
                ko:
                    "\(items[index].name)을(를) 토글하면 $items[\(index)]를 통해 배열에 써야 합니다. 변경은 하나:\n\(expected)\n트레이스:\n\(host.lastUpdate.map(String.init(describing:)) ?? "업데이트 없음")"
            )
        )
    }
}
