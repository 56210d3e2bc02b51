/// An `IdentifiedArray` of `Identifiable`, codable elements encodes as a plain array of its
/// elements, in order, as swift-identified-collections' does; decoding refuses two elements with
/// the same id. This is how TCA apps persist lists (the SyncUps tutorial saves its sync-ups as JSON).
extension IdentifiedArray: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        let ids = Set(elements.map(\.id))
        guard ids.count == elements.count else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Duplicate element ids in an IdentifiedArray.")
        }
        self.init(uniqueElements: elements, id: \.id)
    }
}
