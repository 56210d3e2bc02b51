// swift-tools-version: 6.0
// The workbook: a headless SwiftUI-style runtime, the learner's checker, and the chapters.
// No package dependencies: only the Swift toolchain (Foundation, Dispatch, Testing).
import PackageDescription

let package = Package(
    name: "DataFlowWorkbook",
    products: [
        .library(name: "DataFlow", targets: ["DataFlow"]),
        .executable(name: "dataflow-benchmark", targets: ["DataFlowBenchmark"]),
    ],
    targets: [
        // The SwiftUI-style runtime every chapter imports.
        .target(name: "DataFlow"),
        .executableTarget(name: "DataFlowBenchmark", dependencies: ["DataFlow"]),
        .testTarget(name: "DataFlowTests", dependencies: ["DataFlow"]),
        // Chapter 1, State: the seeds' examples, and tests asserting what the seeds say about them.
        .target(name: "StateExamples", dependencies: ["DataFlow"], path: "Chapters/01-State/Examples"),
        .testTarget(name: "StateExamplesTests", dependencies: ["StateExamples", "DataFlow"]),
        // Chapter 2, Binding: the seeds' examples, and tests asserting what the seeds say about them.
        .target(name: "BindingExamples", dependencies: ["DataFlow"], path: "Chapters/02-Binding/Examples"),
        .testTarget(name: "BindingExamplesTests", dependencies: ["BindingExamples", "DataFlow"]),
    ],
    swiftLanguageModes: [.v6]
)
