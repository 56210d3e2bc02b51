/// Asks a view of unknown type for its body (opening the existential).
@MainActor
enum BodyEvaluator {
    static func body(of view: any View) -> any View {
        evaluate(view)
    }

    private static func evaluate<V: View>(_ view: V) -> any View {
        view.body
    }
}
