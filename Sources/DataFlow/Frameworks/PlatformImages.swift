import Foundation

/// A stand-in for UIKit's `UIImage`, as far as SwiftUI code passes images around:
/// `Image(uiImage:)`, `ImageRenderer.uiImage`, `UIImage(named:)`, `UIImage(systemName:)`.
/// Headless, an image is a description and a size in points. What it is not: it holds no pixels,
/// decodes nothing (`UIImage(data:)` only counts the bytes) and encodes nothing, so there is no
/// `pngData()` or `jpegData(compressionQuality:)`. UIKit itself does not exist on Linux.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// What the image shows: an asset or symbol name, or what made it.
    public let description: String
    /// The image's size in points (zero when unknown, as for a named asset here).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    let isSymbol: Bool

    init(description: String, size: CGSize = .zero, scale: CGFloat = 1, isSymbol: Bool = false) {
        self.description = description
        self.size = size
        self.scale = scale
        self.isSymbol = isSymbol
    }

    /// The asset named `name`; here every name gives an image of unknown size.
    public convenience init?(named name: String) {
        self.init(description: name)
    }

    /// The SF Symbol `name`.
    public convenience init?(systemName name: String) {
        self.init(description: name, isSymbol: true)
    }

    /// An image decoded from `data`; here it is described by its byte count, and empty data gives
    /// `nil`, as UIKit gives for data it cannot decode.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(description: "image from \(data.count) bytes")
    }

    /// The same image as a `CGImage`, its size in pixels.
    public var cgImage: CGImage? {
        CGImage(description: description, width: Int(size.width * scale), height: Int(size.height * scale))
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.description == rhs.description && lhs.size == rhs.size && lhs.scale == rhs.scale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

/// A stand-in for AppKit's `NSImage`: a description and a size in points, with no pixels
/// (see `UIImage`). AppKit itself does not exist on Linux.
public final class NSImage: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public let size: CGSize

    init(description: String, size: CGSize) {
        self.description = description
        self.size = size
    }

    /// The asset named `name`.
    public convenience init?(named name: String) {
        self.init(description: name, size: .zero)
    }

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool {
        lhs.description == rhs.description && lhs.size == rhs.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

/// A stand-in for Core Graphics' `CGImage`: a description and a size in pixels, with no pixels
/// behind it, as `ImageRenderer.cgImage` and `Image(decorative:scale:)` pass it around. Core
/// Graphics' image type does not exist on Linux.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public let width: Int
    public let height: Int

    init(description: String, width: Int, height: Int) {
        self.description = description
        self.width = width
        self.height = height
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.description == rhs.description && lhs.width == rhs.width && lhs.height == rhs.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

extension Image {
    /// An image of a `UIImage`: SwiftUI's `Image(uiImage:)`. Shown by the image's description.
    public init(uiImage: UIImage) {
        self.init(uiImage.description)
        if uiImage.isSymbol { self = Image(systemName: uiImage.description) }
    }

    /// An image of an `NSImage`: SwiftUI's `Image(nsImage:)`.
    public init(nsImage: NSImage) {
        self.init(nsImage.description)
    }

    /// An image of a `CGImage`, labelled for accessibility: SwiftUI's `Image(_:scale:orientation:label:)`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(cgImage.description)
    }

    /// An image of a `CGImage` that accessibility skips: SwiftUI's `Image(decorative:scale:orientation:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(decorative: cgImage.description)
    }

    /// Which way up an image is drawn: SwiftUI's `Image.Orientation`. Recorded nowhere.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}
