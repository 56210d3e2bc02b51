// Hidden checks for binding-list-rows (Chapters/02-Binding/Exercises/PackingList.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-list-rows: Bind each row to its element of an array")
struct PackingListChecks {
    static let things = ["Passport", "Charger", "Sunscreen", "Toothbrush", "Umbrella", "Headphones", "Snacks"]

    /// Between 3 and 5 different items, in random order, none packed.
    private func randomItems() -> [PackingItem] {
        Array(Self.things.shuffled().prefix(Int.random(in: 3...5))).map { PackingItem(name: $0) }
    }

    private func toggleValues(_ host: ViewHost, _ items: [PackingItem]) throws -> [String?] {
        try items.map { try host.find(.toggle($0.name)).value }
    }

    @Test("every item has a toggle titled with its name, starting from its isPacked")
    func everyItemHasAToggle() throws {
        var items = randomItems()
        let packedIndex = items.indices.randomElement()!
        items[packedIndex].isPacked = true
        let host = ViewHost(PackingList(items: items))

        let expected = items.map { $0.isPacked ? "on" : "off" }
        let actual = try toggleValues(host, items)
        #expect(actual == expected,
                "The toggles for \(items.map(\.name)) should read \(expected) (only \(items[packedIndex].name) starts packed); they read \(actual). The screen shows:\n\(host.render())")
    }

    @Test("flipping one item's toggle packs that item and no other, and the count follows")
    func flippingPacksOneItem() throws {
        let items = randomItems()
        let chosen = items.randomElement()!
        let host = ViewHost(PackingList(items: items))

        try host.toggle(.toggle(chosen.name))

        let expected = items.map { $0.name == chosen.name ? "on" : "off" }
        let actual = try toggleValues(host, items)
        #expect(actual == expected,
                "After flipping \(chosen.name), the toggles for \(items.map(\.name)) should read \(expected); they read \(actual). The screen shows:\n\(host.render())")
        #expect(host.texts.contains("1 of \(items.count) packed"),
                "After packing \(chosen.name), the count should read \"1 of \(items.count) packed\". The screen shows:\n\(host.render())")
    }

    @Test("after packing a random selection of items, the count and every toggle agree with it")
    func packingASelection() throws {
        let items = randomItems()
        let chosen = Set(items.map(\.name).shuffled().prefix(Int.random(in: 2...items.count)))
        let host = ViewHost(PackingList(items: items))

        for item in items where chosen.contains(item.name) {
            try host.toggle(.toggle(item.name))
        }

        #expect(host.texts.contains("\(chosen.count) of \(items.count) packed"),
                "After packing \(chosen.sorted()), the count should read \"\(chosen.count) of \(items.count) packed\". The screen shows:\n\(host.render())")
        let expected = items.map { chosen.contains($0.name) ? "on" : "off" }
        let actual = try toggleValues(host, items)
        #expect(actual == expected,
                "The toggles for \(items.map(\.name)) should read \(expected); they read \(actual). The screen shows:\n\(host.render())")
    }

    @Test("a flip is one change of PackingList.items, with only the flipped element different")
    func aFlipChangesTheArrayInState() throws {
        let items = randomItems()
        let index = items.indices.randomElement()!
        let host = ViewHost(PackingList(items: items))

        try host.toggle(.toggle(items[index].name))

        var packed = items
        packed[index].isPacked = true
        let expected = "PackingList.items (@State): \(items) → \(packed)"
        #expect(host.lastUpdate?.changes.map(\.description) == [expected],
                "Flipping \(items[index].name) should write through $items[\(index)] into the array: one change,\n\(expected)\nThe trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")")
    }
}
