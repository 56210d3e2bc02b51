import Foundation

#if !canImport(Darwin)
    extension URL {
        /// The user's documents folder: Foundation's `URL.documentsDirectory` on Apple platforms,
        /// which Linux's Foundation lacks. The SyncUps tutorial keeps its JSON file there
        /// (`URL.documentsDirectory.appending(component: "sync-ups.json")`). DataFlow has the same
        /// for SwiftUI code; a file importing both gets DataFlow's (this one is disfavoured), which
        /// was ambiguous before (TCA's `SharedState-FileStorage` case study).
        @_disfavoredOverload
        public static var documentsDirectory: URL {
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
        }
    }
#endif
