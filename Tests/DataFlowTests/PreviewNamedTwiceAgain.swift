import DataFlow

// A preview whose name PreviewNamedTwice.swift also uses, for `sameNameInTwoFiles`.
#Preview("Twice") {
    Text("Here")
}
