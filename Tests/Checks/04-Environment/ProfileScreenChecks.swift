// Hidden checks for env-on-appear (Chapters/04-Environment/Exercises/ProfileScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-on-appear: Fill a form in onAppear")
struct ProfileScreenChecks {
    func profile(nickname: String, bio: String) -> ProfileStore {
        let store = ProfileStore()
        store.nickname = nickname
        store.bio = bio
        return store
    }

    /// ko: 시트는 지금의 닉네임과 소개를 보여 주며 열립니다
    @Test("the sheet opens showing the current nickname and bio")
    func opensFilled() throws {
        let host = ViewHost(ProfileScreen().environmentObject(profile(nickname: "ann", bio: "Reads a lot")))

        try host.tap(.button("Edit"))

        #expect(
            try host.find(.textField("Nickname")).value == "ann" && host.find(.textField("Bio")).value == "Reads a lot",
            Comment(
                en:
                    "The editor should open with Nickname \"ann\" and Bio \"Reads a lot\", copied from the ProfileStore in onAppear. It shows:\n\(host.render())",
                ko:
                    "편집 화면은 onAppear에서 ProfileStore의 값을 복사해 Nickname \"ann\", Bio \"Reads a lot\"으로 열려야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 소개만 바꾸고 저장하면 닉네임은 그대로이고 시트가 닫힙니다
    @Test("changing only the bio and saving keeps the nickname, and closes the sheet")
    func saveKeepsUntouchedFields() throws {
        let store = profile(nickname: "ann", bio: "Reads a lot")
        let host = ViewHost(ProfileScreen().environmentObject(store))
        try host.tap(.button("Edit"))
        try host.clearText(in: .textField("Bio"))
        try host.type("Writes a lot", into: .textField("Bio"))

        try host.tap(.button("Save"))

        #expect(
            !host.isPresentingSheet,
            Comment(
                en: "Save should close the sheet. The screen shows:\n\(host.render())",
                ko: "Save를 누르면 시트가 닫혀야 합니다. 화면:\n\(host.render())"))
        #expect(
            store.nickname == "ann" && store.bio == "Writes a lot",
            Comment(
                en:
                    "After changing the bio and saving, the profile should be nickname \"ann\", bio \"Writes a lot\"; it is \"\(store.nickname)\", \"\(store.bio)\".",
                ko:
                    "소개를 바꾸고 저장한 뒤 프로필은 닉네임 \"ann\", 소개 \"Writes a lot\"이어야 하는데 \"\(store.nickname)\", \"\(store.bio)\"입니다."
            )
        )
        #expect(
            host.texts.contains("Bio: Writes a lot"),
            Comment(
                en: "The profile screen should show the new bio. It shows:\n\(host.render())",
                ko: "프로필 화면에 새 소개가 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: Save 없이 시트를 닫으면 프로필은 그대로입니다
    @Test("closing the sheet without Save leaves the profile as it was")
    func dismissingDiscardsTheDraft() throws {
        let store = profile(nickname: "ann", bio: "Reads a lot")
        let host = ViewHost(ProfileScreen().environmentObject(store))
        try host.tap(.button("Edit"))
        try host.type("!!", into: .textField("Nickname"))

        try host.dismissSheet()

        #expect(
            store.nickname == "ann",
            Comment(
                en:
                    "The sheet was swiped away without Save; the nickname should still be \"ann\", but it is \"\(store.nickname)\". Edit a draft in the sheet's own @State.",
                ko: "Save 없이 시트를 쓸어내려 닫았으니 닉네임은 여전히 \"ann\"이어야 하는데 \"\(store.nickname)\"입니다. 초안은 시트 자신의 @State에서 편집하세요."
            )
        )
    }

    /// ko: 시트는 열릴 때마다 그때의 프로필을 보여 줍니다
    @Test("the sheet shows the profile as it is now each time it opens")
    func refilledOnEveryAppearance() throws {
        let store = profile(nickname: "ann", bio: "")
        let host = ViewHost(ProfileScreen().environmentObject(store))
        try host.tap(.button("Edit"))
        try host.dismissSheet()
        store.nickname = "annie"

        try host.tap(.button("Edit"))

        #expect(
            try host.find(.textField("Nickname")).value == "annie",
            Comment(
                en:
                    "The nickname was changed to \"annie\" while the sheet was closed; the editor should open showing it. It shows:\n\(host.render())",
                ko: "시트가 닫혀 있는 동안 닉네임이 \"annie\"로 바뀌었으니 편집 화면은 그 값을 보여 주며 열려야 합니다. 화면:\n\(host.render())")
        )
    }
}
