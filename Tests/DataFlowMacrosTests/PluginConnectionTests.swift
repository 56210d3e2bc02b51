import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Testing
@testable import DataFlowMacroExpansions
@testable import MacroPluginHost

/// The plugin answers the compiler's messages in the compiler's wire format: each message an
/// 8-byte little-endian length, then that many bytes of JSON. The requests below are written
/// as the compiler writes them, into a pipe the plugin reads as its standard input.
@Suite struct PluginConnectionTests {
    /// Frames `json` as the compiler does.
    static func frame(_ json: String) -> [UInt8] {
        let body = Array(json.utf8)
        return withUnsafeBytes(of: UInt64(body.count).littleEndian, Array.init) + body
    }

    /// Splits the plugin's output into its messages.
    static func messages(in bytes: [UInt8]) -> [String] {
        var messages: [String] = []
        var index = 0
        while index + 8 <= bytes.count {
            let length = bytes[index..<index + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            index += 8
            messages.append(String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self))
            index += length
        }
        return messages
    }

    /// Serves `requests` with the plugin's macros and returns its answers.
    static func serve(_ requests: [String]) throws -> [String] {
        let input = Pipe()
        let output = Pipe()
        input.fileHandleForWriting.write(Data(requests.flatMap(frame)))
        try input.fileHandleForWriting.close()
        let connection = StandardIOMessageConnection(
            inputFileDescriptor: input.fileHandleForReading.fileDescriptor,
            outputFileDescriptor: output.fileHandleForWriting.fileDescriptor)
        try MacroPluginHost.serve([PreviewMacro.self], over: connection)
        try output.fileHandleForWriting.close()
        return messages(in: Array(output.fileHandleForReading.readDataToEndOfFile()))
    }

    @Test func thePluginTellsTheCompilerWhichProtocolItSpeaks() throws {
        let answers = try Self.serve([#"{"getCapability":{"capability":{"protocolVersion":7}}}"#])
        #expect(answers.count == 1)
        #expect(answers.first?.hasPrefix(#"{"getCapabilityResult":{"capability":{"#) == true)
        #expect(answers.first?.contains(#""protocolVersion":"#) == true)
    }

    @Test func thePluginExpandsAPreviewTheCompilerSends() throws {
        let request = #"""
            {"expandFreestandingMacro":{"macro":{"moduleName":"DataFlow","typeName":"PreviewMacro","name":"Preview"},\#
            "macroRole":"declaration","discriminator":"$s3App7PreviewfMf_","lexicalContext":[],\#
            "syntax":{"kind":"declaration","source":"#Preview(\"Hi\") { Hello() }",\#
            "location":{"fileID":"App/ContentView.swift","fileName":"/work/App/ContentView.swift","offset":0,"line":7,"column":1}}}}
            """#
        let answers = try Self.serve([request])
        #expect(answers.count == 1)
        let answer = try #require(answers.first)
        #expect(answer.hasPrefix(#"{"expandFreestandingMacroResult":{"#))
        #expect(
            answer.contains(
                #"DataFlow.Preview(\"Hi\", fileID: \"App/ContentView.swift\", line: 7) {\n        Hello()\n    }"#))
        #expect(answer.contains(#""diagnostics":[]"#))
    }

    @Test func aMacroThePluginDoesNotListIsAnErrorNamingTheOnesItHas() throws {
        let request = #"""
            {"expandFreestandingMacro":{"macro":{"moduleName":"DataFlow","typeName":"StringifyMacro","name":"stringify"},\#
            "macroRole":"expression","discriminator":"$s3App9stringifyfMf_",\#
            "syntax":{"kind":"expression","source":"#stringify(1)",\#
            "location":{"fileID":"App/main.swift","fileName":"/work/App/main.swift","offset":0,"line":1,"column":1}}}}
            """#
        let answer = try #require(try Self.serve([request]).first)
        #expect(answer.contains("has no macro type named StringifyMacro; it provides PreviewMacro."))
    }

    @Test func theTableFindsAMacroByItsTypeName() throws {
        let table = MacroTable([PreviewMacro.self])
        #expect(try table.resolveMacro(moduleName: "DataFlowMacros", typeName: "PreviewMacro") == PreviewMacro.self)
        #expect(throws: UnknownMacro.self) { try table.resolveMacro(moduleName: "DataFlowMacros", typeName: "Missing") }
    }
}
