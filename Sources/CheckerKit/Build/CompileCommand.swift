import Foundation

/// The `swiftc` invocation that builds one check runner: one module, no debug info, no
/// optimisation, linked against the cached shared DataFlow library.
struct CompileCommand {
    /// The module every exercise is compiled into.
    static let moduleName = "CheckedExercise"

    /// Flags that change what is built; part of every input hash.
    static let flagsSignature = "-parse-as-library -swift-version 6 -Onone -wmo -module-name \(moduleName)"

    let toolchain: Toolchain
    let products: RuntimeProducts
    let library: RuntimeLibrary

    func arguments(sources: [String], output: String) -> [String] {
        Self.flagsSignature.split(separator: " ").map(String.init)
            + ["-diagnostic-style=llvm", "-suppress-warnings", "-I", products.modulesDirectory.path,
               "-L", library.directory.path, "-lDataFlow", "-Xlinker", "-rpath", "-Xlinker", library.directory.path]
            + (toolchain.hasLLD ? ["-use-ld=lld"] : [])
            + sources + ["-o", output]
    }
}
