import Composable
import Foundation
import Testing

/// swift-dependencies' `TestDependencyKey`: a client whose test value is declared apart from its
/// live value, read in a test through `DependencyValues`, and reported when a running app uses it
/// without a live value.
@Suite struct TestDependencyKeyTests {
    struct Greeter: Sendable {
        var greet: @Sendable (String) -> String
    }

    enum TestOnlyGreeterKey: TestDependencyKey {
        static let testValue = Greeter { "test hello, \($0)" }
    }

    struct Speller: Sendable {
        var spell: @Sendable (String) -> String
    }

    @Test func aTestReadsTheTestValue() {
        let greeting = withDependencies {
            $0.context = .test
        } operation: {
            DependencyValues._current[TestOnlyGreeterKey.self].greet("Blob")
        }
        #expect(greeting == "test hello, Blob")
    }

    @Test func aLiveContextWithoutALiveValueReportsItAndUsesTheTestValue() async {
        var greeting = ""
        let messages = await IssueReporter.capturing {
            greeting = withDependencies {
                $0.context = .live
            } operation: {
                DependencyValues._current[TestOnlyGreeterKey.self].greet("Blob")
            }
        }
        #expect(greeting == "test hello, Blob")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("has no live implementation") == true, "\(messages)")
    }
}
