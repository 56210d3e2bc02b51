import DataFlow
import Foundation
import Testing

// Everyday code from Hacking with Swift's projects and Apple's tutorials that needed more:
// Text(_:format:), list row marks, .rect shapes, DragGesture.

private struct PriceRow: View {
    let amount: Double
    var body: some View {
        HStack {
            Text("Coffee").listRowBackground(Color.yellow)
            Text(amount, format: .number.precision(.fractionLength(2)))
        }
        .listRowInsets(EdgeInsets())
    }
}

private struct DraggableCard: View {
    @State private var dragAmount = CGSize.zero
    @State private var ended = false
    var body: some View {
        VStack {
            Text("Card")
                .clipShape(.rect(cornerRadius: 10))
                .offset(dragAmount)
                .gesture(
                    DragGesture()
                        .onChanged { dragAmount = $0.translation }
                        .onEnded { _ in ended = true }
                )
            Text("Moved \(Int(dragAmount.width)),\(Int(dragAmount.height)) \(ended ? "ended" : "")")
        }
    }
}

@MainActor
@Suite("Everyday extras: formatted text, list row marks, shapes, drags")
struct EverydayExtrasSnippets {
    @Test("Text(_:format:) shows the formatted value; list row marks are recorded")
    func formattedText() throws {
        let host = ViewHost(PriceRow(amount: 3.5))
        #expect(host.contains(.text("3.50")))
        #expect(try host.find(.text("Coffee")).attribute("listRowBackground") == "yellow")
        #expect(try host.find(.text("Coffee")).attribute("clipShape") == nil)
    }

    @Test("a drag runs onChanged with the translation, then onEnded; a short drag does nothing")
    func drag() throws {
        let host = ViewHost(DraggableCard())
        try host.drag(.text("Card"), by: CGSize(width: 3, height: 4))
        #expect(host.contains(.text("Moved 0,0 ")))
        try host.drag(.text("Card"), by: CGSize(width: 30, height: 40))
        #expect(host.contains(.text("Moved 30,40 ended")))
        #expect(try host.find(.text("Card")).attribute("clipShape") == "RoundedRectangle(cornerRadius: 10)")
    }
}
