// Hidden checks for binding-live-title (Chapters/02-Binding/Exercises/PetProfileView.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-live-title: A title that follows the text field")
struct PetProfileViewChecks {
    /// The last update, for a message; says so when typing made none (a `.constant` binding).
    private func lastUpdate(_ host: ViewHost, since count: Int) -> String {
        guard host.updates.count > count, let update = host.lastUpdate else {
            return
                "Typing changed no state, so there was no update. A .constant(...) binding ignores every write: bind the field with $petName."
        }
        return "The last update:\n\(update)"
    }

    @Test("typing a name updates the title with every character")
    func theTitleFollowsEachCharacter() throws {
        let name = "Mochi"
        let host = ViewHost(PetProfileView())

        var typed = ""
        for character in name {
            let updatesBefore = host.updates.count
            try host.type(String(character), into: .textField("Pet Name"))
            typed.append(character)
            try #require(
                host.navigationTitle == "About \(typed)",
                "Typing \"\(name)\": after \"\(typed)\" the title should be \"About \(typed)\", but it is \(host.navigationTitle.map { "\"\($0)\"" } ?? "missing"). \(lastUpdate(host, since: updatesBefore))\nThe screen shows:\n\(host.render())"
            )
        }
    }

    @Test("the text field shows what was typed")
    func theFieldShowsTheName() throws {
        let name = "Biscuit"
        let host = ViewHost(PetProfileView())
        let updatesBefore = host.updates.count

        try host.type(name, into: .textField("Pet Name"))

        #expect(
            try host.find(.textField("Pet Name")).value == name,
            "After typing \"\(name)\" the field should contain \"\(name)\": bind it with $petName. \(lastUpdate(host, since: updatesBefore))\nThe screen shows:\n\(host.render())"
        )
    }

    @Test("the trace shows one update per character, each changing PetProfileView.petName")
    func oneUpdatePerCharacter() throws {
        let name = "Rex"
        let host = ViewHost(PetProfileView())

        try host.type(name, into: .textField("Pet Name"))

        let typing = Array(host.updates.dropFirst())  // the first update is the mount
        let prefixes = name.indices.map { String(name[...$0]) }
        let expected = zip([""] + prefixes, prefixes).map { "PetProfileView.petName (@State): \($0) → \($1)" }
        #expect(
            typing.map { $0.changes.map(\.description) } == expected.map { [$0] },
            "Typing \"\(name)\" should make \(name.count) updates, each one change of PetProfileView.petName:\n\(expected.joined(separator: "\n"))\nThe trace shows:\n\(typing.map(String.init(describing:)).joined(separator: "\n"))"
        )
    }

    @Test("clearing the field takes the name out of the title")
    func clearingEmptiesTheTitle() throws {
        let name = "Luna"
        let host = ViewHost(PetProfileView())
        try host.type(name, into: .textField("Pet Name"))

        try host.clearText(in: .textField("Pet Name"))

        #expect(
            host.navigationTitle == "About ",
            "After typing \"\(name)\" and clearing the field, the title should be \"About \" (the name is empty), but it is \(host.navigationTitle.map { "\"\($0)\"" } ?? "missing"). The screen shows:\n\(host.render())"
        )
        #expect(
            host.lastUpdate?.changes.map(\.description) == ["PetProfileView.petName (@State): \(name) → "],
            "Clearing should change PetProfileView.petName from \"\(name)\" to \"\". The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")"
        )
    }
}
