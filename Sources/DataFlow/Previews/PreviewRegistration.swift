extension Preview {
    /// The layout of the record each `#Preview` places in the binary's test content section
    /// (`swift5_tests` on Linux), the section Swift Testing reads to find `@Test` functions.
    /// Swift Testing documents the layout (its `ABI/TestContent.md`): a four-character kind, a
    /// reserved word, an accessor, a context word and a reserved word. A preview's kind is
    /// `'prev'`; Swift Testing skips kinds it does not know, and `Preview.all` reads only `'prev'`.
    public typealias Record = (
        kind: UInt32,
        reserved1: UInt32,
        accessor:
            @convention(c) (
                _ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
            ) -> Bool,
        context: UInt,
        reserved2: UInt
    )

    /// `'prev'` as a 32-bit four-character code: the kind of a preview's record.
    static let recordKind: UInt32 = 0x7072_6576

    /// What a preview's record hands out: the function that makes the preview. The record is
    /// read off the main actor; the preview is made on it, when someone asks for it.
    public struct Registration {
        /// Makes the preview.
        public let makePreview: @MainActor () -> Preview

        /// Stores a registration for `makePreview` at `value` when `type` points at
        /// `Registration.self`, and says whether it did: the body of the accessor `#Preview`
        /// generates. A reader that asks for another type gets nothing.
        public static func store(
            _ makePreview: @escaping @MainActor () -> Preview, into value: UnsafeMutableRawPointer,
            ifTypeAt type: UnsafeRawPointer
        ) -> Bool {
            guard type.load(as: Any.Type.self) == Registration.self else { return false }
            value.initializeMemory(as: Registration.self, to: Registration(makePreview: makePreview))
            return true
        }
    }
}
