import Foundation

/// The files the driver writes while it plans, kept with the plan and written again before a
/// replay (see `DriverJobs`).
///
/// Observed with Swift 6.3.1: `swiftc -### -wmo a.swift b.swift c.swift` writes
/// `TemporaryDirectory.*/supplementaryOutputs-1` (a JSON map, `/` written `\/`) and passes it to
/// the frontend as `-supplementary-output-file-map`; with one or two inputs it writes nothing.
/// A replay in a new folder without that file failed with "cannot open file".
extension DriverJobs {
    /// The plan with the files the driver left in its temporary folders (under `folder`) while
    /// planning; nil when one cannot be read as text, or when a job reads a temporary file that
    /// is neither such a file nor written by an earlier job.
    func recordingPlannedFiles(folder: String, source: String?) -> DriverJobs? {
        var recorded: [PlannedFile] = []
        let temporary = Self.temporaryFolders(of: instantiated(folder: folder, source: source)).sorted()
        for directory in temporary {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names.sorted() where name != ".keep-directory" {
                let path = directory + "/" + name
                guard let data = FileManager.default.contents(atPath: path),
                    let text = String(data: data, encoding: .utf8)
                else { return nil }
                recorded.append(
                    PlannedFile(
                        path: Self.tokenized(path, folder: folder, source: source),
                        contents: Self.tokenizedContents(text, folder: folder, source: source)))
            }
        }
        var plan = self
        plan.files = recorded
        return plan.readsOnlyProvidedFiles ? plan : nil
    }

    /// Whether every temporary file a job reads is a planned file or an earlier job's output.
    /// A temporary path is an output when it follows `-o` or an option whose name ends in `-path`
    /// (`-emit-module-path`, `-emit-module-doc-path`, …); any other is read.
    var readsOnlyProvidedFiles: Bool {
        var provided = Set(files.map(\.path))
        for job in jobs {
            var outputs: [String] = []
            for (index, argument) in job.arguments.enumerated() where Self.temporaryFolder(of: argument) != nil {
                let option = index > 0 ? job.arguments[index - 1] : ""
                if option == "-o" || (option.hasPrefix("-") && option.hasSuffix("-path")) {
                    outputs.append(argument)
                } else if !provided.contains(argument.hasPrefix("@") ? String(argument.dropFirst()) : argument) {
                    return false
                }
            }
            provided.formUnion(outputs)
        }
        return true
    }

    /// The jobs for `folder` and `source`, after creating their temporary folders and writing the
    /// planned files there; nil when a folder or a file cannot be made (the driver runs instead).
    func prepared(folder: String, source: String?) -> [Job]? {
        guard readsOnlyProvidedFiles else { return nil }
        let jobs = instantiated(folder: folder, source: source)
        for temporary in Self.temporaryFolders(of: jobs) {
            guard
                (try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)) != nil
            else { return nil }
        }
        for file in files {
            let path = Self.instantiated(file.path, folder: folder, source: source)
            let contents = Self.instantiatedContents(file.contents, folder: folder, source: source)
            guard Self.temporaryFolder(of: path) != nil,
                (try? Data(contents.utf8).write(to: URL(filePath: path))) != nil
            else { return nil }
        }
        return jobs
    }

    /// A planned file's text with the placeholders for the paths, as written plainly and as JSON
    /// escapes them.
    static func tokenizedContents(_ text: String, folder: String, source: String?) -> String {
        var value = text
        if let source, !source.isEmpty {
            value = value.replacingOccurrences(of: jsonEscaped(source), with: escapedSourceToken)
        }
        value = value.replacingOccurrences(of: jsonEscaped(folder), with: escapedFolderToken)
        return tokenized(value, folder: folder, source: source)
    }

    static func instantiatedContents(_ template: String, folder: String, source: String?) -> String {
        var value = template.replacingOccurrences(of: escapedFolderToken, with: jsonEscaped(folder))
        if let source { value = value.replacingOccurrences(of: escapedSourceToken, with: jsonEscaped(source)) }
        return instantiated(value, folder: folder, source: source)
    }

    /// `path` as `JSONSerialization` writes it inside a string: `\` and `"` escaped, `/` as `\/`.
    private static func jsonEscaped(_ path: String) -> String {
        path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "/", with: "\\/")
    }
}
