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
                Comment(
                    en:
                        "Typing changed no state, so there was no update. A .constant(...) binding ignores every write: bind the field with $petName.",
                    ko: "입력해도 바뀐 상태가 없어서 업데이트가 없었습니다. .constant(...) 바인딩은 모든 쓰기를 무시합니다. 필드를 $petName으로 바인딩하세요."
                ).rawValue
        }
        return Comment(en: "The last update:\n\(update)", ko: "마지막 업데이트:\n\(update)").rawValue
    }

    /// ko: 이름을 입력하면 글자마다 제목이 업데이트됩니다
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
                Comment(
                    en:
                        "Typing \"\(name)\": after \"\(typed)\" the title should be \"About \(typed)\", but it is \(host.navigationTitle.map { "\"\($0)\"" } ?? "missing"). \(lastUpdate(host, since: updatesBefore))\nThe screen shows:\n\(host.render())",
                    ko:
                        "\"\(name)\"을(를) 입력하는 중 \"\(typed)\"까지 쳤을 때 제목은 \"About \(typed)\"여야 하는데 \(host.navigationTitle.map { "\"\($0)\"" } ?? "없음")입니다. \(lastUpdate(host, since: updatesBefore))\n화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 텍스트 필드는 입력한 내용을 보여 줍니다
    @Test("the text field shows what was typed")
    func theFieldShowsTheName() throws {
        let name = "Biscuit"
        let host = ViewHost(PetProfileView())
        let updatesBefore = host.updates.count

        try host.type(name, into: .textField("Pet Name"))

        #expect(
            try host.find(.textField("Pet Name")).value == name,
            Comment(
                en:
                    "After typing \"\(name)\" the field should contain \"\(name)\": bind it with $petName. \(lastUpdate(host, since: updatesBefore))\nThe screen shows:\n\(host.render())",
                ko:
                    "\"\(name)\"을(를) 입력한 뒤에는 필드에 \"\(name)\"이(가) 있어야 합니다. 필드를 $petName으로 바인딩하세요. \(lastUpdate(host, since: updatesBefore))\n화면:\n\(host.render())"
            )
        )
    }

    /// ko: 트레이스에는 글자마다 업데이트가 하나씩 있고, 각각 PetProfileView.petName을 바꿉니다
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
            Comment(
                en:
                    "Typing \"\(name)\" should make \(name.count) updates, each one change of PetProfileView.petName:\n\(expected.joined(separator: "\n"))\nThe trace shows:\n\(typing.map(String.init(describing:)).joined(separator: "\n"))",
                ko:
                    "\"\(name)\"을(를) 입력하면 업데이트가 \(name.count)번 일어나고, 각각 PetProfileView.petName 하나만 바뀌어야 합니다:\n\(expected.joined(separator: "\n"))\n트레이스:\n\(typing.map(String.init(describing:)).joined(separator: "\n"))"
            )
        )
    }

    /// ko: 필드를 비우면 제목에서 이름이 빠집니다
    @Test("clearing the field takes the name out of the title")
    func clearingEmptiesTheTitle() throws {
        let name = "Luna"
        let host = ViewHost(PetProfileView())
        try host.type(name, into: .textField("Pet Name"))

        try host.clearText(in: .textField("Pet Name"))

        #expect(
            host.navigationTitle == "About ",
            Comment(
                en:
                    "After typing \"\(name)\" and clearing the field, the title should be \"About \" (the name is empty), but it is \(host.navigationTitle.map { "\"\($0)\"" } ?? "missing"). The screen shows:\n\(host.render())",
                ko:
                    "\"\(name)\"을(를) 입력하고 필드를 지운 뒤에는 제목이 \"About \"(이름이 비어 있음)여야 하는데 \(host.navigationTitle.map { "\"\($0)\"" } ?? "없음")입니다. 화면:\n\(host.render())"
            )
        )
        #expect(
            host.lastUpdate?.changes.map(\.description) == ["PetProfileView.petName (@State): \(name) → "],
            Comment(
                en:
                    "Clearing should change PetProfileView.petName from \"\(name)\" to \"\". The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")",
                ko:
                    "필드를 지우면 PetProfileView.petName이 \"\(name)\"에서 \"\"로 바뀌어야 합니다. 트레이스:\n\(host.lastUpdate.map(String.init(describing:)) ?? "업데이트 없음")"
            )
        )
    }
}
