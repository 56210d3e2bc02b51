import Foundation

/// Whether tests that need a program from outside the toolchain (Chromium, bubblewrap) run on this
/// machine, and what they say when they cannot.
///
/// The rule, the same for every such program: found, the tests run; missing on a learner's or an
/// author's machine, they are skipped with a message naming the program and how to install it;
/// missing where `CI` is `true`, they run and fail with that message, so that CI never passes
/// by skipping what it was set up to test (`.ci/run` installs every program it names).
public struct ToolRequirement: Sendable {
    /// What the tests call the program, for example "headless Chromium".
    public let purpose: String
    /// How to get it, for example "apt-get install chromium".
    public let installHint: String
    /// The program found on this machine, or nil.
    public let tool: ExternalTool?
    /// Whether this run is CI's (`CI=true`, as GitHub Actions and most CI services set it).
    public let isContinuousIntegration: Bool

    /// Looks for the program now.
    public init(
        purpose: String, installHint: String, tool: ExternalTool?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.purpose = purpose
        self.installHint = installHint
        self.tool = tool
        self.isContinuousIntegration = ["true", "1", "yes"].contains((environment["CI"] ?? "").lowercased())
    }

    /// Whether the tests run: when the program is here, or in CI (where its absence is a failure).
    public var testsRun: Bool { tool != nil || isContinuousIntegration }

    /// The skip message Swift Testing shows when the program is missing outside CI.
    public var skipMessage: String {
        "\(purpose) is not installed on this machine, so these tests are skipped; install it with `\(installHint)` to run them"
    }

    /// The failure message when the program is missing in CI.
    public var missingInContinuousIntegration: String {
        "\(purpose) is needed and CI=true, so its absence is a failure, not a skip: install it with `\(installHint)` (.ci/run does)"
    }

    /// Headless Chromium for the course site's browser tests (`WORKBOOK_CHROMIUM` names another build).
    public static var chromium: ToolRequirement {
        ToolRequirement(
            purpose:
                "Headless Chromium (chromium, chromium-browser or google-chrome on PATH, or $\(HeadlessBrowser.overrideVariable))",
            installHint: "apt-get install chromium", tool: HeadlessBrowser.find()?.executable)
    }

    /// Graphviz's `dot`, which draws each demo's graph when `.ci/site` builds the site (`DOT` names another).
    public static var graphviz: ToolRequirement {
        ToolRequirement(
            purpose: "Graphviz's dot (on PATH, or $DOT), which draws the demos' graphs when the course site is built",
            installHint: "apt-get install graphviz", tool: ExternalTool.find(["dot"], overrideVariable: "DOT"))
    }
}
