/// A class whose changes views can observe: Combine's `ObservableObject`.
///
/// It has one requirement, `objectWillChange`, a publisher sent *before* each change. Combine
/// synthesizes one per object, the same for the object's whole life: `@Published` properties send
/// it for you (found, as Combine finds them, through reflection), or send it yourself in a
/// `willSet`. A class may also declare its own, as seed 001 does, and keeps it:
///
///     class PodcastPlayerStore: ObservableObject {
///         var objectWillChange = PassthroughSubject<Void, Never>()
///         func advance() { objectWillChange.send(); ... }
///     }
///
/// A view that holds the object in `@ObservedObject`, `@StateObject` or `@EnvironmentObject` is
/// re-evaluated after every `objectWillChange`: observation is per object, not per property.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// A publisher that sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The default publisher, synthesized as Combine does: one per object for its whole life, with
    /// or without `@Published` properties (those share it and send it in their `willSet`). A class
    /// with none sends it by hand: `var count = 0 { willSet { objectWillChange.send() } }`.
    /// See `ObjectWillChangeTable` for the documentation this rests on.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeTable.shared.publisher(for: self) {
            ObjectReflection.connectPublishedProperties(of: self) ?? ObservableObjectPublisher()
        }
    }
}

/// Finds an object's `@Published` properties with `Mirror`, as Combine does, to connect them to
/// the object and name them.
enum ObjectReflection {
    /// Connects every `@Published` property of `object` (its class and superclasses) to it, and
    /// returns the default `objectWillChange` they share, if it has any.
    @discardableResult
    static func connectPublishedProperties(of object: AnyObject) -> ObservableObjectPublisher? {
        let storages = publishedStorages(of: object)
        guard !storages.isEmpty else { return nil }
        let shared = storages.lazy.compactMap(\.1.defaultPublisher).first ?? ObservableObjectPublisher()
        // Connected already (every `@Published` set asks for the object's publisher): nothing to do.
        if storages.allSatisfy({ $0.1.enclosingObject === object && $0.1.defaultPublisher === shared }) {
            return shared
        }
        for (name, storage) in storages {
            storage.enclosingObject = object
            storage.propertyName = name
            storage.defaultPublisher = shared
            storage.announceWillChange = { [weak object] in
                guard let object = object as? any ObservableObject else { return }
                sendWillChange(object)
            }
        }
        return shared
    }

    private static func publishedStorages(of object: AnyObject) -> [(String, AnyPublishedStorage)] {
        var result: [(String, AnyPublishedStorage)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any PublishedWrapper, let label = child.label {
                    result.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, published.anyStorage))
                }
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// Sends the object's own `objectWillChange`, whatever its type (a hand-written
    /// `ObservableObjectPublisher` or `PassthroughSubject<Void, Never>` too).
    private static func sendWillChange<Object: ObservableObject>(_ object: Object) {
        let publisher = object.objectWillChange
        if let publisher = publisher as? ObservableObjectPublisher {
            publisher.send()
        } else if let subject = publisher as? PassthroughSubject<Void, Never> {
            subject.send()
        }
    }
}

/// A `@Published` wrapper of any value type, found by reflection.
protocol PublishedWrapper {
    var anyStorage: AnyPublishedStorage { get }
}

extension Published: PublishedWrapper {
    var anyStorage: AnyPublishedStorage { storage }
}
