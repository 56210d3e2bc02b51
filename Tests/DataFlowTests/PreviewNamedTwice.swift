import DataFlow

// A preview whose name PreviewNamedTwiceAgain.swift also uses, for `sameNameInTwoFiles`.
#Preview("Twice") {
    Text("There")
}
