extension Demo {
    /// The layout of the record each `#Demo` places in the binary's test content section, the
    /// same layout `#Preview` uses (Swift Testing's `ABI/TestContent.md`), with kind `'demo'`.
    public typealias Record = Preview.Record

    /// `'demo'` as a 32-bit four-character code: the kind of a demo's record.
    static let recordKind: UInt32 = 0x6465_6D6F

    /// What a demo's record hands out: the function that makes the demo.
    public struct Registration {
        /// Makes the demo.
        public let makeDemo: @MainActor () -> Demo

        /// Stores a registration for `makeDemo` at `value` when `type` points at
        /// `Registration.self`, and says whether it did: the body of the accessor `#Demo` generates.
        public static func store(
            _ makeDemo: @escaping @MainActor () -> Demo, into value: UnsafeMutableRawPointer,
            ifTypeAt type: UnsafeRawPointer
        ) -> Bool {
            guard type.load(as: Any.Type.self) == Registration.self else { return false }
            value.initializeMemory(as: Registration.self, to: Registration(makeDemo: makeDemo))
            return true
        }
    }

    /// Every demo declared with `#Demo` in the program and the libraries it loaded, by chapter,
    /// then file and line.
    public static var all: [Demo] {
        var demos: [Demo] = []
        for record in TestContentSection.records(ofKind: recordKind) {
            guard let accessor = record.accessor else { continue }
            withUnsafeTemporaryAllocation(of: Registration.self, capacity: 1) { buffer in
                let requested: Any.Type = Registration.self
                let stored = withUnsafePointer(to: requested) { type in
                    accessor(UnsafeMutableRawPointer(buffer.baseAddress!), UnsafeRawPointer(type), nil, 0)
                }
                if stored { demos.append(buffer.baseAddress!.move().makeDemo()) }
            }
        }
        return demos.sorted { ($0.chapter, $0.fileID, $0.line) < ($1.chapter, $1.fileID, $1.line) }
    }

    /// The demo named `name`, or an error listing the demos there are.
    public static func named(_ name: String) throws -> Demo {
        let demos = all
        if let demo = demos.first(where: { $0.name == name }) { return demo }
        let known = demos.map(\.name).joined(separator: ", ")
        throw DataFlowError("There is no demo named \"\(name)\". The demos are: \(known.isEmpty ? "none" : known).")
    }
}
