import DataFlow
import Testing

/// The Foundation API Apple's platforms have and Linux's lacks, available with `import DataFlow`
/// (issue 27, item 3): localized strings without tables, list and duration formatters, affine
/// transforms. This file imports only DataFlow, as a converted SwiftUI file does.
@Suite struct FoundationStandInTests {
    @Test func localizedStringsAreTheirTextInterpolated() {
        let name = "Ann"
        #expect(String(localized: "Welcome back, \(name)") == "Welcome back, Ann")
        #expect(String(localized: "Menu", bundle: .main, comment: "The menu's title") == "Menu")
        #expect(String(localized: "truck.title", defaultValue: "Food Truck") == "Food Truck")
        let resource: LocalizedStringResource = "Donuts"
        #expect(String(localized: resource) == "Donuts")
        #expect(LocalizedStringResource("key", defaultValue: "Shown").description == "Shown")
    }

    @Test func listFormatterJoinsAsEnglishDoes() {
        #expect(ListFormatter.localizedString(byJoining: ["Apples"]) == "Apples")
        #expect(ListFormatter.localizedString(byJoining: ["Apples", "pears"]) == "Apples and pears")
        #expect(ListFormatter.localizedString(byJoining: ["A", "B", "C"]) == "A, B, and C")
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
    }

    @Test func dateComponentsFormatterSaysHowLongInEachStyle() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3723) == "1:02:03")
        #expect(formatter.string(from: 65) == "1:05")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 65) == "00:01:05")
        formatter.zeroFormattingBehavior = .default
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3723) == "1h 2m 3s")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3660) == "1 hour, 1 minute")
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 7300) == "2 hr")
    }

    @Test func affineTransformsMovePointsAndInvert() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 3))
        #expect(CGPoint(x: 12, y: 3).applying(transform.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(
            CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(scaleX: 4, y: 2)).size
                == CGSize(width: 4, height: 2))
    }
}
