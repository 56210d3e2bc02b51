/// The test content records of every image loaded in the process (the program and its shared
/// libraries): where `#Preview` registers previews, as Swift Testing's `@Test` registers tests.
///
/// On ELF platforms the linker gathers each image's records into its `swift5_tests` section, and
/// the Swift runtime learns every image's sections when the image is loaded (each Swift image
/// carries a `MetadataSections` table that it hands to `swift_addNewDSOImage`). The runtime's
/// `swift_enumerateAllMetadataSections` lists those tables; this reads the `swift5_tests` range of
/// each, as Swift Testing does on Linux.
enum TestContentSection {
    /// A record as it lies in the section. Other tools' records (Swift Testing's) may have no
    /// accessor, so it is optional here; a null function pointer is `nil`, at the same size.
    typealias StoredRecord = (
        kind: UInt32,
        reserved1: UInt32,
        accessor: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool)?,
        context: UInt,
        reserved2: UInt
    )

    /// Every record of `kind` in every loaded image, in image order, then section order.
    static func records(ofKind kind: UInt32) -> [StoredRecord] {
        var found = Collector(kind: kind)
        withUnsafeMutablePointer(to: &found) { collector in
            swift_enumerateAllMetadataSections(
                { sections, context in
                    let collector = context!.assumingMemoryBound(to: Collector.self)
                    guard let range = MetadataSectionsLayout.testContentRange(of: sections) else { return true }
                    let count = range.count / MemoryLayout<StoredRecord>.stride
                    let records = range.baseAddress!.bindMemory(to: StoredRecord.self, capacity: count)
                    for index in 0..<count where records[index].kind == collector.pointee.kind {
                        collector.pointee.records.append(records[index])
                    }
                    return true
                }, collector)
        }
        return found.records
    }

    private struct Collector {
        let kind: UInt32
        var records: [StoredRecord] = []
    }
}

/// The Swift runtime's `MetadataSections` table (swift/include/swift/RuntimeMetadataSections.h
/// in the Swift repository): a version word, the image's base address, two unused pointers, then a
/// (start, length) pair per section, `swift5_tests` being the fifteenth. Version 4 added it.
enum MetadataSectionsLayout {
    static let firstVersionWithTestContent = 4
    static let headerWords = 4
    static let testContentPairIndex = 14

    static func testContentRange(of sections: UnsafeRawPointer) -> UnsafeRawBufferPointer? {
        let words = sections.assumingMemoryBound(to: UInt.self)
        guard words[0] >= firstVersionWithTestContent else { return nil }
        let start = words[headerWords + 2 * testContentPairIndex]
        let length = Int(words[headerWords + 2 * testContentPairIndex + 1])
        guard start != 0, length > 0, let base = UnsafeRawPointer(bitPattern: start) else { return nil }
        return UnsafeRawBufferPointer(start: base, count: length)
    }
}

/// Exported by the Swift runtime on ELF platforms; calls `body` with each loaded image's
/// `MetadataSections` table until it returns false.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)
