import DataFlow
import Foundation
import Testing

/// `MultiDatePicker` in the form Apple's page declares
/// (https://developer.apple.com/documentation/swiftui/multidatepicker: a title, a selection bound
/// to a `Set<DateComponents>`, and `in:` bounds): the picked days show in order.
@MainActor
@Suite struct MultiDatePickerTests {
    struct Availability: View {
        @State private var dates: Set<DateComponents> = [DateComponents(year: 2024, month: 5, day: 3)]
        let bounds = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 2_000_000_000)
        var body: some View {
            VStack {
                MultiDatePicker("Dates Available", selection: $dates, in: bounds)
                Button("Add") { dates.insert(DateComponents(year: 2024, month: 5, day: 1)) }
                Text("\(dates.count) days")
            }
        }
    }

    @Test func thePickedDaysShowInOrder() throws {
        let host = ViewHost(Availability())
        #expect(try host.find(.kind(.multiDatePicker)).value == "2024-05-03")
        try host.tap(.button("Add"))
        let picker = try host.find(.kind(.multiDatePicker))
        #expect(picker.label == "Dates Available")
        #expect(picker.value == "2024-05-01, 2024-05-03")
        #expect(host.texts.contains("2 days"))
    }
}
