@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executable side of a macro package, without the swift-syntax package: what
/// `SwiftCompilerPlugin`'s `CompilerPlugin.main()` does, built on the toolchain's own
/// `SwiftCompilerPluginMessageHandling` (in `<toolchain>/usr/lib/swift/host`).
///
/// The compiler starts a macro target's executable (`-load-plugin-executable <path>#<Module>`) and
/// talks to it over standard input and output: each message is an 8-byte little-endian length
/// followed by that many bytes of JSON (`HostToPluginMessage` in, `PluginToHostMessage` out).
/// The toolchain's `StandardIOMessageConnection` speaks that format, and first moves the
/// process's standard output to standard error, so that a `print` in a macro cannot corrupt the
/// stream; `CompilerPluginMessageListener` answers each message with the macro the table names.
///
/// A macro target's `main.swift` is one line listing its macros:
///
///     MacroPluginHost.serve([PreviewMacro.self])
public enum MacroPluginHost {
    /// Answers the compiler until it closes the connection, then exits. Errors go to standard
    /// error (the compiler shows them) and end the process with status 1.
    public static func serve(_ macros: [any Macro.Type]) -> Never {
        do {
            let connection = try StandardIOMessageConnection()
            try serve(macros, over: connection)
            exit(0)
        } catch {
            writeToStandardError("The macro plugin stopped: \(error)\n")
            exit(1)
        }
    }

    /// Answers messages from `connection` until it has no more (the compiler closed it).
    static func serve(_ macros: [any Macro.Type], over connection: some MessageConnection) throws {
        let listener = CompilerPluginMessageListener(connection: connection, provider: MacroTable(macros))
        try listener.main()
    }
}

/// The macros one plugin provides, found by the type name the compiler asks for: the
/// `type:` of a `#externalMacro(module:type:)` declaration.
struct MacroTable: PluginProvider {
    /// Macro types by their unqualified name.
    let macros: [String: any Macro.Type]

    init(_ macros: [any Macro.Type]) {
        var table: [String: any Macro.Type] = [:]
        for macro in macros {
            table["\(macro)".split(separator: ".").last.map(String.init) ?? "\(macro)"] = macro
        }
        self.macros = table
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = macros[typeName] else {
            throw UnknownMacro(moduleName: moduleName, typeName: typeName, known: macros.keys.sorted())
        }
        return macro
    }
}

/// The compiler asked for a macro the plugin does not list: the `#externalMacro` declaration and
/// the plugin's `main.swift` disagree.
struct UnknownMacro: Error, CustomStringConvertible {
    let moduleName: String
    let typeName: String
    let known: [String]

    var description: String {
        "The macro plugin \(moduleName) has no macro type named \(typeName); it provides \(known.joined(separator: ", ")). "
            + "Check the type: in the macro's #externalMacro declaration, and the list in the plugin's main.swift."
    }
}
