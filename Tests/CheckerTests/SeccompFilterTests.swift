import Foundation
import Testing

@testable import CheckerKit

/// The checker's system-call filter (`SeccompFilter`), run by a small interpreter of the
/// classic BPF it uses on made-up calls, and once for real in the sandbox.
@Suite struct SeccompFilterTests {
    /// What the filter answers to a call: the program run on `seccomp_data` made of these fields.
    private func verdict(
        _ filter: SeccompFilter, number: UInt32, architecture: UInt32? = nil, arguments: [UInt64] = []
    ) -> UInt32 {
        var data = [UInt8](repeating: 0, count: 64)
        func put(_ value: UInt32, at offset: Int) {
            for index in 0..<4 { data[offset + index] = UInt8((value >> (8 * UInt32(index))) & 0xFF) }
        }
        put(number, at: 0)
        put(architecture ?? filter.architecture.audit, at: 4)
        for (index, argument) in arguments.enumerated() {
            put(UInt32(truncatingIfNeeded: argument), at: 16 + 8 * index)
            put(UInt32(truncatingIfNeeded: argument >> 32), at: 20 + 8 * index)
        }
        let program = filter.instructions
        var accumulator: UInt32 = 0
        var counter = 0
        while counter < program.count {
            let instruction = program[counter]
            counter += 1
            switch instruction.code {
            case 0x20:
                let offset = Int(instruction.value)
                accumulator = (0..<4).reduce(0) { $0 | UInt32(data[offset + $1]) << (8 * UInt32($1)) }
            case 0x15, 0x35:
                let taken =
                    instruction.code == 0x15 ? accumulator == instruction.value : accumulator >= instruction.value
                counter += Int(taken ? instruction.jumpIfTrue : instruction.jumpIfFalse)
            case 0x06:
                return instruction.value
            default:
                Issue.record("unknown instruction \(instruction.code)")
                return 0
            }
        }
        Issue.record("the program ran off its end")
        return 0
    }

    @Test("x86-64: refused calls get EPERM, a foreign architecture or x32 is killed, dup2/dup3 only onto 3")
    func x86() {
        let filter = SeccompFilter(architecture: .x86_64)
        #expect(filter.instructions.count < 256)
        for refused: UInt32 in [101, 310, 311, 250, 321, 298, 323, 165, 272, 308, 246, 175, 304, 169, 425] {
            #expect(verdict(filter, number: refused) == SeccompFilter.refuse, "\(refused)")
        }
        for allowed: UInt32 in [0, 1, 2, 3, 9, 53, 56, 57, 59, 231, 435] {
            #expect(verdict(filter, number: allowed) == SeccompFilter.allow, "\(allowed)")
        }
        #expect(verdict(filter, number: 0, architecture: 0x4000_0003) == SeccompFilter.killProcess)
        #expect(verdict(filter, number: 0x4000_0000 | 101) == SeccompFilter.killProcess)
        #expect(verdict(filter, number: 33, arguments: [7, 3]) == SeccompFilter.refuse)
        #expect(verdict(filter, number: 33, arguments: [3, 7]) == SeccompFilter.allow)
        #expect(verdict(filter, number: 292, arguments: [7, 3, 0]) == SeccompFilter.refuse)
        #expect(verdict(filter, number: 292, arguments: [7, 1, 0]) == SeccompFilter.allow)
        #expect(verdict(filter, number: 135, arguments: [0]) == SeccompFilter.allow)
        #expect(verdict(filter, number: 135, arguments: [0xFFFF_FFFF]) == SeccompFilter.allow)
        #expect(verdict(filter, number: 135, arguments: [0x0040_0000]) == SeccompFilter.refuse)
    }

    @Test("AArch64: the generic table's numbers, dup3 only onto 3")
    func aarch64() {
        let filter = SeccompFilter(architecture: .aarch64)
        for refused: UInt32 in [117, 270, 271, 219, 280, 241, 282, 40, 97, 268] {
            #expect(verdict(filter, number: refused) == SeccompFilter.refuse, "\(refused)")
        }
        #expect(verdict(filter, number: 24, arguments: [5, 3, 0]) == SeccompFilter.refuse)
        #expect(verdict(filter, number: 24, arguments: [5, 4, 0]) == SeccompFilter.allow)
        #expect(verdict(filter, number: 63) == SeccompFilter.allow)
        #expect(
            verdict(filter, number: 63, architecture: SeccompFilter.Architecture.x86_64.audit)
                == SeccompFilter.killProcess)
    }

    @Test("In the sandbox the filter is loaded, and neither it nor bubblewrap's status reaches the program")
    func loadedWithoutDescriptors() throws {
        try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
        var child = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "grep Seccomp: /proc/self/status; ls /proc/self/fd"],
            timeLimit: 60)
        child.sandbox = SandboxLayout(
            sandbox: Sandbox.available, checkFiles: [], libraryFolders: [], hostWorkFolder: NSTemporaryDirectory())
        child.countsTasks = true
        child.capturedOutputLimit = 10_000
        let output = child.run().standardOutput?.text ?? ""
        #expect(output.contains("Seccomp:\t2"), "\(output)")
        // 0-2, and `ls`'s own descriptor for the folder it lists (3): nothing at 4 or 5.
        let descriptors = output.split(separator: "\n").dropFirst().compactMap { Int($0) }
        #expect(descriptors.allSatisfy { $0 <= 3 }, "\(output)")
    }
}
