// swift-tools-version: 6.0
// The workbook: a headless SwiftUI-style runtime, the learner's checker, and the chapters.
// No package dependencies: only the Swift toolchain (Foundation, Dispatch, Testing).
import PackageDescription

let package = Package(
    name: "DataFlowWorkbook",
    products: [
        .library(name: "DataFlow", targets: ["DataFlow"]),
        .executable(name: "dataflow-benchmark", targets: ["DataFlowBenchmark"]),
        .executable(name: "checker", targets: ["checker"]),
        .executable(name: "checker-benchmark", targets: ["CheckerBenchmark"]),
    ],
    targets: [
        // The SwiftUI-style runtime every chapter imports.
        .target(name: "DataFlow"),
        .executableTarget(name: "DataFlowBenchmark", dependencies: ["DataFlow"]),
        .testTarget(name: "DataFlowTests", dependencies: ["DataFlow"]),
        // The checker: compiles each exercise with its hidden checks (Tests/Checks, not a target)
        // against the prebuilt DataFlow. It imports nothing under Chapters/ or Solutions/; it
        // depends on DataFlow only so that `swift run checker` builds the runtime first.
        .target(name: "CheckerKit"),
        .executableTarget(name: "checker", dependencies: ["CheckerKit", "DataFlow"]),
        .executableTarget(name: "CheckerBenchmark", dependencies: ["CheckerKit", "DataFlow"]),
        .testTarget(name: "CheckerTests", dependencies: ["CheckerKit", "DataFlow"], exclude: ["Fixtures"]),
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
    ],
    swiftLanguageModes: [.v6]
)
