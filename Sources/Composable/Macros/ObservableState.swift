/// A feature's state that views observe through a store: the Composable Architecture's
/// `ObservableState`, added by the `@ObservableState` macro. A view reading `store.count` in its
/// body is re-rendered when `count` changes, and only then.
public protocol ObservableState {}
