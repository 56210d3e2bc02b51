import Composable
import DataFlow
import Foundation
import Testing

/// `URL.documentsDirectory`, which Linux's Foundation lacks, is one folder in a file importing both
/// Composable and DataFlow (each has it, for code importing only one): TCA's
/// `SharedState-FileStorage` case study keys its file as below, and got "ambiguous use of
/// 'documentsDirectory'".
@Suite struct DocumentsDirectoryTests {
    @Test func aFileStorageKeyUnderTheDocumentsFolderNamesOneFile() {
        let url: URL = .documentsDirectory.appending(component: "stats.json")
        #expect(url.lastPathComponent == "stats.json")
        #expect(url.deletingLastPathComponent().path == URL.documentsDirectory.path)
        let key: FileStorageKey<Int> = .stats
        #expect(key.id == FileStorageKey<Int>.fileStorage(url).id)
    }
}

extension SharedKey where Self == FileStorageKey<Int> {
    fileprivate static var stats: Self {
        fileStorage(.documentsDirectory.appending(component: "stats.json"))
    }
}
