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

    @Test("the sheet opens showing the current nickname and bio")
    func opensFilled() throws {
        let host = ViewHost(ProfileScreen().environmentObject(profile(nickname: "ann", bio: "Reads a lot")))

        try host.tap(.button("Edit"))

        #expect(
            try host.find(.textField("Nickname")).value == "ann" && host.find(.textField("Bio")).value == "Reads a lot",
            "The editor should open with Nickname \"ann\" and Bio \"Reads a lot\", copied from the ProfileStore in onAppear. It shows:\n\(host.render())"
        )
    }

    @Test("changing only the bio and saving keeps the nickname, and closes the sheet")
    func saveKeepsUntouchedFields() throws {
        let store = profile(nickname: "ann", bio: "Reads a lot")
        let host = ViewHost(ProfileScreen().environmentObject(store))
        try host.tap(.button("Edit"))
        try host.clearText(in: .textField("Bio"))
        try host.type("Writes a lot", into: .textField("Bio"))

        try host.tap(.button("Save"))

        #expect(!host.isPresentingSheet, "Save should close the sheet. The screen shows:\n\(host.render())")
        #expect(
            store.nickname == "ann" && store.bio == "Writes a lot",
            "After changing the bio and saving, the profile should be nickname \"ann\", bio \"Writes a lot\"; it is \"\(store.nickname)\", \"\(store.bio)\"."
        )
        #expect(
            host.texts.contains("Bio: Writes a lot"),
            "The profile screen should show the new bio. It shows:\n\(host.render())")
    }

    @Test("closing the sheet without Save leaves the profile as it was")
    func dismissingDiscardsTheDraft() throws {
        let store = profile(nickname: "ann", bio: "Reads a lot")
        let host = ViewHost(ProfileScreen().environmentObject(store))
        try host.tap(.button("Edit"))
        try host.type("!!", into: .textField("Nickname"))

        try host.dismissSheet()

        #expect(
            store.nickname == "ann",
            "The sheet was swiped away without Save; the nickname should still be \"ann\", but it is \"\(store.nickname)\". Edit a draft in the sheet's own @State."
        )
    }

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
            "The nickname was changed to \"annie\" while the sheet was closed; the editor should open showing it. It shows:\n\(host.render())"
        )
    }
}
