// `import SwiftUI` also makes Foundation's types (`Date`, `UUID`, `IndexSet`, `CGSize`...) visible,
// because SwiftUI re-exports Foundation. `import DataFlow` does the same, so code written for
// SwiftUI compiles here with only its import line changed.
@_exported import Foundation

// On Apple platforms `URLSession` is part of Foundation; on Linux it lives in FoundationNetworking,
// which SwiftUI code never imports. `import DataFlow` makes it visible too, so code that loads
// data with `URLSession.shared.data(from:)` compiles with only its import line changed.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
