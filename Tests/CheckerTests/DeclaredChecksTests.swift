import Foundation
import Testing

@testable import CheckerKit

/// The checks a file declares come from the compiler's parse: literals and comments that a
/// hand lexer misread cannot hide a `@Test` function from the count, nor invent one.
@Suite struct DeclaredChecksTests {
    @Test func testFunctionsAreFoundInSuitesAndAfterARegexLiteral() {
        let source = """
            import Testing
            let pattern = #/a/*b/#
            @Suite struct Tally {
                @Test func countsUp() {}
                @Testing.Test("named") func countsDown() {}
                func helper() {}
            }
            // @Test func inAComment() {}
            let text = "@Test func inAString() {}"
            @Test(arguments: [1, 2]) func parameterised(value: Int) {}
            """
        #expect(DeclaredChecks(source: source).functionNames == ["countsUp", "countsDown", "parameterised"])
    }
}
