/// The actions of a presented feature, as its parent sees them: TCA's `PresentationAction`.
/// `.presented(action)` carries an action of the child while it is on screen; `.dismiss` says it
/// went away (the user swiped the sheet down, or the child called `dismiss()`), and the
/// presentation reducer then clears the child's state.
///
///     enum Action {
///         case addButtonTapped
///         case addContact(PresentationAction<AddContactFeature.Action>)
///     }
public enum PresentationAction<Action>: CasePathable {
    /// The presented feature is dismissed.
    case dismiss
    /// An action of the presented feature.
    indirect case presented(Action)

    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        /// The `.dismiss` case.
        public var dismiss: AnyCasePath<PresentationAction, Void> {
            AnyCasePath(
                embed: { .dismiss },
                extract: { action in
                    guard case .dismiss = action else { return nil }
                    return ()
                })
        }

        /// The `.presented` case and its child action.
        public var presented: AnyCasePath<PresentationAction, Action> {
            AnyCasePath(
                embed: { .presented($0) },
                extract: { action in
                    guard case let .presented(child) = action else { return nil }
                    return child
                })
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
