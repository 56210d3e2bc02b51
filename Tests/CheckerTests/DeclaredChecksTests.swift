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

    @Test func aChecksKoreanNameIsTheKoLineOfItsDocumentation() {
        let source = """
            import Testing
            @Suite struct Tally {
                /// Counts up from zero.
                /// ko: 0에서부터 셉니다
                @Test("counts up") func countsUp() {}
                @Test("counts down") func countsDown() {}
            }
            """
        let declared = DeclaredChecks(source: source)
        #expect(declared.koreanNames == ["countsUp": "0에서부터 셉니다"])
        let up = EventStream.Test(id: "Tally/countsUp()", name: "counts up", functionName: "countsUp()")
        let down = EventStream.Test(id: "Tally/countsDown()", name: "counts down", functionName: "countsDown()")
        #expect(declared.name(of: up, in: .korean) == "0에서부터 셉니다")
        #expect(declared.name(of: up, in: .english) == "counts up")
        #expect(declared.name(of: down, in: .korean) == "counts down")
    }
}
