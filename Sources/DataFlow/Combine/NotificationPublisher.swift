import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, if given): Foundation's
    /// `NotificationCenter.publisher(for:object:)`, as SwiftUI code subscribes with
    /// `.onReceive(NotificationCenter.default.publisher(for: ...))`. Notifications arrive on the
    /// thread that posts them, as in Foundation.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// What `publisher(for:object:)` returns. Two are equal when they listen to the same center,
    /// name and object, so an `onReceive` given an equal one on a re-render keeps its subscription.
    public struct Publisher: DataFlow.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }

        public func _subscribe(_ subscriber: _Subscriber<Notification, Never>) -> AnyCancellable {
            let target = Delivery(value: subscriber)
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
                target.value.receive(notification)
            }
            let center = Delivery(value: self.center)
            let token = Delivery(value: observer)
            return AnyCancellable { center.value.removeObserver(token.value) }
        }
    }
}
