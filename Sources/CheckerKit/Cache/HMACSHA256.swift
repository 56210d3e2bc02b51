/// HMAC-SHA256 (RFC 2104 with the hash of FIPS 180-4, test vectors in RFC 4231): a message
/// authentication code only a holder of the key can compute. The check runner's results channel
/// uses it (see `EntryPoint` and `ChannelRecords`): each record carries the code of its sequence
/// number and its text, never the key itself.
///
/// The key is used only to prepare the two padded hash states (the key XOR `ipad` and `opad`
/// absorbed into SHA-256); it is not kept.
public struct HMACSHA256: Sendable {
    private let inner: SHA256
    private let outer: SHA256

    /// A code generator for `key`; a key longer than SHA-256's 64-byte block is hashed first.
    public init(key: [UInt8]) {
        var block: [UInt8]
        if key.count > 64 {
            var hasher = SHA256()
            hasher.update(key)
            block = hasher.digest()
        } else {
            block = key
        }
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        self.inner = inner
        self.outer = outer
    }

    /// The 32-byte code of `message`.
    public func code<Bytes: Sequence>(_ message: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var inner = self.inner
        inner.update(message)
        var outer = self.outer
        outer.update(inner.digest())
        return outer.digest()
    }

    /// The code of `message` as 64 lowercase hexadecimal digits.
    public func hexCode<Bytes: Sequence>(_ message: Bytes) -> String where Bytes.Element == UInt8 {
        SHA256.hex(bytes: code(message))
    }

    /// True when `a` and `b` are equal, compared in time that depends only on their lengths, so
    /// that how long a comparison takes tells nothing about how much of a forged code was right.
    public static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
