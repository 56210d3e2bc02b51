import DataFlow
import Foundation
import Testing

/// The forms that show and read values through a Foundation `Formatter`, as Apple's pages declare
/// them: https://developer.apple.com/documentation/swiftui/text/init(_:formatter:) (an `NSObject`
/// subject), https://developer.apple.com/documentation/swiftui/text/init(_:formatter:)-2he2c (a
/// `ReferenceConvertible` one, such as a date) and
/// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:formatter:)-4013v
/// ("If formatter can't perform the conversion, the text field doesn't modify binding.value").
@MainActor
@Suite struct FormatterFormsTests {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static let year: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ""
        return formatter
    }()

    struct OrderRow: View {
        @State private var total = 4.5
        let placed = Date(timeIntervalSince1970: 0)
        var body: some View {
            VStack {
                Text(total as NSNumber, formatter: FormatterFormsTests.currency)
                Text(placed, formatter: FormatterFormsTests.day)
                Button("Add a shot") { total += 0.75 }
            }
        }
    }

    @Test func aTextShowsWhatItsFormatterWritesAndFollowsTheValue() throws {
        let host = ViewHost(OrderRow())
        #expect(host.texts.prefix(2) == ["$4.50", "Jan 1, 1970"])
        try host.tap(.button("Add a shot"))
        #expect(host.texts.first == "$5.25")
    }

    struct MovieForm: View {
        @State private var year: Int? = 1999
        var body: some View {
            Form {
                TextField("Year", value: $year, formatter: FormatterFormsTests.year)
                Text(year.map { "Year: \($0)" } ?? "No year")
            }
        }
    }

    @Test func aFieldWritesWhatItsFormatterReadsAndKeepsTheValueForATextItCannotRead() throws {
        let host = ViewHost(MovieForm())
        #expect(try host.find(.textField("Year")).value == "1999")
        try host.clearText(in: .textField("Year"))
        try host.type("abc", into: .textField("Year"))
        #expect(host.texts.contains("Year: 1999"), "\(host.texts)")
        try host.clearText(in: .textField("Year"))
        try host.type("2024", into: .textField("Year"))
        #expect(host.texts.contains("Year: 2024"), "\(host.texts)")
        #expect(try host.find(.textField("Year")).value == "2024")
    }
}
