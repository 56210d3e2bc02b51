import Foundation

/// The `swiftc` invocation that builds one check runner: the exercise, its checks and the entry
/// point in one module, no debug info, no optimisation, with an implicit `@testable import` of
/// the chapter's examples library, linked against it and the cached shared DataFlow library, with
/// DataFlow's macro plugin loaded so that `#Preview` expands.
struct CompileCommand {
    /// The module every exercise is compiled into.
    static let moduleName = "CheckedExercise"

    /// Flags that change what is built; part of every input hash.
    static let flagsSignature = "-parse-as-library -swift-version 6 -Onone -wmo -module-name \(moduleName)"

    let toolchain: Toolchain
    let products: RuntimeProducts
    let library: RuntimeLibrary
    /// The chapter's examples, or nil when the chapter has none.
    let examples: ExamplesLibrary?

    func arguments(sources: [String], output: String) -> [String] {
        var examplesArguments: [String] = []
        if let examples {
            // First on the search path, before SwiftPM's modules.
            examplesArguments = ["-I", examples.directory.path,
                                 "-Xfrontend", "-testable-import-module", "-Xfrontend", examples.moduleName,
                                 "-L", examples.directory.path, "-l\(examples.moduleName)",
                                 "-Xlinker", "-rpath", "-Xlinker", examples.directory.path]
        }
        return Self.flagsSignature.split(separator: " ").map(String.init)
            + ["-diagnostic-style=llvm", "-suppress-warnings"] + examplesArguments + products.macroPluginArguments + ["-I", products.modulesDirectory.path,
               "-L", library.directory.path, "-lDataFlow", "-Xlinker", "-rpath", "-Xlinker", library.directory.path]
            + (toolchain.hasLLD ? ["-use-ld=lld"] : [])
            + sources + ["-o", output]
    }
}
