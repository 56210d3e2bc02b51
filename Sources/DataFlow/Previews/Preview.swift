/// One preview a `#Preview` declared: DeveloperToolsSupport's `Preview`, which SwiftUI's macro
/// expands into. You do not create one yourself; the macro does, and `Preview.all` finds it.
@MainActor
public struct Preview {
    /// The name given to `#Preview("Name")`, or nil.
    public let name: String?
    /// The file that declares the preview, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    /// Makes the previewed view, each time the preview is shown.
    public let makeView: @MainActor () -> any View

    /// The preview `#Preview` expands into.
    public init(
        _ name: String? = nil, fileID: String, line: Int, @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.makeView = body
    }

    /// The preview `#Preview("Name", traits: …)` expands into: each trait wraps the view the body
    /// makes, the first innermost.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        fileID: String, line: Int, @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        let traits = [traits] + additionalTraits
        let makeView: @MainActor () -> any View = {
            traits.reduce(body()) { view, trait in trait.apply(view) }
        }
        self.init(name, fileID: fileID, line: line, body: makeView)
    }

    /// The name, or for an unnamed preview the label Xcode's canvas gives it: "Line 12" (SwiftUI
    /// documents that an unnamed preview is labelled with the line where it appears).
    public var displayName: String {
        name ?? "Line \(line)"
    }

    /// The file name alone: `ContentView.swift`.
    public var fileName: String {
        fileID.split(separator: "/").last.map(String.init) ?? fileID
    }
}

/// The view `#Preview` generates around a body that declares `@Previewable` properties. Public
/// only because the expansion, compiled in your module, conforms to it; the rendered tree shows it
/// as `Preview`.
public protocol _PreviewContent: View {}
