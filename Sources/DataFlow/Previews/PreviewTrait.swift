/// A setting for one `#Preview`, given after its name: DeveloperToolsSupport's `PreviewTrait`
/// (`#Preview("Grid", traits: .sizeThatFitsLayout, .modifier(SampleData()))`). A layout or an
/// orientation is recorded on the previewed view as a mark (`previewLayout=sizeThatFits`,
/// `previewInterfaceOrientation=landscapeLeft`); a `.modifier(_:)` wraps the previewed view in the
/// modifier's body, as Xcode's canvas does.
@MainActor
public struct PreviewTrait<T> {
    /// Wraps the previewed view.
    let apply: @MainActor (any View) -> any View
}

extension Preview {
    /// The kind of traits a view's preview takes: DeveloperToolsSupport's `Preview.ViewTraits`.
    public struct ViewTraits: Sendable {}
}

/// An orientation a preview shows the device in, as a `PreviewTrait` names it.
enum PreviewOrientation: String {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a device's screen: the default layout.
    public static var defaultLayout: PreviewTrait { layout(.device) }

    /// The preview is as large as the view needs: DeveloperToolsSupport's `sizeThatFitsLayout`.
    public static var sizeThatFitsLayout: PreviewTrait { layout(.sizeThatFits) }

    /// The preview has a fixed size: DeveloperToolsSupport's `fixedLayout(width:height:)`.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        layout(.fixed(width: width, height: height))
    }

    /// The device is upright.
    public static var portrait: PreviewTrait { orientation(.portrait) }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait { orientation(.portraitUpsideDown) }
    /// The device is turned with its top to the left.
    public static var landscapeLeft: PreviewTrait { orientation(.landscapeLeft) }
    /// The device is turned with its top to the right.
    public static var landscapeRight: PreviewTrait { orientation(.landscapeRight) }

    /// The previewed view is shown inside `modifier`'s body, which gets the context the modifier's
    /// `makeSharedContext()` made: DeveloperToolsSupport's `modifier(_:)`.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait { view in
            PreviewModifierView(modifier: modifier, content: PreviewModifierContent(content: AnyView(view)))
        }
    }

    private static func layout(_ layout: PreviewLayout) -> PreviewTrait {
        PreviewTrait { view in AnyView(view).previewLayout(layout) }
    }

    private static func orientation(_ orientation: PreviewOrientation) -> PreviewTrait {
        PreviewTrait { view in AnyView(view).attributed("previewInterfaceOrientation", orientation.rawValue) }
    }
}
