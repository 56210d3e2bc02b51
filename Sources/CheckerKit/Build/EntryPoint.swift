/// The `main` compiled into every check runner: Swift Testing's own entry point, which honours
/// `--event-stream-output-path` and `--no-parallel`.
enum EntryPoint {
    static let fileName = "CheckRunnerMain.swift"

    static let source = """
        import Testing

        @main struct CheckRunnerMain {
            static func main() async {
                await Testing.__swiftPMEntryPoint() as Never
            }
        }

        """
}
