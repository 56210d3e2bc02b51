import CheckerKit
import Testing

@Suite struct SHA256Tests {
    @Test(
        "Digests match the FIPS 180-4 test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hex(message) == digest)
    }

    @Test("Feeding a message in pieces gives the same digest as in one go")
    func incremental() {
        let message = String(repeating: "workbook", count: 100)
        var hasher = SHA256()
        for chunk in message.utf8.split(separator: UInt8(ascii: "k"), omittingEmptySubsequences: false).enumerated() {
            if chunk.offset > 0 { hasher.update([UInt8(ascii: "k")]) }
            hasher.update(chunk.element)
        }
        #expect(hasher.hexDigest() == SHA256.hex(message))
    }
}
