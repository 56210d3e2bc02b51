// `import SwiftUI` also makes Foundation's types (`Date`, `UUID`, `IndexSet`, `CGSize`...) visible,
// because SwiftUI re-exports Foundation. `import DataFlow` does the same, so code written for
// SwiftUI compiles here with only its import line changed.
@_exported import Foundation
