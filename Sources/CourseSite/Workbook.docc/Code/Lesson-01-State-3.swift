let host = ViewHost(PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show")))
try host.tap(.button("play.circle"))
print(host.render())
print(host.lastUpdate!)
