/// The style a picker has when none is chosen, which SwiftUI resolves from where the picker is
/// (a menu in a form on iOS, say): SwiftUI's `DefaultPickerStyle` (`.pickerStyle(.automatic)`, or
/// the iOS 13 spelling `.pickerStyle(DefaultPickerStyle())`). Headless nothing is resolved: it is
/// shown as `pickerStyle=automatic`, and the rows are picked as any picker's are (`host.pick(_:in:)`).
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var name: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
