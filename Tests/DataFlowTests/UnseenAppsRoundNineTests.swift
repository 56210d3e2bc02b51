import DataFlow
import Testing

/// SwiftUI API that the public apps measured for issue 27's round nine use and DataFlow lacked
/// (Stewart Lynch's "WChair Selector", "Theme Changer" and "BottomSheets and Presentation
/// Detents"). On today's main none of these compiles.
@MainActor
@Suite struct UnseenAppsRoundNineTests {
    struct ModelsSheet: View {
        @State private var size = "Medium"
        @State private var searchText = ""
        var body: some View {
            NavigationStack {
                Form {
                    Picker("Seat", selection: $size) {
                        ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(DefaultPickerStyle())
                    Picker("Back", selection: $size) {
                        Text("Small").tag("Small")
                    }
                    .pickerStyle(.automatic)
                }
                .navigationBarTitle("Wheelchair Models", displayMode: .inline)
                .searchable(text: $searchText, placement: .navigationBarDrawer(displayMode: .always))
            }
        }
    }

    /// Apple's `navigationBarTitle(_:displayMode:)` (deprecated, with a `LocalizedStringKey` or a
    /// `StringProtocol` title), `DefaultPickerStyle` and `PickerStyle.automatic`, and
    /// `SearchFieldPlacement.navigationBarDrawer(displayMode:)`.
    @Test func aStringTitleWithADisplayModeIsTheScreensTitle() throws {
        let host = ViewHost(ModelsSheet())
        #expect(host.navigationTitle == "Wheelchair Models")
        let tree = host.render()
        #expect(tree.contains("pickerStyle=automatic"), "\(tree)")
        try host.pick("Large", in: .picker("Seat"))
        #expect(host.render().contains("Large"))
        try host.type("Broda", into: .searchField())
        #expect(host.render().contains("Broda"))
        let title: Substring = "Seating"
        #expect(ViewHost(Text("x").navigationBarTitle(title, displayMode: .large)).navigationTitle == "Seating")
    }

    /// Apple's `CustomPresentationDetent` and `PresentationDetent.custom(_:)` (iOS 16): the app's
    /// height type is recorded by name among the sheet's detents.
    struct TinyDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            context.dynamicTypeSize.isAccessibilitySize ? 200 : min(60, context.maxDetentValue)
        }
    }

    struct Sheets: View {
        @State private var showing = true
        var body: some View {
            Text("Home")
                .sheet(isPresented: $showing) {
                    Text("Tiny sheet")
                        .presentationDetents([.custom(TinyDetent.self), .medium])
                }
        }
    }

    @Test func aCustomDetentIsRecordedByItsTypesName() {
        let tree = ViewHost(Sheets()).render()
        #expect(tree.contains("presentationDetents=custom(TinyDetent),medium"), "\(tree)")
        #expect(PresentationDetent.custom(TinyDetent.self) != .medium)
    }

    /// UIKit's `UIColor(named:)`, as "Theme Changer" keeps each theme's colours
    /// (`UIColor(named: "1-PrimaryColor")!`) and shows them with `Color(_:)`: the colour is the
    /// asset's name, as `Color("1-PrimaryColor")` is.
    @Test func aNamedUIColorIsTheAssetsColour() throws {
        let primary = try #require(UIColor(named: "1-PrimaryColor"))
        #expect(Color(primary) == Color("1-PrimaryColor"))
        #expect(ViewHost(Text("Hi").foregroundColor(Color(primary))).render().contains("1-PrimaryColor"))
    }
}
