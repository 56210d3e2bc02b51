import DataFlow
import Testing

/// A counter to preview, with its own state.
struct PreviewedCounter: View {
    @State private var count: Int
    init(start: Int = 0) { _count = State(initialValue: start) }
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

#Preview("Counter from ten") {
    PreviewedCounter(start: 10)
}

#Preview {
    let greeting = "Hello"
    Text("\(greeting), preview")
}

/// `#Preview` declares previews that the host finds with nothing from the learner, as Xcode's
/// canvas does: SwiftUI documents that an unnamed preview is labelled with its line.
@MainActor
@Suite("#Preview")
struct PreviewTests {
    @Test("Every #Preview of a file is found, named or labelled by its line, in line order")
    func previewsAreFound() {
        let previews = Preview.all(inFile: "PreviewTests.swift")
        #expect(previews.map(\.displayName) == ["Counter from ten", "Line 20"])
        #expect(previews.map(\.name) == ["Counter from ten", nil])
        #expect(previews.map(\.fileID) == ["DataFlowTests/PreviewTests.swift", "DataFlowTests/PreviewTests.swift"])
        #expect(Preview.all.count >= 2)
    }

    @Test("ViewHost(preview:) mounts a preview's view, whose state works as in any mounted view")
    func mountByName() throws {
        let host = try ViewHost(preview: "Counter from ten")
        #expect(host.texts == ["Count: 10", "Add"])
        try host.tap(.button("Add"))
        #expect(host.texts == ["Count: 11", "Add"])
    }

    @Test("A preview's body may declare values before its view, as a view builder allows")
    func bodyWithStatements() throws {
        let host = try ViewHost(preview: "Line 20", inFile: "PreviewTests.swift")
        #expect(host.render() == #"Text "Hello, preview""#)
    }

    @Test("Each mount makes the preview's view anew: state does not carry over between hosts")
    func eachMountIsFresh() throws {
        let first = try ViewHost(preview: "Counter from ten")
        try first.tap(.button("Add"))
        let second = try ViewHost(preview: "Counter from ten")
        #expect(second.texts == ["Count: 10", "Add"])
    }

    @Test("An unknown preview name is an error that lists the previews there are")
    func unknownName() {
        #expect {
            try ViewHost(preview: "Countr", inFile: "PreviewTests.swift")
        } throws: { error in
            "\(error)"
                == #"There is no preview named "Countr" in PreviewTests.swift. The previews are: "Counter from ten" (DataFlowTests/PreviewTests.swift, line 16), "Line 20" (DataFlowTests/PreviewTests.swift, line 20)."#
        }
        #expect {
            try ViewHost(preview: "Counter", inFile: "NoSuchFile.swift")
        } throws: { error in
            "\(error)".hasPrefix(
                #"There is no preview named "Counter" in NoSuchFile.swift: no #Preview was found in NoSuchFile.swift."#)
        }
    }
}

extension PreviewTests {
    @Test("Two files may name a preview alike: the error asks for the file, and inFile: picks one")
    func sameNameInTwoFiles() throws {
        #expect {
            try ViewHost(preview: "Twice")
        } throws: { error in
            "\(error)".hasPrefix(#"Several previews are named "Twice" ("#)
                && "\(error)".contains(#"pass the file too: ViewHost(preview: "Twice", inFile: ""#)
        }
        #expect(try ViewHost(preview: "Twice", inFile: "PreviewNamedTwiceAgain.swift").texts == ["Here"])
        #expect(try ViewHost(preview: "Twice", inFile: "PreviewNamedTwice.swift").texts == ["There"])
    }
}
