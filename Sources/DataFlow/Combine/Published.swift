/// A property of an `ObservableObject` that announces its changes: Combine's `@Published`.
///
/// Setting it first sends the object's `objectWillChange` (so every view observing the object is
/// invalidated), then sends the new value to `$property`'s subscribers, then stores it: as Combine
/// documents, the publisher emits in the property's `willSet`, so a subscriber still reads the old
/// value from the property itself. `$property` gives the current value to a new subscriber at once.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue value: Value) {
        storage = PublishedStorage(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// `@Published` works only in a class, where Swift routes reads and writes through
    /// `subscript(_enclosingInstance:wrapped:storage:)`; as in Combine, a struct cannot use it.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }  // swiftlint:disable:this unused_setter_value
    }

    /// `$property`: a publisher of the property's values.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}  // Lets `assign(to: &$property)` take it `inout`, as in Combine.
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.connect(to: object)
            storage.set(newValue)
        }
    }

    /// The publisher `$property` returns: Combine's `Published.Publisher`.
    public struct Publisher: DataFlow.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedStorage<Value>

        public func _subscribe(_ subscriber: _Subscriber<Value, Never>) -> AnyCancellable {
            let token = storage.subscribers.add(subscriber)
            subscriber.receive(storage.value)
            return token
        }
    }
}

/// What a `@Published` property keeps: its value, its subscribers, and the object it belongs to
/// (found the first time it is set, or when the object's default `objectWillChange` is built).
final class PublishedStorage<Value>: AnyPublishedStorage {
    private(set) var value: Value
    let subscribers = SubscriberList<Value, Never>()
    private var republishing: [AnyCancellable] = []

    init(_ value: Value) {
        self.value = value
    }

    /// The change sequence Combine documents: `objectWillChange`, then `$property`'s subscribers
    /// (in `willSet`), then the new value is stored.
    func set(_ newValue: Value) {
        let change = PublishedChange(
            objectType: enclosingObject.map { String(describing: type(of: $0)) } ?? "?",
            property: propertyName ?? "?",
            oldValue: TraceValue.describe(value),
            newValue: TraceValue.describe(newValue))
        PublishedChange.$current.withValue(change) {
            announceWillChange()
        }
        subscribers.send(newValue)
        value = newValue
    }

    func keepAlive(_ token: AnyCancellable) {
        republishing.append(token)
    }
}

/// The part of a `@Published` storage that does not depend on its value's type.
class AnyPublishedStorage {
    /// The object whose property this is.
    weak var enclosingObject: AnyObject?
    /// The property's name, found by reflecting on the object, for the update trace.
    var propertyName: String?
    /// Sends the object's `objectWillChange`, when the object is an `ObservableObject`.
    var announceWillChange: () -> Void = {}
    /// The default `objectWillChange` the object's `@Published` properties share.
    var defaultPublisher: ObservableObjectPublisher?

    func connect(to object: AnyObject) {
        guard enclosingObject !== object else { return }
        enclosingObject = object
        ObjectReflection.connectPublishedProperties(of: object)
    }
}

/// A `@Published` change under way, so that the runtime can name it in the update trace:
/// `MovieStore.movies (@Published): [] → ["Up"]`.
struct PublishedChange: Sendable {
    let objectType: String
    let property: String
    let oldValue: String
    let newValue: String

    @TaskLocal static var current: PublishedChange?
}
