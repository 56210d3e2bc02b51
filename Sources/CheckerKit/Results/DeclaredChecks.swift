import SwiftParser
import SwiftSyntax

/// The checks a hidden check file declares, found in its source before anything runs: every
/// function marked `@Test` (or `@Testing.Test`), by name. A verdict needs each of them to start
/// and end exactly once, and no other check to run, so a run cut short, filtered or padded with
/// checks of the learner's own is never taken for a pass.
struct DeclaredChecks: Equatable {
    /// The base names of the `@Test` functions (`addsOne` for `func addsOne()`), in file order.
    let functionNames: [String]
    /// The checks' names in Korean, by base name: a hidden check gives its name in Korean in a
    /// documentation comment line `/// ko: …` above its `@Test` (Swift Testing's display name is
    /// one string literal, in English).
    let koreanNames: [String: String]

    /// Reads `source` with the compiler's own parser (the toolchain's SwiftParser, as
    /// `LearnerSyntax` does), so a regex or raw string literal cannot hide a `@Test` function
    /// from the count, or make one up, in a learner's test file.
    init(source: String) {
        let finder = TestFunctionFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        functionNames = finder.names
        koreanNames = finder.koreanNames
    }

    /// The name a learner reads for the check `test` in `language`: its Korean name where the
    /// check file gives one, else Swift Testing's display name.
    func name(of test: EventStream.Test, in language: Language) -> String {
        guard language == .korean else { return test.name }
        return koreanNames[Self.baseName(test.functionName)] ?? test.name
    }

    /// The `@Test` (or `@Testing.Test`) functions of a parsed file, in file order.
    private final class TestFunctionFinder: SyntaxVisitor {
        var names: [String] = []
        var koreanNames: [String: String] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let isTest = node.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return false }
                let name = attribute.attributeName.trimmedDescription
                return name == "Test" || name == "Testing.Test"
            }
            if isTest {
                names.append(node.name.text)
                for piece in node.leadingTrivia {
                    guard case .docLineComment(let text) = piece else { continue }
                    let line = text.dropFirst(3).trimmingPrefix(" ")
                    if line.hasPrefix("ko: ") { koreanNames[node.name.text] = String(line.dropFirst(4)) }
                }
            }
            return .visitChildren
        }
    }

    /// `addsOne` for `addsOne()` or `addsOne(count:)`.
    static func baseName(_ functionName: String) -> String {
        String(functionName.prefix { $0 != "(" })
    }
}
