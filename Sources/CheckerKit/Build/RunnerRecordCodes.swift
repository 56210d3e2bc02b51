/// The source of the check runner's own HMAC-SHA256 (RFC 2104 over FIPS 180-4), compiled into
/// every runner next to `EntryPoint`'s `main`: the runner is built from generated source and
/// cannot import CheckerKit, whose `HMACSHA256` the checker verifies the codes with. The two
/// agree on RFC 4231's test vectors (`RecordCodeTests` compiles this source and runs them).
///
/// The key only prepares the two padded SHA-256 states (key XOR `ipad`, key XOR `opad`), and the
/// buffer it arrived in is zeroed; the runner keeps the states, never the key.
enum RunnerRecordCodes {
    /// The name of the generated type.
    static let typeName = "CheckRunnerRecordCodes"

    static let source = #"""
        /// HMAC-SHA256 of the results channel's records, keyed by the per-run key (see the checker's `RunnerRecordCodes`).
        struct CheckRunnerRecordCodes: Sendable {
            private let innerState: [UInt32]
            private let outerState: [UInt32]

            /// Prepares the padded states from `key` (at most 64 bytes) and zeroes the key's bytes.
            init(key: UnsafeMutableRawBufferPointer) {
                var block = [UInt8](repeating: 0, count: 64)
                for index in 0..<min(key.count, 64) { block[index] = key[index] }
                for index in key.indices { key[index] = 0 }
                var inner = Self.initialState
                Self.compress(&inner, block.map { $0 ^ 0x36 }, at: 0)
                var outer = Self.initialState
                Self.compress(&outer, block.map { $0 ^ 0x5c }, at: 0)
                for index in block.indices { block[index] = 0 }
                innerState = inner
                outerState = outer
            }

            /// The 32-byte code of `message`.
            func code(_ message: [UInt8]) -> [UInt8] {
                Self.finish(outerState, Self.finish(innerState, message))
            }

            /// The code of `message` as 64 lowercase hexadecimal digits.
            func hexCode(_ message: [UInt8]) -> [UInt8] {
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                var text: [UInt8] = []
                text.reserveCapacity(64)
                for byte in code(message) {
                    text.append(digits[Int(byte >> 4)])
                    text.append(digits[Int(byte & 0x0f)])
                }
                return text
            }

            /// The digest of a message whose first 64 bytes are already absorbed into `state`.
            private static func finish(_ state: [UInt32], _ message: [UInt8]) -> [UInt8] {
                var state = state
                var padded = message
                padded.append(0x80)
                while padded.count % 64 != 56 { padded.append(0) }
                let bits = UInt64(64 + message.count) &* 8
                for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
                var offset = 0
                while offset < padded.count {
                    compress(&state, padded, at: offset)
                    offset += 64
                }
                var digest: [UInt8] = []
                for word in state {
                    for shift in [24, 16, 8, 0] as [UInt32] { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
                }
                return digest
            }

            private static func compress(_ state: inout [UInt32], _ bytes: [UInt8], at offset: Int) {
                var words = [UInt32](repeating: 0, count: 64)
                for index in 0..<16 {
                    let at = offset + index * 4
                    words[index] = UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
                }
                for index in 16..<64 {
                    let w15 = words[index - 15], w2 = words[index - 2]
                    let s0 = (w15 >> 7 | w15 << 25) ^ (w15 >> 18 | w15 << 14) ^ (w15 >> 3)
                    let s1 = (w2 >> 17 | w2 << 15) ^ (w2 >> 19 | w2 << 13) ^ (w2 >> 10)
                    words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                }
                var a = state[0], b = state[1], c = state[2], d = state[3]
                var e = state[4], f = state[5], g = state[6], h = state[7]
                for index in 0..<64 {
                    let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                    let temp1 = h &+ s1 &+ ((e & f) ^ (~e & g)) &+ roundConstants[index] &+ words[index]
                    let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                    let temp2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
                    h = g; g = f; f = e; e = d &+ temp1
                    d = c; c = b; b = a; a = temp1 &+ temp2
                }
                state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
                state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
            }

            private static let initialState: [UInt32] = [
                0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
            ]

            private static let roundConstants: [UInt32] = [
                0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
                0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
                0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
                0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
                0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
                0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
                0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
                0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
            ]
        }

        """#
}
