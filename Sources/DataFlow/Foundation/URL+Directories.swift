import Foundation

/// The well-known folders as `URL` statics (`URL.documentsDirectory.appending(path: "notes.json")`),
/// which Apple's Foundation has since iOS 16 and Linux's lacks. Each is the first folder
/// `FileManager` gives for the user's domain (on Linux, under the home folder), or the temporary
/// folder when there is none.
extension URL {
    /// The user's documents folder: Foundation's `URL.documentsDirectory`.
    public static var documentsDirectory: URL { userFolder(.documentDirectory) }
    /// The user's caches folder: Foundation's `URL.cachesDirectory`.
    public static var cachesDirectory: URL { userFolder(.cachesDirectory) }
    /// The app's support files folder: Foundation's `URL.applicationSupportDirectory`.
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory) }
    /// The user's downloads folder: Foundation's `URL.downloadsDirectory`.
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory) }

    private static func userFolder(_ folder: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: folder, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
    }
}
