/// SHA-256 (FIPS 180-4), written here because the package takes no dependencies and Linux has
/// no CryptoKit. Used to key cached results by the content of every input, and to seal what the
/// checker caches.
///
/// A module of its own, compiled optimized even in a debug build (see `Package.swift`): every
/// command hashes the sealed memo, runners it restores and the learner's file, and `swift run
/// checker` is a debug build, where this code ran several times slower.
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
        0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0

    public init() {}

    /// Adds `bytes` to the message.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Called from other modules unspecialized: contiguous bytes (`Data`, arrays) are copied
        // whole rather than element by element through the protocol.
        if bytes.withContiguousStorageIfAvailable({ pending.append(contentsOf: $0) }) == nil {
            pending.append(contentsOf: bytes)
        }
        let wholeBlocks = pending.count / 64 * 64
        guard wholeBlocks > 0 else { return }
        byteCount += UInt64(wholeBlocks)
        pending.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < wholeBlocks {
                compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
                offset += 64
            }
        }
        pending.removeFirst(wholeBlocks)
    }

    /// Adds the UTF-8 bytes of `text` to the message.
    public mutating func update(_ text: String) {
        update(Array(text.utf8))
    }

    /// The digest as 64 lowercase hexadecimal digits.
    public consuming func hexDigest() -> String {
        Self.hex(bytes: digest())
    }

    /// The 32 bytes of the digest.
    public consuming func digest() -> [UInt8] {
        let messageBits = (byteCount + UInt64(pending.count)) * 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: messageBits >> UInt64(shift)))
        }
        pending = []
        tail.withUnsafeBufferPointer { buffer in
            for offset in stride(from: 0, to: buffer.count, by: 64) {
                compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
            }
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// `bytes` as lowercase hexadecimal digits, two a byte.
    public static func hex(bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The digest of `text`.
    public static func hex(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.hexDigest()
    }

    /// One 64-byte block. Written with unsafe pointers and a tuple-free loop because the checker
    /// usually runs as a debug build (`swift run checker`), where arrays allocated per block and
    /// checked subscripts made hashing a runner binary cost a fifth of a second.
    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64 + 8) { scratch in
            let words = scratch.baseAddress!
            let bytes = block.baseAddress!
            var index = 0
            while index < 16 {
                defer { index &+= 1 }
                let at = bytes + index &* 4
                words[index] = UInt32(at[0]) &<< 24 | UInt32(at[1]) &<< 16 | UInt32(at[2]) &<< 8 | UInt32(at[3])
            }
            index = 16
            while index < 64 {
                defer { index &+= 1 }
                let w15 = words[index &- 15], w2 = words[index &- 2]
                let s0 = (w15 &>> 7 | w15 &<< 25) ^ (w15 &>> 18 | w15 &<< 14) ^ (w15 &>> 3)
                let s1 = (w2 &>> 17 | w2 &<< 15) ^ (w2 &>> 19 | w2 &<< 13) ^ (w2 &>> 10)
                words[index] = words[index &- 16] &+ s0 &+ words[index &- 7] &+ s1
            }
            let working = words + 64
            state.withUnsafeBufferPointer { current in
                for index in 0..<8 { working[index] = current[index] }
            }
            Self.roundConstants.withUnsafeBufferPointer { constants in
                let k = constants.baseAddress!
                var a = working[0], b = working[1], c = working[2], d = working[3]
                var e = working[4], f = working[5], g = working[6], h = working[7]
                var index = 0
                while index < 64 {
                    defer { index &+= 1 }
                    let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ s1 &+ choice &+ k[index] &+ words[index]
                    let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    h = g; g = f; f = e; e = d &+ temp1
                    d = c; c = b; b = a; a = temp1 &+ s0 &+ majority
                }
                working[0] = a; working[1] = b; working[2] = c; working[3] = d
                working[4] = e; working[5] = f; working[6] = g; working[7] = h
            }
            state.withUnsafeMutableBufferPointer { current in
                for index in 0..<8 { current[index] &+= working[index] }
            }
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
