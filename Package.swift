// swift-tools-version: 6.0
// The workbook: a headless SwiftUI-style runtime, the learner's checker, and the chapters.
// No package dependencies: only the Swift toolchain (Foundation, Dispatch, Testing), including
// the SwiftSyntax libraries the toolchain ships for the compiler's own macros.
import Foundation
import CompilerPluginSupport
import PackageDescription

/// The toolchain's own SwiftSyntax libraries (`<toolchain>/usr/lib/swift/host`), which the macro
/// plugin builds against instead of the swift-syntax package. Found from the `swiftc` on PATH,
/// through its symbolic links, so that any installed toolchain works.
let toolchainHostLibraries: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    for folder in folders {
        let compiler = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: compiler.path) else { continue }
        let host = compiler.resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}()

/// Compiler and linker settings of a target that imports the toolchain's SwiftSyntax modules.
let toolchainSyntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHostLibraries])]
let toolchainSyntaxLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries])
]

let package = Package(
    name: "DataFlowWorkbook",
    products: [
        .library(name: "DataFlow", targets: ["DataFlow"]),
        .executable(name: "dataflow-benchmark", targets: ["DataFlowBenchmark"]),
        .executable(name: "HeadlessApp", targets: ["HeadlessApp"]),
        .executable(name: "checker", targets: ["checker"]),
        .executable(name: "checker-benchmark", targets: ["CheckerBenchmark"]),
        .library(name: "Composable", targets: ["Composable"]),
        .executable(name: "composable-benchmark", targets: ["ComposableBenchmark"]),
        .executable(name: "course-demos", targets: ["course-demos"]),
        .executable(name: "course-site", targets: ["course-site"]),
    ],
    targets: [
        // The SwiftUI-style runtime every chapter imports, with its macros (`#Preview`).
        .target(name: "DataFlow", dependencies: ["DataFlowMacros"]),
        // The compiler-plugin side of macros: a small host that answers the compiler over
        // stdin/stdout, DataFlow's macro implementations, and the macro target listing them.
        .target(
            name: "MacroPluginHost",
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .target(
            name: "DataFlowMacroExpansions",
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .macro(
            name: "DataFlowMacros", dependencies: ["MacroPluginHost", "DataFlowMacroExpansions"],
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        // Tests of the expansions and the plugin host. They import the libraries, not the macro
        // target: a test depending on a macro target makes SwiftPM build every test for the host
        // as well, compiling DataFlow twice.
        .testTarget(
            name: "DataFlowMacrosTests", dependencies: ["DataFlowMacroExpansions", "MacroPluginHost"],
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .executableTarget(name: "DataFlowBenchmark", dependencies: ["DataFlow"]),
        .testTarget(name: "DataFlowTests", dependencies: ["DataFlow", "HeadlessApp"]),
        // A whole app file with `@main`, run by DataFlowTests' AppMainTests. Built with the main
        // actor as default isolation, as Xcode 26's app template sets, so its `#Preview` is
        // checked in that mode too (`.defaultIsolation` needs tools version 6.2).
        .executableTarget(
            name: "HeadlessApp", dependencies: ["DataFlow"],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
        // The Composable Architecture's counterpart: reducers, effects, stores, dependencies and
        // TestStore, built on DataFlow (which knows nothing of it).
        // Release builds optimise across the module boundary, so that a feature's reducers are
        // specialised for its own state and action types (TCA's reducers are inlinable for this).
        .target(
            name: "Composable", dependencies: ["DataFlow", "ComposableMacros"],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]),
        .testTarget(name: "ComposableTests", dependencies: ["Composable", "DataFlow"]),
        // Composable's macros: their expansions (a library the tests import) and the plugin.
        .target(
            name: "ComposableMacroExpansions",
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .macro(
            name: "ComposableMacros", dependencies: ["MacroPluginHost", "ComposableMacroExpansions"],
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .testTarget(
            name: "ComposableMacrosTests", dependencies: ["ComposableMacroExpansions", "MacroPluginHost"],
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .executableTarget(name: "ComposableBenchmark", dependencies: ["Composable"]),
        // The checker: compiles each exercise with its hidden checks (Tests/Checks, not a target)
        // against DataFlow (and Composable for the chapters that name it). It imports nothing under
        // Chapters/ or Solutions/, and it does not depend on the runtime: `swift run checker` builds
        // only the checker, shows the course, and the checker has SwiftPM build DataFlow and
        // Composable when a check first needs them (CheckerKit's SwiftPMBuild).
        // CheckerKit reads a learner's file with the compiler's own parser (the toolchain's
        // SwiftSyntax, see `LearnerSyntax`): linked from the toolchain, nothing more to compile.
        .target(
            name: "CheckerKit", dependencies: ["CheckerHashing"], swiftSettings: toolchainSyntaxSwiftSettings,
            linkerSettings: toolchainSyntaxLinkerSettings),
        // SHA-256, optimized in every configuration: `swift run checker` is a debug build, and
        // every command hashes what it restores from the checker's cache.
        .target(name: "CheckerHashing", swiftSettings: [.unsafeFlags(["-O"])]),
        // Targets importing CheckerKit load the SwiftSyntax modules its module file names.
        .executableTarget(
            name: "checker", dependencies: ["CheckerKit"], swiftSettings: toolchainSyntaxSwiftSettings,
            linkerSettings: toolchainSyntaxLinkerSettings),
        .executableTarget(
            name: "CheckerBenchmark", dependencies: ["CheckerKit", "DataFlow"],
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        .testTarget(
            name: "CheckerTests", dependencies: ["CheckerKit", "DataFlow"], exclude: ["Fixtures"],
            swiftSettings: toolchainSyntaxSwiftSettings, linkerSettings: toolchainSyntaxLinkerSettings),
        // Chapter 1, State: the seeds' examples, and tests asserting what the seeds say about them.
        .target(name: "StateExamples", dependencies: ["DataFlow"], path: "Chapters/01-State/Examples"),
        .testTarget(name: "StateExamplesTests", dependencies: ["StateExamples", "DataFlow"]),
        // Chapter 2, Binding: the seeds' examples, and tests asserting what the seeds say about them.
        .target(name: "BindingExamples", dependencies: ["DataFlow"], path: "Chapters/02-Binding/Examples"),
        .testTarget(name: "BindingExamplesTests", dependencies: ["BindingExamples", "DataFlow"]),
        // Chapter 3, Observed objects: the seeds' examples, and tests asserting what the seeds say about them.
        .target(name: "ObservedExamples", dependencies: ["DataFlow"], path: "Chapters/03-Observed/Examples"),
        .testTarget(name: "ObservedExamplesTests", dependencies: ["ObservedExamples", "DataFlow"]),
        // Chapter 4, Environment: the seeds' examples, and tests asserting what the seeds say about them.
        .target(name: "EnvironmentExamples", dependencies: ["DataFlow"], path: "Chapters/04-Environment/Examples"),
        .testTarget(name: "EnvironmentExamplesTests", dependencies: ["EnvironmentExamples", "DataFlow"]),
        // The course's demos (`checker demo`, `checker graph`): each chapter declares its own with
        // `#Demo` beside its examples; `course-demos` links every chapter's examples and finds them.
        // The checker runs it as a separate program, so the checker builds without `Chapters/`.
        .target(name: "CourseDemoKit", dependencies: ["DataFlow"]),
        .executableTarget(
            name: "course-demos",
            dependencies: [
                "CourseDemoKit", "StateExamples", "BindingExamples", "ObservedExamples", "EnvironmentExamples",
                "ReducersExamples", "NavigationExamples", "CapstoneApp",
            ]),
        .testTarget(
            name: "CourseDemoTests",
            dependencies: [
                "CourseDemoKit", "DataFlow", "StateExamples", "BindingExamples", "ObservedExamples",
                "EnvironmentExamples",
                "ReducersExamples", "NavigationExamples", "CapstoneApp",
            ]),
        // Chapter 5, Reducers: the seeds' examples on Composable, and tests asserting what the seeds say about them.
        .target(
            name: "ReducersExamples", dependencies: ["Composable", "DataFlow"], path: "Chapters/05-Reducers/Examples"),
        .testTarget(name: "ReducersExamplesTests", dependencies: ["ReducersExamples", "Composable", "DataFlow"]),
        // Chapter 6, Navigation: TCA's Navigation tutorial continued (multiple destinations, alerts,
        // stacks) on Composable, and tests asserting what the lesson says about them.
        .target(
            name: "NavigationExamples", dependencies: ["Composable", "DataFlow"],
            path: "Chapters/06-Navigation/Examples"),
        .testTarget(name: "NavigationExamplesTests", dependencies: ["NavigationExamples", "Composable", "DataFlow"]),
        // Chapter 7, the capstone: the finished app (the reducers capstone-app-tests runs the
        // learner's tests against, its views and its demo). Not in an `Examples/` folder: the
        // checker links a chapter's examples into every exercise of the chapter, and the capstone's
        // exercises declare these same features themselves.
        .target(name: "CapstoneApp", dependencies: ["Composable", "DataFlow"], path: "Chapters/07-Capstone/App"),
        // The lessons in two languages: every chapter's README.ko.md links its README.md and shows
        // the same code blocks. Reads the chapters as text; depends on nothing.
        .testTarget(name: "LessonTests"),
        // The repository itself: nothing generated is committed, CI runs the README's command,
        // the Dev Container's toolchain is CI's, the formatter's configuration is the house style.
        .testTarget(name: "RepositoryTests", dependencies: ["CourseSite"]),
        // The course site: `Workbook.docc` (a DocC tutorial per chapter, in English and Korean, written
        // from the chapter's lessons) and what writes it, converts it, serves it on 127.0.0.1 and
        // loads it in headless Chromium. SiteTests checks the site in a browser.
        .target(name: "CourseSite"),
        // `course-site tutorials`: rewrites each chapter's tutorial pages in Workbook.docc from its
        // lessons (SiteTests fails while they differ).
        .executableTarget(name: "course-site", dependencies: ["CourseSite"]),
        .testTarget(name: "SiteTests", dependencies: ["CourseSite"]),
    ],
    swiftLanguageModes: [.v6]
)
