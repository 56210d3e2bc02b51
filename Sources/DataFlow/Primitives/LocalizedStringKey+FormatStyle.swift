import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// `"Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))"`: the
    /// value as the format style writes it, as SwiftUI's interpolation does (Xcode's app template
    /// uses it). Like any interpolated value, it is not read as Markdown.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
        append(format.format(input))
    }
}
