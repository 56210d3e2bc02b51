/// JUnit XML as CI systems read it: one `<testsuite>` per exercise, one `<testcase>` per hidden
/// check, a `<failure>` with the check's messages (or the exercise's summary) when it did not pass;
/// each suite carries the isolation as a property and the exercise's integrity notes in
/// `<system-out>`, passing or not. Every character XML 1.0 forbids is replaced (`escaped`).
struct JUnitReport {
    let graded: [GradedExercise]
    /// How the code under check was isolated.
    var isolation: String = ""

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
            if !isolation.isEmpty {
                lines.append("    <properties>")
                lines.append("      <property name=\"isolation\" value=\"\(Self.escaped(isolation))\"/>")
                lines.append("    </properties>")
            }
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
            if !item.result.notes.isEmpty {
                lines.append(
                    "    <system-out>\(Self.escaped(([Phrase.reportIntegrityNotes.text()] + item.result.notes).joined(separator: "\n")))</system-out>"
                )
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// Text safe inside XML attributes and elements: markup escaped, and every character XML 1.0
    /// does not allow (its `Char` production: controls but tab, line feed and carriage return,
    /// U+FFFE and U+FFFF) or discourages (the other noncharacters, C1 controls, DEL) replaced by
    /// U+FFFD. (A Swift string holds no lone surrogates: decoding replaced them already.)
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
            case _ where isAllowed(scalar.value): result.unicodeScalars.append(scalar)
            default: result += "\u{FFFD}"
            }
        }
        return result
    }

    /// Whether XML 1.0 allows, and does not discourage, the character `value`.
    static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0x85, 0xA0...0xD7FF: true
        case 0xFDD0...0xFDEF: false
        case 0xE000...0x10FFFF: value & 0xFFFE != 0xFFFE
        default: false
        }
    }
}
