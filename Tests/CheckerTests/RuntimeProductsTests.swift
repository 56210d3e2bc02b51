import Foundation
import Testing
@testable import CheckerKit

/// What the checker takes from SwiftPM's build folder: DataFlow's module, its current objects, and
/// the macro plugin every exercise is compiled with.
@Suite struct RuntimeProductsTests {
    /// A build folder laid out as SwiftPM lays out `.build/debug`, with `Stale.swift.o` left
    /// over from a source file that no longer exists.
    static func makeBuildFolder(withPlugin: Bool) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "runtime-products-\(UUID().uuidString)")
        let objects = folder.appending(path: "DataFlow.build")
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appending(path: "Modules"), withIntermediateDirectories: true)
        try Data().write(to: folder.appending(path: "Modules/DataFlow.swiftmodule"))
        for name in ["View.swift.o", "Stale.swift.o"] {
            try Data().write(to: objects.appending(path: name))
        }
        let map = #"{"": {"swift-dependencies": "x"}, "/src/View.swift": {"object": "\#(objects.path)/View.swift.o"}}"#
        try Data(map.utf8).write(to: objects.appending(path: "output-file-map.json"))
        if withPlugin {
            let plugin = folder.appending(path: "DataFlowMacros-tool")
            try Data().write(to: plugin)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: plugin.path)
        }
        return folder
    }

    @Test("Objects of source files that no longer exist are left out, and the macro plugin is loaded")
    func currentObjectsAndPlugin() throws {
        let folder = try Self.makeBuildFolder(withPlugin: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let products = try RuntimeProducts(buildDirectory: folder)
        #expect(products.objectFiles.map(\.lastPathComponent) == ["View.swift.o"])
        #expect(
            products.macroPluginArguments == [
                "-load-plugin-executable", "\(folder.appending(path: "DataFlowMacros-tool").path)#DataFlowMacros",
            ])
    }

    @Test("The objects' list is remembered for the map it was read from, and read again when the map changes")
    func rememberedObjectList() throws {
        let folder = try Self.makeBuildFolder(withPlugin: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = FileFingerprints()
        let objects = folder.appending(path: "DataFlow.build")
        let map = objects.appending(path: "output-file-map.json")
        #expect(
            try RuntimeProducts(buildDirectory: folder, memo: memo).objectFiles.map(\.lastPathComponent) == [
                "View.swift.o"
            ])
        let remembered = try #require(memo.note(for: "current objects of \(map.path)"))
        #expect(remembered.hasPrefix(memo.statIdentity(of: map.path) + "\n"))
        #expect(remembered.hasSuffix("/View.swift.o"))

        // SwiftPM rewrites the map when the sources change: the new list, not the remembered one.
        try Data().write(to: objects.appending(path: "Text.swift.o"))
        let newMap =
            #"{"/src/View.swift": {"object": "\#(objects.path)/View.swift.o"}, "/src/Text.swift": {"object": "\#(objects.path)/Text.swift.o"}}"#
        try FileManager.default.removeItem(at: map)
        try Data(newMap.utf8).write(to: map)
        #expect(
            try RuntimeProducts(buildDirectory: folder, memo: memo).objectFiles.map(\.lastPathComponent) == [
                "Text.swift.o", "View.swift.o",
            ])
    }

    @Test("A build without the macro plugin is an error that says to run swift build")
    func missingPlugin() throws {
        let folder = try Self.makeBuildFolder(withPlugin: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try RuntimeProducts(buildDirectory: folder)
        } throws: { error in
            "\(error)".contains("The macro plugin DataFlowMacros-tool is not built")
                && "\(error)".contains("Run `swift build` first")
        }
    }
}
