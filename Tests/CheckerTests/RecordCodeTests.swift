import Foundation
import Testing

@testable import CheckerKit

/// RFC 4231's HMAC-SHA256 test vectors (section 4; case 5's code truncated to 128 bits), as
/// (key, message, code).
private let rfc4231: [(key: [UInt8], message: [UInt8], code: String)] = [
    (
        [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
        Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
        [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
    ),
    (
        Array(1...25), [UInt8](repeating: 0xcd, count: 50),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
    ),
    ([UInt8](repeating: 0x0c, count: 20), Array("Test With Truncation".utf8), "a3b6167473100ee06e0c796c2955552b"),
    (
        [UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
    (
        [UInt8](repeating: 0xaa, count: 131),
        Array(
            "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
                .utf8),
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
    ),
]

@Suite struct RecordCodeTests {
    @Test("HMACSHA256 gives RFC 4231's codes", arguments: rfc4231.indices)
    func vectors(index: Int) {
        let vector = rfc4231[index]
        let code = HMACSHA256(key: vector.key).hexCode(vector.message)
        #expect(code.hasPrefix(vector.code), "test case \(index + 1)")
        #expect(code.count == 64)
    }

    @Test("Codes of messages that cross SHA-256's block and padding boundaries equal a fresh computation")
    func boundaries() {
        let codes = HMACSHA256(key: Array("0123456789abcdef0123456789abcdef".utf8))
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000] {
            let message = [UInt8](repeating: UInt8(length % 251), count: length)
            #expect(
                codes.hexCode(message)
                    == HMACSHA256(key: Array("0123456789abcdef0123456789abcdef".utf8)).hexCode(message))
            #expect(codes.hexCode(message) != codes.hexCode(message + [0]))
        }
        #expect(HMACSHA256.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!HMACSHA256.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!HMACSHA256.constantTimeEqual([1, 2], [1, 2, 3]))
    }

    @Test("The runner's generated HMAC gives the checker's codes: RFC 4231's vectors and channel-sized records")
    func runnerAgrees() throws {
        let folder = TestSupport.scratch("record-codes")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Keys of at most one block, as the runner is given (the checker sends 32 bytes).
        var cases = rfc4231.filter { $0.key.count <= 64 }.map { ($0.key, $0.message) }
        let record = Array(#"{"kind":"event","payload":"\#(String(repeating: "x", count: 300))"}"#.utf8)
        for length in [0, 55, 56, 64, 119, record.count] {
            cases.append((Array("k".utf8), Array(record.prefix(length))))
        }
        let literal = { (bytes: [UInt8]) in "[" + bytes.map(String.init).joined(separator: ",") + "]" }
        var main = RunnerRecordCodes.source + "\n"
        for (key, message) in cases {
            main += """
                do {
                    let key = UnsafeMutableRawBufferPointer.allocate(byteCount: \(key.count), alignment: 1)
                    key.copyBytes(from: \(literal(key)) as [UInt8])
                    let codes = \(RunnerRecordCodes.typeName)(key: key)
                    precondition(key.allSatisfy { $0 == 0 }, "the key was not zeroed")
                    print(String(decoding: codes.hexCode(\(literal(message))), as: UTF8.self))
                }

                """
        }
        let source = folder.appending(path: "main.swift")
        try main.write(to: source, atomically: false, encoding: .utf8)
        let program = folder.appending(path: "codes")
        let compiler = try Toolchain.locate().compiler
        var compile = ChildProcess(
            executable: compiler, arguments: ["-swift-version", "6", source.path, "-o", program.path], timeLimit: 300)
        compile.capturedErrorLimits = (head: 20_000, tail: 0)
        compile.extraEnvironment = ["TMPDIR": folder.path]
        let compiled = compile.run()
        try #require(compiled.outcome == .exited(0), "\(compiled.standardError?.text ?? "")")
        var run = ChildProcess(executable: program.path, arguments: [], timeLimit: 60)
        run.capturedOutputLimit = 100_000
        let finished = run.run()
        #expect(finished.outcome == .exited(0))
        let lines = (finished.standardOutput?.text ?? "").split(separator: "\n").map(String.init)
        let expected = cases.map { HMACSHA256(key: $0.0).hexCode($0.1) }
        #expect(lines == expected)
        for vector in rfc4231 where vector.key.count <= 64 {
            #expect(lines.contains { $0.hasPrefix(vector.code) })
        }
    }

    @Test("The channel accepts coded records in sequence and names changed, replayed and uncoded ones")
    func channelRecords() {
        let key = "0123456789abcdef0123456789abcdef"
        let codes = HMACSHA256(key: Array(key.utf8))
        func line(_ sequence: Int, _ record: String, code: String? = nil) -> String {
            let message = "\(sequence) \(record)"
            return "\(code ?? codes.hexCode(Array(message.utf8))) \(message)\n"
        }
        let record = #"{"kind":"runStarted"}"#
        let good = ChannelRecords(CapturedOutput(head: Data((line(0, record) + line(1, record)).utf8)), key: key)
        #expect(good.problems.isEmpty, "\(good.problems)")

        let changed = line(1, record).replacingOccurrences(of: "runStarted", with: "runStopped")
        let replayed = line(0, record)
        let keyed = line(1, record, code: key)
        let bad = ChannelRecords(
            CapturedOutput(head: Data((line(0, record) + changed + replayed + keyed).utf8)), key: key)
        #expect(bad.problems.contains("2 records not sent by the checks"), "\(bad.problems)")
        #expect(bad.problems.contains("1 record out of sequence (repeated or missing)"), "\(bad.problems)")
    }
}
