import Composable
import Foundation
import Testing

/// Spellings of TCA's companion libraries that apps written for TCA 1.x use and Composable lacked:
/// swift-navigation's `TextState(_:tableName:bundle:comment:)` and `+` (as `Text`'s; TCA's
/// multiple-alerts integration case writes `title + TextState("!")`), and xctest-dynamic-overlay's
/// `_XCTIsTesting` (swift-issue-reporting 1.x's alias of `isTesting`).
@Suite struct CompanionSpellingsTests {
    @Test func textStateTakesACatalogAndConcatenates() {
        let title = TextState("Delete folder", bundle: .main)
        #expect(title.string == "Delete folder")
        #expect(
            TextState("Are you sure?", tableName: "Alerts", comment: "A confirmation") == TextState("Are you sure?"))
        let count = 3
        #expect(TextState("\(count) items", bundle: .main).string == "3 items")
        let exclaimed = title + TextState("!")
        #expect(exclaimed.string == "Delete folder!")
        #expect(exclaimed == TextState(verbatim: "Delete folder!"))
        let message = "Network down"
        #expect(TextState(message).string == "Network down")
    }

    @Test func theOlderNameOfIsTestingAgreesWithIt() {
        #expect(_XCTIsTesting == isTesting)
        #expect(_XCTIsTesting)
    }
}
