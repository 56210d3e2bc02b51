import Foundation

/// The defined symbols of an ELF shared library's dynamic symbol table (`.dynsym`), read in the
/// checker: what `nm -D --defined-only` prints, without starting `nm` on every re-check.
///
/// Every offset and size is checked against the file; anything unexpected (not 64-bit
/// little-endian ELF, no dynamic symbol table, a table outside the file) gives nil, and the
/// caller asks `nm` instead.
enum DynamicSymbols {
    /// The names of the symbols `data` (an ELF file) defines in its dynamic symbol table.
    static func defined(in data: Data) -> [String]? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String]? in
            func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T? {
                guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
                var value: T = 0
                withUnsafeMutableBytes(of: &value) {
                    $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + MemoryLayout<T>.size]))
                }
                return T(littleEndian: value)
            }
            // "\x7FELF", 64-bit (class 2), little-endian (data 1).
            guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
                bytes[4] == 2, bytes[5] == 1,
                let sectionsOffset = integer(UInt64.self, at: 0x28), let sectionSize = integer(UInt16.self, at: 0x3A),
                let sectionCount = integer(UInt16.self, at: 0x3C), sectionSize >= 64
            else { return nil }
            func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int, entrySize: Int)? {
                let base = Int(sectionsOffset) + index * Int(sectionSize)
                guard index < Int(sectionCount), let type = integer(UInt32.self, at: base + 4),
                    let offset = integer(UInt64.self, at: base + 0x18),
                    let size = integer(UInt64.self, at: base + 0x20),
                    let link = integer(UInt32.self, at: base + 0x28),
                    let entrySize = integer(UInt64.self, at: base + 0x38),
                    offset <= UInt64(bytes.count), size <= UInt64(bytes.count) - offset
                else { return nil }
                return (type, Int(offset), Int(size), Int(link), Int(entrySize))
            }
            let dynamicSymbolTableType: UInt32 = 11
            guard
                let table = (0..<Int(sectionCount)).lazy.compactMap(section).first(where: {
                    $0.type == dynamicSymbolTableType
                }),
                table.entrySize == 24, let strings = section(table.link)
            else { return nil }
            var names: [String] = []
            // Entry 0 is the null symbol.
            for index in 1..<max(1, table.size / 24) {
                let entry = table.offset + index * 24
                guard let nameOffset = integer(UInt32.self, at: entry),
                    let sectionIndex = integer(UInt16.self, at: entry + 6)
                else { return nil }
                guard sectionIndex != 0 else { continue }  // undefined: taken from another library
                let start = strings.offset + Int(nameOffset)
                guard Int(nameOffset) < strings.size else { return nil }
                var end = start
                while end < strings.offset + strings.size, bytes[end] != 0 { end += 1 }
                guard end < strings.offset + strings.size else { return nil }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if !name.isEmpty { names.append(name) }
            }
            return names
        }
    }
}
