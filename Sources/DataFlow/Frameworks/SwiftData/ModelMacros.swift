/// Makes a class a persistent model: SwiftData's `@Model`. The class becomes observable exactly as
/// with `@Observable` (views reading its properties are redrawn when they change) and a
/// `PersistentModel` that a `ModelContext` can insert, fetch and delete.
///
///     @Model
///     final class Trip {
///         var name: String
///         var startDate: Date
///         init(name: String, startDate: Date) { … }
///     }
///
/// What it is not: SwiftData's macro also describes the class to a schema for a store on disk,
/// with migrations, uniqueness and inverse relationships; this stand-in keeps models in memory
/// only (see `ModelContainer`), and of the property markers it reads only
/// `@Relationship(deleteRule: .cascade)`.
@attached(
    member,
    names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers),
    named(_$modelState), named(_$cascadedModels))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "DataFlowMacros", type: "ModelMacro")

/// What `@Model` puts on each stored property of a model, as SwiftData's expansion does: the
/// property is observed as with `@Observable`, and a change to it tells the model's context.
/// Not written by hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "DataFlowMacros", type: "PersistedPropertyMacro")

/// Marks a model's property with options for the store: SwiftData's `@Attribute(.unique)`,
/// `@Attribute(.externalStorage)`, `@Attribute(originalName:)`. What it is not: the in-memory
/// stand-in enforces none of them (two models may share a `.unique` value).
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "DataFlowMacros", type: "ModelPropertyMarkerMacro")

/// Marks a property that refers to other models: SwiftData's `@Relationship`. A `.cascade` delete
/// rule is honoured (deleting the model deletes the models the property holds). What it is not:
/// inverses are not kept in step, and the other rules (`.nullify`, `.deny`) do nothing.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "DataFlowMacros", type: "ModelPropertyMarkerMacro")

/// Marks a property the store does not save: SwiftData's `@Transient`. Nothing is saved to disk
/// here, so it changes nothing; the property stays observable.
@attached(peer)
public macro Transient() = #externalMacro(module: "DataFlowMacros", type: "ModelPropertyMarkerMacro")

/// Declares properties whose values must be unique together among a model's instances:
/// SwiftData's `#Unique<Author>([\.name])` (iOS 18). What it is not: the in-memory stand-in
/// enforces nothing; the declaration is accepted and expands to nothing.
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "DataFlowMacros", type: "ModelSchemaMarkerMacro")

/// Declares properties the store indexes for faster fetches: SwiftData's
/// `#Index<Book>([\.name], [\.genre])` (iOS 18). What it is not: fetches here scan every model;
/// the declaration is accepted and expands to nothing.
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "DataFlowMacros", type: "ModelSchemaMarkerMacro")
