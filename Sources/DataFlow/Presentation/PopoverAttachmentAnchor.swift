/// Where a popover's arrow points: SwiftUI's `PopoverAttachmentAnchor`, a rectangle of the view
/// (its `.bounds` by default) or a point in it (`.point(.top)`). On an iPhone a popover is shown as
/// a sheet, and so it is here (see `popover(isPresented:attachmentAnchor:arrowEdge:content:)`):
/// the anchor is accepted and not used.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
