@testable import CheckerKit
import Testing

@Suite struct CompilerDiagnosticTests {
    @Test("Located errors keep file, line, column, message and the source excerpt; driver chatter is dropped")
    func parsing() {
        let output = """
            /w/Chapters/01/Exercises/A.swift:10:37: error: expected expression after operator
                    Button("+") { count +=  }
                                            ^
            /w/Chapters/01/Examples/B.swift:3:8: note: 'B' declared here
            error: fatalError
            error: compile command failed due to signal 6 (use -v to see invocation)
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.count == 2)
        #expect(
            diagnostics[0]
                == CompilerDiagnostic(
                    severity: "error", path: "/w/Chapters/01/Exercises/A.swift", line: 10, column: 37,
                    message: "expected expression after operator",
                    excerpt: ["        Button(\"+\") { count +=  }", "                                ^"]))
        #expect(diagnostics[1].severity == "note")
    }
}
