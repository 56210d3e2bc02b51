extension Preview {
    /// Every preview declared with `#Preview` in the program and the libraries it loaded, in the
    /// order of their files and lines.
    public static var all: [Preview] {
        var previews: [Preview] = []
        for record in TestContentSection.records(ofKind: recordKind) {
            guard let accessor = record.accessor else { continue }
            var registration: Registration?
            withUnsafeTemporaryAllocation(of: Registration.self, capacity: 1) { buffer in
                let requested: Any.Type = Registration.self
                let stored = withUnsafePointer(to: requested) { type in
                    accessor(UnsafeMutableRawPointer(buffer.baseAddress!), UnsafeRawPointer(type), nil, 0)
                }
                if stored { registration = buffer.baseAddress!.move() }
            }
            if let registration { previews.append(registration.makePreview()) }
        }
        return previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The previews declared in the file named `fileName` (`ContentView.swift`), in line order.
    public static func all(inFile fileName: String) -> [Preview] {
        all.filter { $0.fileName == fileName }
    }

    /// The preview named `name` (or, for an unnamed one, labelled "Line 12"), or an error listing
    /// the previews there are.
    public static func named(_ name: String, inFile fileName: String? = nil) throws -> Preview {
        let candidates = fileName.map { all(inFile: $0) } ?? all
        let matches = candidates.filter { $0.displayName == name }
        guard let match = matches.first else {
            let known = candidates.map { "\"\($0.displayName)\" (\($0.fileID), line \($0.line))" }
            let place = fileName.map { " in \($0)" } ?? ""
            throw DataFlowError(
                known.isEmpty
                    ? "There is no preview named \"\(name)\"\(place): no #Preview was found\(place). Declare one at the top level of a file: #Preview(\"\(name)\") { ContentView() }."
                    : "There is no preview named \"\(name)\"\(place). The previews are: \(known.joined(separator: ", "))."
            )
        }
        guard matches.count == 1 else {
            let places = matches.map { "\($0.fileID) line \($0.line)" }.joined(separator: ", ")
            throw DataFlowError(
                "Several previews are named \"\(name)\" (\(places)); pass the file too: ViewHost(preview: \"\(name)\", inFile: \"\(matches[0].fileName)\")."
            )
        }
        return match
    }
}
