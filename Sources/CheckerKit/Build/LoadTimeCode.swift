import Foundation

/// Code a compiled learner's library would have the loader run by itself, outside any check:
/// the entries of its `.preinit_array`, `.init_array` and `.fini_array` (found by section type
/// and by name), of `.ctors` and `.dtors`, and any symbol placed in the `.init` or `.fini` code,
/// beyond those of the C and Swift runtimes. A constructor runs when the runner loads the
/// library, before `main` has read its key from the results channel, so it could relay forged
/// results; the checker refuses it whatever attribute spelled it (`@section`, `@_section`, or one
/// not yet known), since it reads what was built, not the source.
///
/// A library built from any Swift file with `CompileCommand.learnerArguments` holds exactly three
/// such entries, found by compiling an empty file with those flags (x86-64 and AArch64 Linux,
/// Swift 6.3, lld): `.init_array` holds crtbeginS.o's `frame_dummy` and swiftrt.o's
/// `swift_image_constructor` (which registers the image's metadata with the runtime), and
/// `.fini_array` holds crtbeginS.o's `__do_global_dtors_aux`. They are identified by the symbol
/// each entry points at in `.symtab`, and each may appear once: a learner's module cannot point an
/// entry at one of them (they are local to their object files), and a second function of its
/// own with the same name (`@_silgen_name("frame_dummy")`) would be a second entry with that
/// name. Naming them, rather than comparing counts with an empty module compiled at each check,
/// costs no compile; a platform whose runtime uses other names would refuse every exercise at
/// once, which `LoadTimeCodeTests` (an empty module with the checker's own flags) would show.
enum LoadTimeCode {
    /// The runtimes' own entries, by the symbol they point at.
    static let runtimeEntries: Set<String> = ["frame_dummy", "__do_global_dtors_aux", "_ZL23swift_image_constructorv"]
    /// The symbols the `.init` and `.fini` code may hold (crti.o's).
    static let runtimeInitCode: Set<String> = ["_init", "_fini"]

    /// One entry that is not the runtimes': its section and what it points at.
    struct Entry: Equatable, Sendable {
        var section: String
        /// The symbol at the entry's address, or the address in hexadecimal when none is there.
        var target: String
    }

    /// The entries of `library` (an ELF file's bytes) that are not the runtimes'; nil when the
    /// file cannot be read as ELF, which the caller refuses as well.
    static func foreignEntries(in library: Data) -> [Entry]? {
        guard let image = ELFImage(library), let symbols = image.symbols() else { return nil }
        var byAddress: [UInt64: String] = [:]
        for symbol in symbols where !symbol.name.isEmpty && symbol.sectionIndex != 0 {
            // A function's name wins over a section or file symbol at the same address.
            if byAddress[symbol.value] == nil || symbol.type == 2 { byAddress[symbol.value] = symbol.name }
        }
        var seen: Set<String> = []
        var foreign: [Entry] = []
        for section in image.sections where isLoaderList(section) {
            for slot in image.slots(in: section) {
                switch slot {
                case .imported(let symbol):
                    // Another library's function, called by the loader: never the runtimes' own.
                    foreign.append(Entry(section: section.name, target: symbol))
                case .address(let address):
                    // 0 and -1 are the terminators old `.ctors` lists hold, which no loader calls.
                    guard address != 0 && address != UInt64.max else { continue }
                    let target = byAddress[address] ?? "0x" + String(address, radix: 16)
                    if runtimeEntries.contains(target), seen.insert(target).inserted { continue }
                    foreign.append(Entry(section: section.name, target: target))
                }
            }
        }
        for (index, section) in image.sections.enumerated() where isLoaderCode(section) {
            for symbol in symbols where symbol.sectionIndex == index && !symbol.name.isEmpty {
                // Section (3) and file (4) symbols name no code.
                guard symbol.type != 3 && symbol.type != 4, !runtimeInitCode.contains(symbol.name) else { continue }
                foreign.append(Entry(section: section.name, target: symbol.name))
            }
        }
        return foreign
    }

    /// A section whose entries the loader calls: by type, or by a name the linker treats as one.
    private static func isLoaderList(_ section: ELFImage.Section) -> Bool {
        [ELFImage.initArrayType, ELFImage.finiArrayType, ELFImage.preinitArrayType].contains(section.type)
            || [".init_array", ".fini_array", ".preinit_array", ".ctors", ".dtors"].contains { prefix in
                section.name == prefix || section.name.hasPrefix(prefix + ".")
            }
    }

    /// A code section the loader runs from its start (`DT_INIT`, `DT_FINI`).
    private static func isLoaderCode(_ section: ELFImage.Section) -> Bool {
        section.name == ".init" || section.name == ".fini"
    }

    /// The refusal, in the learner's language, naming the first few entries.
    static func problem(_ entries: [Entry]) -> LinkedSymbols.Problem {
        let named = entries.prefix(3).map { "\($0.target) (\($0.section))" }.joined(separator: ", ")
        return LinkedSymbols.Problem(message: Phrase.learnerLoadTimeCode.text(named))
    }

    /// The refusal of a library the checker could not read as ELF.
    static var unreadable: LinkedSymbols.Problem {
        LinkedSymbols.Problem(message: Phrase.learnerLibraryUnreadable.text())
    }
}
