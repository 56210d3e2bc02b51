import DataFlow
import Foundation
import Testing

// Controls and motion: Slider with labels, ShareLink, ColorPicker, Gauge,
// withAnimation(_:completion:), @Namespace, ScrollViewReader, TimelineView, onLongPressGesture;
// and URLSession, visible through `import DataFlow` as through `import SwiftUI`.

private struct VolumeView: View {
    @State private var volume = 0.5
    @State private var edits: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Quiet")
            } maximumValueLabel: {
                Text("Loud")
            } onEditingChanged: { editing in
                edits.append(editing)
            }
            Text(
                "Volume \(volume, specifier: "%.1f"), edits \(edits.map { $0 ? "began" : "ended" }.joined(separator: " "))"
            )
            Gauge(value: volume * 100, in: 0...100) {
                Text("Level")
            } currentValueLabel: {
                Text("\(Int(volume * 100))")
            }
        }
    }
}

private struct SharePanel: View {
    @State private var tint = Color.blue
    var body: some View {
        VStack {
            ShareLink(item: URL(string: "https://developer.apple.com")!)
            ShareLink("Share text", item: "Hello")
            ColorPicker("Tint", selection: $tint)
            Button("Red") { tint = .red }
        }
    }
}

private struct GrowButton: View {
    @State private var scale = 1.0
    @State private var done = false
    @Namespace private var namespace
    var body: some View {
        VStack {
            Button("Grow") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    scale += 0.5
                } completion: {
                    done = true
                }
            }
            .scaleEffect(scale)
            .matchedGeometryEffect(id: "button", in: namespace)
            Text(done ? "Done at \(scale)" : "Not done")
        }
    }
}

private struct JumpList: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Button("Jump to 8") { proxy.scrollTo(8, anchor: .top) }
                ForEach(0..<10) { index in
                    Text("Row \(index)").id(index)
                }
            }
        }
    }
}

private struct Ticker: View {
    let start: Date
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1.0)) { context in
            Text("Elapsed \(Int(context.date.timeIntervalSince(start).rounded()))")
        }
    }
}

private struct HoldButton: View {
    @State private var pressed = false
    var body: some View {
        Text(pressed ? "Pressed" : "Hold me")
            .onLongPressGesture(minimumDuration: 1) {
                pressed = true
            }
    }
}

private struct Post: Codable, Identifiable {
    let id: Int
    let title: String
}

/// Loads with URLSession, as SwiftUI code does, with no `import FoundationNetworking`.
@MainActor
private final class PostsModel: ObservableObject {
    @Published var posts: [Post] = []
    let session: URLSession = .shared
    func load(from url: URL) async throws {
        let (data, _) = try await session.data(from: url)
        posts = try JSONDecoder().decode([Post].self, from: data)
    }
}

@MainActor
@Suite("Controls and motion")
struct ControlMotionSnippets {
    @Test("a labelled slider shows its labels and reports the drag around each change; a gauge follows")
    func slider() throws {
        let host = ViewHost(VolumeView())
        #expect(try host.find(.slider()).texts == ["Volume", "Quiet", "Loud"])
        try host.slide(to: 0.8)
        #expect(host.contains(.text("Volume 0.8, edits began ended")))
        #expect(try host.find(.kind(.gauge)).value == "0.80")
        #expect(host.contains(.text("80")))
    }

    @Test("ShareLink hands its item over; ColorPicker shows the bound colour")
    func shareAndColor() throws {
        let host = ViewHost(SharePanel())
        try host.tap(.shareLink())
        try host.tap(.shareLink("Share text"))
        #expect(host.sharedItems == ["https://developer.apple.com", "Hello"])
        #expect(try host.find(.kind(.colorPicker)).value == "blue")
        try host.tap(.button("Red"))
        #expect(try host.find(.kind(.colorPicker)).value == "red")
    }

    @Test("withAnimation's completion runs after the change it animates has rendered")
    func animationCompletion() throws {
        let host = ViewHost(GrowButton())
        try host.tap(.button("Grow"))
        #expect(host.contains(.text("Done at 1.5")))
        #expect(try host.find(.button("Grow")).attribute("matchedGeometryEffect") == "button")
    }

    @Test("ScrollViewReader's proxy records where it was asked to scroll")
    func scrollTo() throws {
        let host = ViewHost(JumpList())
        try host.tap(.button("Jump to 8"))
        #expect(host.scrollTargets == ["8"])
    }

    @Test("TimelineView renders again at each date of its schedule on the host's clock")
    func timeline() {
        let host = ViewHost(Ticker(start: Date()))
        let first = host.texts.first ?? ""
        host.advanceTime(by: 2)
        let second = host.texts.first ?? ""
        #expect(first != second)
        #expect(second.hasPrefix("Elapsed "))
    }

    @Test("onLongPressGesture runs when the host presses and holds")
    func longPress() throws {
        let host = ViewHost(HoldButton())
        try host.longPress(.text("Hold me"))
        #expect(host.contains(.text("Pressed")))
        let plain = ViewHost(Text("No gesture"))
        #expect(throws: DataFlowError.self) { try plain.longPress(.text("No gesture")) }
    }

    @Test("URLSession comes with import DataFlow, as with import SwiftUI")
    func urlSession() {
        let model = PostsModel()
        #expect(model.posts.isEmpty)
        #expect(model.session === URLSession.shared)
    }
}
