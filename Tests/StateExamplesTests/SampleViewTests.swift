// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes): the SwiftUI SampleView "works on the same
// principle as updateAppearance(), but declaratively": the body states what is shown for any
// value of the two flags.
import DataFlow
import Testing
@testable import StateExamples

@MainActor
@Suite("The declarative SampleView (seed 001)")
struct SampleViewTests {
    @Test("with both flags false, the circle and the rectangle are shown")
    func bothShown() throws {
        let host = ViewHost(SampleView())

        #expect(try host.find(.kind("Circle")).isHidden == false)
        #expect(try host.find(.kind("Rectangle")).isHidden == false)
    }

    @Test(
        "the body is a function of the state: every combination of the flags is shown as declared",
        arguments: [(false, true), (true, false), (true, true)])
    func everyCombination(hideCircle: Bool, hideRect: Bool) throws {
        let host = ViewHost(SampleView(isHiddenCircle: hideCircle, isHiddenRect: hideRect))

        #expect(try host.find(.kind("Circle")).isHidden == hideCircle, "Screen:\n\(host.render())")
        #expect(try host.find(.kind("Rectangle")).isHidden == hideRect, "Screen:\n\(host.render())")
    }
}
