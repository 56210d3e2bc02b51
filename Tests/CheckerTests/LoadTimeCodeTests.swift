import Foundation
import Testing

@testable import CheckerKit

/// Code the loader would run by itself, read from the compiled learner's library (issue 25,
/// item 3): whatever attribute spelled it, an entry in `.init_array`, `.preinit_array`,
/// `.fini_array` or `.ctors`, or code placed in `.init`, is found; a library built from any
/// ordinary file holds only the runtimes' entries.
extension CompilingTests {
    @Suite struct LoadTimeCodeTests {
        /// `source` compiled as the learner's library with the checker's flags; its bytes.
        private func library(_ source: String) throws -> Data {
            let folder = TestSupport.scratch("load-time-code")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appending(path: "Exercise.swift")
            try source.write(to: file, atomically: false, encoding: .utf8)
            let toolchain = try Toolchain.locate()
            var compiler = ChildProcess(
                executable: toolchain.compiler,
                arguments: [
                    "-parse-as-library", "-swift-version", "6", "-Onone", "-wmo", "-suppress-warnings", "-emit-library",
                    "-module-name", CompileCommand.learnerModuleName, file.path, "-o",
                    folder.appending(path: "libLearnerExercise.so").path,
                ] + (toolchain.hasLLD ? ["-use-ld=lld"] : []), timeLimit: 300)
            compiler.extraEnvironment = ["TMPDIR": folder.path]
            compiler.capturedErrorLimits = (head: 20_000, tail: 0)
            let finished = compiler.run()
            try #require(finished.outcome == .exited(0), "\(finished.standardError?.text ?? "")")
            return try Data(contentsOf: folder.appending(path: "libLearnerExercise.so"))
        }

        @Test("An empty file and an ordinary one hold only the runtimes' entries")
        func ordinary() throws {
            #expect(LoadTimeCode.foreignEntries(in: try library("")) == [])
            #expect(
                LoadTimeCode.foreignEntries(
                    in: try library(
                        "public struct Counter: Sendable { public var count = 0 }\npublic let start = Counter()\n"))
                    == [])
        }

        @Test("A constructor is found in every list the loader runs, however it was spelled")
        func constructors() throws {
            let cases: [(attribute: String, section: String)] = [
                ("@_section(\".init_array\")", ".init_array"),
                ("@`section`(\".init_array\")", ".init_array"),
                ("@section(\".init_array.00099\")", ".init_array"),
                ("@_section(\".preinit_array\")", ".preinit_array"),
                ("@section(\".fini_array\")", ".fini_array"),
                ("@section(\".ctors\")", ".ctors"),
                ("@section(\".init\")", ".init"),
            ]
            for (attribute, section) in cases {
                let found = LoadTimeCode.foreignEntries(
                    in: try library("\(attribute) public let relay: @convention(c) () -> Void = {}\n"))
                #expect(found?.count == 1, "\(attribute): \(String(describing: found))")
                #expect(found?.first?.section == section, "\(attribute): \(String(describing: found))")
                #expect(found?.first?.target.hasPrefix("$s15LearnerExercise") == true, "\(attribute)")
            }
        }

        @Test("An entry pointing at another library's function (bound by the loader, no address in the file) is found")
        func importedFunction() throws {
            let found = LoadTimeCode.foreignEntries(
                in: try library(
                    "import Glibc\n@_section(\".init_array\") public let x: @convention(c) () -> Int32 = getpid\n"))
            #expect(found == [LoadTimeCode.Entry(section: ".init_array", target: "getpid")])
        }

        @Test("A function of the learner's named like a runtime's entry is a second entry, and refused")
        func runtimeNameReused() throws {
            let found = LoadTimeCode.foreignEntries(
                in: try library(
                    "@_silgen_name(\"frame_dummy\") func fd() {}\n@section(\".init_array\") let r: @convention(c) () -> Void = { fd() }\n"
                ))
            #expect(found?.count == 1, "\(String(describing: found))")
        }

        @Test("The refusal names the entry in plain words, in English and in Korean")
        func wording() {
            let problem = LoadTimeCode.problem([
                LoadTimeCode.Entry(section: ".init_array", target: "$s15LearnerExercise5relay")
            ])
            #expect(problem.message.contains("$s15LearnerExercise5relay (.init_array)"))
            #expect(problem.message.contains("when its library is loaded"))
            #expect(PhraseBook.korean.text(.learnerLoadTimeCode, ["x"]).contains("라이브러리"))
            #expect(LoadTimeCode.foreignEntries(in: Data("not an ELF file".utf8)) == nil)
        }
    }
}

extension CompilingTests.LoadTimeCodeTests {
    @Test("The symbol check refuses a library with a constructor, in the words the learner reads")
    func refusedByLinkedSymbols() throws {
        let folder = TestSupport.scratch("load-time-refusal")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appending(path: "libLearnerExercise.so")
        try self.library("@_section(\".init_array\") public let relay: @convention(c) () -> Void = {}\n").write(
            to: library)
        let symbols = LinkedSymbols(toolchain: try Toolchain.locate())
        let problems = try symbols.problems(runnerImports: [], library: library)
        #expect(problems.contains { $0.message.contains("run by itself when its library is loaded") }, "\(problems)")
        try self.library("public let plain = 1\n").write(to: library)
        #expect(try symbols.problems(runnerImports: [], library: library).isEmpty)
    }
}
