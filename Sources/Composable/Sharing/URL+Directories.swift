import Foundation

#if !canImport(Darwin)
    extension URL {
        /// The user's documents folder: Foundation's `URL.documentsDirectory` on Apple platforms,
        /// which Linux's Foundation lacks. The SyncUps tutorial keeps its JSON file there
        /// (`URL.documentsDirectory.appending(component: "sync-ups.json")`).
        public static var documentsDirectory: URL {
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
        }
    }
#endif
