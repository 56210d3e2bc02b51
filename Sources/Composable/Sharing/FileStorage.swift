import Foundation

/// Where `.fileStorage` keys read and write their files: swift-sharing's `FileStorage`, the
/// `defaultFileStorage` dependency. `.fileSystem` uses the disk; `.inMemory` keeps each file's
/// bytes in memory, what tests get unless they choose otherwise
/// (`$0.defaultFileStorage = .inMemory`). Unlike swift-sharing's, it does not watch files for
/// changes made by other processes.
public struct FileStorage: Sendable {
    let load: @Sendable (URL) -> Data?
    let save: @Sendable (Data, URL) throws -> Void

    /// The real file system; a folder on the way to a file is created when it is saved.
    public static let fileSystem = FileStorage(
        load: { try? Data(contentsOf: $0) },
        save: { data, url in
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        })

    /// Files kept in memory, a fresh set for each use of `.inMemory`.
    public static var inMemory: FileStorage {
        let files = LockIsolated<[URL: Data]>([:])
        return FileStorage(
            load: { url in files.value[url] },
            save: { data, url in files.withValue { $0[url] = data } })
    }
}

private enum FileStorageKeyDependency: DependencyKey {
    static let liveValue = FileStorage.fileSystem
    static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
    /// The file system `.fileStorage` keys use: `@Dependency(\.defaultFileStorage)`.
    public var defaultFileStorage: FileStorage {
        get { self[FileStorageKeyDependency.self] }
        set { self[FileStorageKeyDependency.self] = newValue }
    }
}
