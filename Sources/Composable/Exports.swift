// `import ComposableArchitecture` in an app also makes Foundation visible (TCA's dependencies
// re-export it), and on Apple platforms `URLSession` is part of Foundation. On Linux `URLSession`
// lives in FoundationNetworking, so `import Composable` re-exports both: the tutorials' number-fact
// request (`URLSession.shared.data(from:)`) compiles with only the import changed.
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
