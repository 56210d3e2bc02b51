import Foundation

/// A 64-bit little-endian ELF file read from its bytes, as far as the checker inspects one: its
/// section headers (name, type, address, size), its symbols (`.symtab`, else `.dynsym`) and the
/// addends of its `R_*_RELATIVE` relocations, which is where a shared library keeps the
/// addresses its `.init_array` holds (the section's own bytes are zeros until the loader adds the
/// load address).
///
/// Every offset and size is checked against the file; a file that is not what this reads (not
/// ELF64 little-endian, a header or table outside the file) gives nil from `init`.
struct ELFImage {
    /// One section header.
    struct Section: Equatable {
        var name: String
        var type: UInt32
        var address: UInt64
        var offset: Int
        var size: Int
        var link: Int
        var entrySize: Int
    }

    /// One symbol: its name, its value (an address) and the index of its section.
    struct Symbol: Equatable {
        var name: String
        var value: UInt64
        var sectionIndex: Int
        /// `STT_FUNC`, `STT_OBJECT`, …: the low four bits of `st_info`.
        var type: UInt8
    }

    static let initArrayType: UInt32 = 14
    static let finiArrayType: UInt32 = 15
    static let preinitArrayType: UInt32 = 16
    private static let symbolTableType: UInt32 = 2
    private static let relocationsWithAddendsType: UInt32 = 4
    private static let dynamicSymbolTableType: UInt32 = 11

    let bytes: [UInt8]
    let sections: [Section]
    /// The machine (`e_machine`): 62 for x86-64, 183 for AArch64.
    let machine: UInt16

    init?(_ data: Data) {
        bytes = [UInt8](data)
        // "\x7FELF", 64-bit (class 2), little-endian (data 1).
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
            bytes[4] == 2, bytes[5] == 1
        else { return nil }
        let reader = Reader(bytes: bytes)
        guard let machine = reader.integer(UInt16.self, at: 0x12),
            let headersOffset = reader.integer(UInt64.self, at: 0x28),
            let headerSize = reader.integer(UInt16.self, at: 0x3A),
            let headerCount = reader.integer(UInt16.self, at: 0x3C),
            let namesIndex = reader.integer(UInt16.self, at: 0x3E), headerSize >= 64,
            headersOffset <= UInt64(bytes.count)
        else { return nil }
        self.machine = machine
        var raw: [(nameOffset: Int, section: Section)] = []
        for index in 0..<Int(headerCount) {
            let base = Int(headersOffset) + index * Int(headerSize)
            guard let name = reader.integer(UInt32.self, at: base),
                let type = reader.integer(UInt32.self, at: base + 4),
                let address = reader.integer(UInt64.self, at: base + 0x10),
                let offset = reader.integer(UInt64.self, at: base + 0x18),
                let size = reader.integer(UInt64.self, at: base + 0x20),
                let link = reader.integer(UInt32.self, at: base + 0x28),
                let entrySize = reader.integer(UInt64.self, at: base + 0x38)
            else { return nil }
            // `SHT_NOBITS` (8) sections occupy no bytes of the file.
            guard type == 8 || (offset <= UInt64(bytes.count) && size <= UInt64(bytes.count) - offset) else {
                return nil
            }
            raw.append(
                (
                    Int(name),
                    Section(
                        name: "", type: type, address: address, offset: Int(offset), size: Int(size), link: Int(link),
                        entrySize: Int(entrySize))
                ))
        }
        let names = Int(namesIndex) < raw.count ? raw[Int(namesIndex)].section : nil
        sections = raw.map { entry in
            var section = entry.section
            if let names {
                section.name = reader.string(at: names.offset + entry.nameOffset, end: names.offset + names.size) ?? ""
            }
            return section
        }
    }

    /// The symbols of `.symtab` (every symbol the linker kept, local ones too), or of `.dynsym`
    /// when the file has no `.symtab`; nil when the table is malformed.
    func symbols() -> [Symbol]? {
        let reader = Reader(bytes: bytes)
        guard
            let table = sections.first(where: { $0.type == Self.symbolTableType })
                ?? sections.first(where: { $0.type == Self.dynamicSymbolTableType }),
            table.entrySize == 24, table.link < sections.count
        else { return nil }
        let strings = sections[table.link]
        var symbols: [Symbol] = []
        for index in 0..<(table.size / 24) {
            let entry = table.offset + index * 24
            guard let nameOffset = reader.integer(UInt32.self, at: entry),
                let info = reader.integer(UInt8.self, at: entry + 4),
                let sectionIndex = reader.integer(UInt16.self, at: entry + 6),
                let value = reader.integer(UInt64.self, at: entry + 8)
            else { return nil }
            let name = reader.string(at: strings.offset + Int(nameOffset), end: strings.offset + strings.size) ?? ""
            symbols.append(Symbol(name: name, value: value, sectionIndex: Int(sectionIndex), type: info & 0xF))
        }
        return symbols
    }

    /// What one 8-byte slot of an array section (`.init_array` and the like) holds once loaded.
    enum Slot: Equatable {
        /// An address in the file itself (a relative relocation's addend, or the slot's own bytes).
        case address(UInt64)
        /// The address of a symbol another library defines (`getpid`), bound by the loader.
        case imported(String)
    }

    /// The relocations with addends (`.rela.dyn`), by the address they write: their type, the
    /// name of their symbol (empty for none) and their addend.
    func relocations() -> [UInt64: (type: UInt32, symbol: String, addend: UInt64)] {
        let reader = Reader(bytes: bytes)
        var found: [UInt64: (type: UInt32, symbol: String, addend: UInt64)] = [:]
        for table in sections where table.type == Self.relocationsWithAddendsType && table.entrySize == 24 {
            let symbols = table.link < sections.count ? sections[table.link] : nil
            let strings = symbols.flatMap { $0.link < sections.count ? sections[$0.link] : nil }
            for index in 0..<(table.size / 24) {
                let entry = table.offset + index * 24
                guard let offset = reader.integer(UInt64.self, at: entry),
                    let info = reader.integer(UInt64.self, at: entry + 8),
                    let addend = reader.integer(UInt64.self, at: entry + 16)
                else { continue }
                var name = ""
                let symbolIndex = Int(info >> 32)
                if symbolIndex != 0, let symbols, let strings, symbols.entrySize == 24,
                    let nameOffset = reader.integer(UInt32.self, at: symbols.offset + symbolIndex * 24)
                {
                    name = reader.string(at: strings.offset + Int(nameOffset), end: strings.offset + strings.size) ?? ""
                }
                found[offset] = (UInt32(truncatingIfNeeded: info), name, addend)
            }
        }
        return found
    }

    /// The slots of an array section: a relative relocation's addend (R_X86_64_RELATIVE,
    /// R_AARCH64_RELATIVE: the loader adds the load address), a symbol's name for any other
    /// relocation with a symbol, else the slot's own bytes.
    func slots(in section: Section) -> [Slot] {
        let relativeType: UInt32 = machine == 183 ? 1027 : 8
        let reader = Reader(bytes: bytes)
        let relocations = relocations()
        return (0..<(section.size / 8)).map { index in
            let address = section.address + UInt64(index * 8)
            if let relocation = relocations[address] {
                if relocation.type == relativeType { return .address(relocation.addend) }
                if !relocation.symbol.isEmpty { return .imported(relocation.symbol) }
                return .address(relocation.addend)
            }
            guard section.type != 8 else { return .address(0) }
            return .address(reader.integer(UInt64.self, at: section.offset + index * 8) ?? 0)
        }
    }

    /// Bounds-checked little-endian reads of the file's bytes.
    private struct Reader {
        let bytes: [UInt8]

        func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T? {
            let size = MemoryLayout<T>.size
            guard offset >= 0, offset <= bytes.count - size else { return nil }
            var value: T = 0
            for index in (0..<size).reversed() { value = value << 8 | T(bytes[offset + index]) }
            return value
        }

        /// The NUL-terminated string at `offset`, which must end before `end`.
        func string(at offset: Int, end: Int) -> String? {
            guard offset >= 0, end <= bytes.count, offset < end else { return nil }
            guard let terminator = bytes[offset..<end].firstIndex(of: 0) else { return nil }
            return String(decoding: bytes[offset..<terminator], as: UTF8.self)
        }
    }
}
