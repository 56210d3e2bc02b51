import DataFlow
import Foundation
import Testing

/// Anchors read in an overlay, as Apple's pages describe them:
/// https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:),
/// https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:alignment:_:),
/// https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:). Headless, a proxy
/// resolves an anchor as if the anchored view filled the proxy's frame.
@MainActor
@Suite struct AnchorPreferenceTests {
    struct SelectionBounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    struct Tabs: View {
        @State private var selected = "Home"
        var body: some View {
            HStack {
                ForEach(["Home", "Search"], id: \.self) { name in
                    Button(name) { selected = name }
                        .anchorPreference(key: SelectionBounds.self, value: .bounds) {
                            name == selected ? $0 : nil
                        }
                }
            }
            .overlayPreferenceValue(SelectionBounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Text("Underline \(proxy[anchor] == proxy.frame(in: .local))")
                    } else {
                        Text("No selection")
                    }
                }
            }
            .backgroundPreferenceValue(SelectionBounds.self) { anchor in
                Text(anchor == nil ? "Nothing behind" : "Highlight behind")
            }
        }
    }

    @Test func theOverlayIsMadeFromTheAnchorTheContentSets() throws {
        let host = ViewHost(Tabs())
        #expect(host.texts.contains("Underline true"), "\(host.texts)")
        #expect(host.texts.contains("Highlight behind"), "\(host.texts)")
        #expect(!host.texts.contains("No selection"))
    }
}
