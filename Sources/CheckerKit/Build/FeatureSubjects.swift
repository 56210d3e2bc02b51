import Foundation

/// The versions of a test-writing exercise's feature (the correct one, the manifest's `check`, and
/// each planted bug), each compiled as the testable module `ExerciseSubject` that the learner's
/// tests import. None depends on the learner's file, so each is compiled once per checker
/// environment and kept in `.checker/subjects`: its library in `libraries`, its module file in
/// `interfaces`, each sealed like a check runner (`RunnerCache`); one that does not verify is
/// compiled again. A check (`TestWritingRun`) and the watch's prebuild (`SubjectPrebuild`) share
/// them: a folder is renamed into place whole, so two compiling the same version at once is only
/// work done twice.
struct FeatureSubjects {
    /// Why a version of the feature could not be built.
    struct Failure: Error {
        let message: String
    }

    let checker: Checker
    let command: CompileCommand
    let sources: ExerciseSources
    /// A private folder: each version is compiled, or restored from the store, into a folder of it.
    let folder: URL

    private static let libraryName = "lib\(CompileCommand.subjectModuleName).so"
    private static let interfaceName = "\(CompileCommand.subjectModuleName).swiftmodule"

    private var libraries: RunnerCache {
        RunnerCache(directory: storeDirectory.appending(path: "libraries"), seal: checker.runners.seal)
    }
    private var interfaces: RunnerCache {
        RunnerCache(directory: storeDirectory.appending(path: "interfaces"), seal: checker.runners.seal)
    }
    private var storeDirectory: URL {
        checker.runsDirectory.deletingLastPathComponent().appending(path: "subjects")
    }

    /// Every version's path relative to the root: the correct feature first, then the planted bugs.
    var versions: [String] { [sources.exercise.checkPath] + sources.plantedBugs }

    /// The key of the version at `source` (relative to the root): the checker's environment, the
    /// companion libraries, the examples' library, the feature's file name and the file's bytes;
    /// nil when the file cannot be read.
    func key(of source: String) -> String? {
        guard let text = FileManager.default.contents(atPath: checker.root.appending(path: source).path) else {
            return nil
        }
        var hasher = SHA256()
        hasher.update(
            "\(checker.environmentDigest)\nsubject \(command.companions.map(\.digest).joined(separator: " "))\n")
        hasher.update(
            "\(command.examples?.directory.path ?? "no examples")\n\((sources.exercise.checkPath as NSString).lastPathComponent)\n"
        )
        hasher.update(text)
        return hasher.hexDigest()
    }

    /// True when the version at `source` is stored and intact (nothing is copied).
    func isStored(_ source: String) -> Bool {
        guard let key = key(of: source) else { return false }
        return libraries.isStored(key: SHA256.hex("library \(key)"))
            && interfaces.isStored(key: SHA256.hex("interface \(key)"))
    }

    /// The folder holding the version at `source` (`name` names its folder): restored from the
    /// store (unless `restoring` is false), else compiled now from `place/<the feature's file
    /// name>` in the private folder, and stored. Builds with different names and places may run
    /// at once.
    func build(
        _ source: String, name: String, place: String = Self.canonicalPlace, restoring: Bool = true
    ) -> Result<URL, Failure> {
        guard let key = key(of: source) else { return .failure(Failure(message: Phrase.subjectUnreadable.text())) }
        let (libraryKey, interfaceKey) = (SHA256.hex("library \(key)"), SHA256.hex("interface \(key)"))
        let built = folder.appending(path: "subjects/\(name)")
        do {
            try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        } catch {
            return .failure(Failure(message: Phrase.subjectFolderNotCreated.text(built.path)))
        }
        let library = built.appending(path: Self.libraryName)
        let interface = built.appending(path: Self.interfaceName)
        if restoring, libraries.restore(key: libraryKey, to: library) != nil,
            interfaces.restore(key: interfaceKey, to: interface) != nil
        {
            return .success(built)
        }
        if let problem = compile(checker.root.appending(path: source).path, into: built, place: place) {
            return .failure(Failure(message: problem))
        }
        libraries.store(key: libraryKey, runner: library, imports: [])
        interfaces.store(key: interfaceKey, runner: interface, imports: [])
        return .success(built)
    }

    /// The folder, in the private folder, versions are compiled from unless told otherwise.
    static let canonicalPlace = "source"

    /// Compiles a version of the feature into `output`; the compiler's first errors when it fails.
    /// Every version is compiled from a file named as the feature's, in `place`: the module file
    /// may record where its declarations came from, and two versions with the same declarations
    /// must give the same module file. Swift 6.3 was seen to write the same module file for the
    /// same file name in two folders (private declarations' discriminators come from the name);
    /// whoever compiles from another place than `canonicalPlace` still compares and, on a
    /// difference, compiles again from there (see `TestWritingRun`).
    private func compile(_ source: String, into output: URL, place: String) -> String? {
        let place = folder.appending(path: place)
        let copy = place.appending(path: (sources.exercise.checkPath as NSString).lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: URL(filePath: source), to: copy)
        } catch {
            return Phrase.subjectNotCopied.text(error.localizedDescription)
        }
        // Every version compiles with the same arguments but for the two paths: one plan of the
        // driver's serves them all (`PlannedCompile`).
        let compile = PlannedCompile(
            checker: checker, arguments: command.subjectArguments(source: copy.path, folder: output),
            source: copy.path, folder: output)
        if case .failed(_, _, let log, _) = compile.run() {
            let errors = CompilerDiagnostic.parse(CompilerLog.read(log)).filter { $0.severity == "error" }.prefix(3)
            return errors.map {
                "\($0.path.map { ($0 as NSString).lastPathComponent } ?? "")\($0.line.map { ":\($0)" } ?? "") \($0.message)"
            }
            .joined(separator: "; ")
        }
        return nil
    }
}
