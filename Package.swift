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
        .library(name: "Composable", targets: ["Composable"]),
        .executable(name: "composable-benchmark", targets: ["ComposableBenchmark"]),
    ],
    targets: [
        // The SwiftUI-style runtime every chapter imports.
        .target(name: "DataFlow"),
        .executableTarget(name: "DataFlowBenchmark", dependencies: ["DataFlow"]),
        .testTarget(name: "DataFlowTests", dependencies: ["DataFlow"]),
        // The Composable Architecture's counterpart: reducers, effects, stores, dependencies and
        // TestStore, built on DataFlow (which knows nothing of it).
        // Release builds optimise across the module boundary, so that a feature's reducers are
        // specialised for its own state and action types (TCA's reducers are inlinable for this).
        .target(name: "Composable", dependencies: ["DataFlow"],
                swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]),
        .testTarget(name: "ComposableTests", dependencies: ["Composable", "DataFlow"]),
        .executableTarget(name: "ComposableBenchmark", dependencies: ["Composable"]),
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
    ],
    swiftLanguageModes: [.v6]
)
