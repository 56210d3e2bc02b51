struct CounterView: View {
    @State private var count = 0
    @State private var isShowingDetails = false

    var body: some View {
        Button("Details") { self.isShowingDetails = true }
            .sheet(isPresented: $isShowingDetails) {
                Text("The count is \(count)")
            }
    }
}
