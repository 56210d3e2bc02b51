import DataFlow
import Testing

/// The iOS 13 action sheet, in the form Apple's pages declare
/// (https://developer.apple.com/documentation/swiftui/view/actionsheet(ispresented:content:) and
/// https://developer.apple.com/documentation/swiftui/actionsheet): presented as a confirmation
/// dialog, its buttons run their actions and dismiss it.
@MainActor
@Suite struct ActionSheetTests {
    struct ConfirmEraseItems: View {
        @State private var isShowingSheet = false
        @State private var status = "Kept"
        var body: some View {
            VStack {
                Text(status)
                Button("Show Action Sheet") { isShowingSheet = true }
            }
            .actionSheet(isPresented: $isShowingSheet) {
                ActionSheet(
                    title: Text("Permanently erase the items in the Trash?"),
                    message: Text("You can't undo this action."),
                    buttons: [
                        .cancel(),
                        .destructive(Text("Empty Trash")) { status = "Erased" },
                    ])
            }
        }
    }

    @Test func theSheetShowsItsButtonsAndADestructiveOneRunsAndDismisses() throws {
        let host = ViewHost(ConfirmEraseItems())
        #expect(!host.isPresentingAlert)
        try host.tap(.button("Show Action Sheet"))
        #expect(host.presentedAlert?.label == "Permanently erase the items in the Trash?")
        #expect(host.presentedAlert?.kind == .confirmationDialog)
        #expect(host.presentedAlert?.texts.contains("You can't undo this action.") == true)
        try host.tap(.button("Empty Trash"))
        #expect(!host.isPresentingAlert)
        #expect(host.texts.first == "Erased")
    }
}
