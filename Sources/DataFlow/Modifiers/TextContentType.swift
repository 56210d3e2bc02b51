/// What a text field holds, so the keyboard can suggest it (a user name, a one-time code): UIKit's
/// `UITextContentType`, which SwiftUI code passes to `textContentType(_:)`. Headless there are no
/// suggestions; the field is marked `textContentType=username`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

extension View {
    /// What the text fields inside hold: SwiftUI's `textContentType(_:)`.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        attributed("textContentType", textContentType?.rawValue ?? "none")
    }
}
