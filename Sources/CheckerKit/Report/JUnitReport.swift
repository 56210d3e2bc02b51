/// JUnit XML as CI systems read it: one `<testsuite>` per exercise, one `<testcase>` per hidden
/// check, a `<failure>` with the check's messages (or the exercise's summary) when it did not pass.
struct JUnitReport {
    let graded: [GradedExercise]

    func encoded() -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let total = graded.reduce(0) { $0 + $1.checks.count }
        let failures = graded.reduce(0) { $0 + $1.checks.filter { !$0.passed }.count }
        lines.append("<testsuites name=\"checker\" tests=\"\(total)\" failures=\"\(failures)\">")
        for item in graded {
            let checks = item.checks
            lines.append(
                "  <testsuite name=\"\(Self.escaped(item.exercise.id))\" tests=\"\(checks.count)\" failures=\"\(checks.filter { !$0.passed }.count)\">"
            )
            for check in checks {
                let opening =
                    "    <testcase classname=\"\(Self.escaped(item.exercise.id))\" name=\"\(Self.escaped(check.name))\""
                if check.passed {
                    lines.append(opening + "/>")
                } else {
                    lines.append(opening + ">")
                    lines.append(
                        "      <failure message=\"\(Self.escaped(item.result.summary))\">\(Self.escaped(check.output))</failure>"
                    )
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// Text safe inside XML attributes and elements; control characters XML forbids are dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
