import DataFlow
import Testing

@MainActor
struct SmokeTests {
    @Test func playerToggles() throws {
        let host = ViewHost(PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show")))
        print(host.render())
        try host.tap(.button("play.circle"))
        print(host.render())
        print(host.lastUpdate!)
        #expect(host.contains(.image("pause.circle")))
    }

    @Test func podcaster() throws {
        let host = ViewHost(Podcaster())
        try host.toggle(.toggle("Favorite"))
        print(host.render()); print(host.lastUpdate!)
    }

    @Test func userView() throws {
        let host = ViewHost(UserView())
        try host.type("Ann", into: .textField("User Name"))
        print(host.render()); print(host.navigationTitle ?? "nil")
        for u in host.updates { print(u) }
    }

    @Test func genre() throws {
        let host = ViewHost(GenrePicker(genre: .constant("Action")))
        print(host.render())
        try host.pick("Comedy")
        print(host.render())
    }

    @Test func counter() throws {
        let host = ViewHost(ContentView())
        print(host.render())
        try host.follow(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        print(host.render()); print(host.navigationTitle ?? "nil")
        try host.goBack()
        print(host.render()); print(host.navigationTitle ?? "nil")
        try host.follow(.link("Counter demo"))
        print(host.render())
        for u in host.updates { print(u) }
    }
}
