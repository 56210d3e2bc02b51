/// The model types a container holds: SwiftData's `Schema`, as `Schema([Trip.self, Stop.self])`.
/// What it is not: it describes no entities, attributes or versions, since nothing is stored on
/// disk or migrated; it is the list of types.
public struct Schema: @unchecked Sendable {
    // Sendable: it holds only metatypes, and never changes.
    /// The model types, in the order given.
    public let types: [any PersistentModel.Type]

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
    }

    /// A schema of `types`.
    public init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// A schema version, as SwiftData's `Schema.Version(1, 0, 0)`; recorded nowhere.
    public struct Version: Hashable, Sendable {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }

    /// What `@Attribute` may say about a property.
    public enum Attribute {
        /// The options of `@Attribute`; the stand-in records and enforces none of them.
        public struct Option: Hashable, Sendable {
            let name: String

            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
        }
    }

    /// What `@Relationship` may say about a property.
    public enum Relationship {
        /// What deleting a model does to the models a relationship holds. Only `.cascade` acts here.
        public enum DeleteRule: Hashable, Sendable {
            case nullify, cascade, deny, noAction
        }

        /// The options of `@Relationship`; none acts here.
        public struct Option: Hashable, Sendable {
            let name: String

            public static let unique = Option(name: "unique")
        }
    }
}

/// How a container stores its models: SwiftData's `ModelConfiguration`. What it is not: every
/// container of this stand-in is in memory, whatever `isStoredInMemoryOnly` says, so nothing
/// survives the process (there is no file, no CloudKit, no app group).
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the store lives only in memory, as every store here does.
    public let isStoredInMemoryOnly: Bool
    /// Whether the store may be changed.
    public let allowsSave: Bool

    /// A configuration named `name` (`"default"` if none).
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true
    ) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// A configuration for `forTypes`.
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}
