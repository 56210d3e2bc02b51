import Foundation

/// A message for `Logger`, written as a string literal with interpolations: OSLog's
/// `OSLogMessage` (`"Found \(count, privacy: .public) birds"`). The interpolations take OSLog's
/// options (privacy, alignment, number formats); this stand-in composes the message as the values
/// print, so the options change nothing here (see `Logger`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let composed: String

    public init(stringLiteral value: String) {
        composed = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        composed = stringInterpolation.text
    }
}

/// The interpolations an `OSLogMessage` accepts: OSLog's `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// A string: OSLog's `appendInterpolation(_:align:privacy:)`.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += argumentString()
    }

    /// A value described by its `description`: OSLog's interpolation of a `CustomStringConvertible`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += value().description
    }

    /// An integer: OSLog's `appendInterpolation(_:format:align:privacy:)` for integers.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += format.text(number())
    }

    /// A floating-point number: OSLog's `appendInterpolation(_:format:align:privacy:)` for `Double`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += format.text(number())
    }

    /// A Boolean, as `true` or `false`: OSLog's `appendInterpolation(_:format:privacy:)` for `Bool`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        text += format == .answer ? (value ? "YES" : "NO") : String(value)
    }

    /// A type's name: OSLog's interpolation of a metatype (`"\(Self.self) appeared"`).
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }

    /// An object: OSLog's interpolation of an `NSObject`.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        text += value().description
    }
}

/// How private a logged value is: OSLog's `OSLogPrivacy` (`.public`, `.private(mask: .hash)`).
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is replaced: OSLog's `OSLogPrivacy.Mask`.
    public struct Mask: Equatable, Sendable {
        let name: String
        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }

    let name: String
    let mask: Mask

    public static let auto = OSLogPrivacy(name: "auto", mask: .none)
    public static let `public` = OSLogPrivacy(name: "public", mask: .none)
    public static let `private` = OSLogPrivacy(name: "private", mask: .none)
    public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
}

/// How an interpolated string is padded: OSLog's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { none }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { none }
}

/// How an interpolated integer is padded: OSLog's `OSLogIntegerAlignment`.
public struct OSLogIntegerAlignment: Sendable {
    public static let none = OSLogIntegerAlignment()
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogIntegerAlignment { none }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogIntegerAlignment { none }
}

/// How an interpolated floating-point number is padded: OSLog's `OSLogFloatAlignment`.
public struct OSLogFloatAlignment: Sendable {
    public static let none = OSLogFloatAlignment()
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogFloatAlignment { none }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogFloatAlignment { none }
}

/// How an interpolated integer is written: OSLog's `OSLogIntegerFormatting` (`.decimal`, `.hex`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let uppercase: Bool

    public static let decimal = OSLogIntegerFormatting(radix: 10, uppercase: false)
    public static let hex = OSLogIntegerFormatting(radix: 16, uppercase: false)
    public static let octal = OSLogIntegerFormatting(radix: 8, uppercase: false)

    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(radix: 16, uppercase: uppercase)
    }

    func text<T: FixedWidthInteger>(_ value: T) -> String {
        String(value, radix: radix, uppercase: uppercase)
    }
}

/// How an interpolated floating-point number is written: OSLog's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?

    /// Six decimal places, as `printf`'s `%f` writes them.
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(precision: precision())
    }

    func text(_ value: Double) -> String {
        precision.map { String(format: "%.\($0)f", value) } ?? String(value)
    }
}

/// How an interpolated Boolean is written: OSLog's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
