import DataFlow
import Foundation
import Testing

/// The SwiftData stand-in, run as Apple's SwiftData documentation shows it: "Preserving your app's
/// model data across launches" (developer.apple.com/documentation/swiftdata/preserving-your-apps-
/// model-data-across-launches: `@Model` classes, `.modelContainer(for:)`, `context.insert`,
/// `@Query(sort: \.startDate, order: .reverse)`, a `FetchDescriptor` with `#Predicate`, a fetch
/// limit and pending changes) and "Adding and editing persistent data in your app"
/// (developer.apple.com/documentation/swiftdata/adding-and-editing-persistent-data-in-your-app:
/// `@Environment(\.modelContext)` to insert from a view, `@Bindable` to edit a model, and
/// `modelContext.delete`).
@MainActor
@Suite struct SwiftDataStandInTests {
    @Model
    final class Trip {
        var name: String
        var destination: String
        var startDate: Date
        @Relationship(deleteRule: .cascade) var accommodations: [Accommodation] = []

        init(name: String, destination: String, startDate: Date) {
            self.name = name
            self.destination = destination
            self.startDate = startDate
        }
    }

    @Model
    final class Accommodation {
        #Unique<Accommodation>([\.name])
        #Index<Accommodation>([\.name])
        @Attribute(.unique) var name: String
        @Transient var isHighlighted = false

        init(name: String) {
            self.name = name
        }
    }

    /// Apple's list of trips: a query sorted by start date, latest first.
    struct TripList: View {
        @Query(sort: \.startDate, order: .reverse) var allTrips: [Trip]
        @Environment(\.modelContext) private var context

        var body: some View {
            List {
                ForEach(allTrips) { trip in
                    Text(trip.name)
                }
                Button("Add Trip") {
                    let trip = Trip(name: "Lisbon", destination: "Portugal", startDate: .now)
                    context.insert(trip)
                }
                Button("Delete First") {
                    if let first = allTrips.first { context.delete(first) }
                }
            }
        }
    }

    struct TripApp: View {
        var body: some View {
            TripList()
                .modelContainer(for: [Trip.self, Accommodation.self])
        }
    }

    static let day: TimeInterval = 86_400

    @Test func aQueryShowsInsertedModelsInItsOrderAndRedrawsWhenTheyComeAndGo() throws {
        let host = ViewHost(TripApp())
        #expect(!host.texts.contains("Lisbon"))
        try host.tap(.button("Add Trip"))
        #expect(host.texts.contains("Lisbon"), "\(host.render())")
        try host.tap(.button("Add Trip"))
        #expect(host.texts.filter { $0 == "Lisbon" }.count == 2, "\(host.render())")
        try host.tap(.button("Delete First"))
        #expect(host.texts.filter { $0 == "Lisbon" }.count == 1, "\(host.render())")
    }

    @Test func aQueryFollowsTheContainerItIsGivenAndItsSortOrder() throws {
        let container = try ModelContainer(
            for: Trip.self, Accommodation.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.insert(Trip(name: "Old", destination: "Rome", startDate: Date(timeIntervalSince1970: 0)))
        context.insert(Trip(name: "New", destination: "Oslo", startDate: Date(timeIntervalSince1970: 10 * Self.day)))
        let host = ViewHost(TripList().modelContainer(container))
        #expect(Array(host.texts.prefix(2)) == ["New", "Old"], "\(host.render())")
        // A change made outside the view, to a property the sort reads, redraws it.
        let old = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Old" }))
        old.first?.startDate = Date(timeIntervalSince1970: 20 * Self.day)
        host.settle()
        #expect(Array(host.texts.prefix(2)) == ["Old", "New"], "\(host.render())")
    }

    @Test func aFetchDescriptorFiltersSortsAndLimitsWithPendingChanges() throws {
        let container = try ModelContainer(for: Trip.self)
        let context = ModelContext(container)
        let now = Date.now
        for offset in 1...60 {
            context.insert(Trip(name: "Trip \(offset)", destination: "", startDate: now + Double(offset) * Self.day))
        }
        context.insert(Trip(name: "Past", destination: "", startDate: now - Self.day))
        #expect(context.hasChanges)
        // Apple's example: upcoming trips, soonest first, at most 50, pending changes included.
        var upcomingTrips = FetchDescriptor<Trip>(
            predicate: #Predicate { $0.startDate > now },
            sortBy: [.init(\.startDate)]
        )
        upcomingTrips.fetchLimit = 50
        upcomingTrips.includePendingChanges = true
        let results = try context.fetch(upcomingTrips)
        #expect(results.count == 50)
        #expect(results.first?.name == "Trip 1")
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 61)
    }

    @Test func savedModelsAreSeenByAnotherContextAndUnsavedOnesAreNot() throws {
        let container = try ModelContainer(for: Trip.self)
        let writer = ModelContext(container)
        let reader = ModelContext(container)
        writer.insert(Trip(name: "Seoul", destination: "Korea", startDate: .now))
        #expect(try reader.fetch(FetchDescriptor<Trip>()).isEmpty)
        try writer.save()
        #expect(!writer.hasChanges)
        let fetched = try reader.fetch(FetchDescriptor<Trip>())
        #expect(fetched.map(\.name) == ["Seoul"])
        #expect(fetched.first?.modelContext === writer)
    }

    @Test func insertingAModelInsertsWhatItRefersToAndCascadeDeletesIt() throws {
        let container = try ModelContainer(for: Trip.self, Accommodation.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Tokyo", destination: "Japan", startDate: .now)
        trip.accommodations = [Accommodation(name: "Ryokan"), Accommodation(name: "Hotel")]
        context.insert(trip)
        #expect(try context.fetchCount(FetchDescriptor<Accommodation>()) == 2)
        context.delete(trip)
        #expect(trip.isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<Accommodation>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    /// "Adding and editing persistent data in your app": an edit view binds to the model with
    /// `@Bindable`, and the list showing it redraws as it is typed.
    struct TripEditor: View {
        @Bindable var trip: Trip

        var body: some View {
            TextField("Name", text: $trip.name)
        }
    }

    struct TripsAndEditor: View {
        @Query(sort: \Trip.name) var trips: [Trip]

        var body: some View {
            VStack {
                ForEach(trips) { trip in Text("Trip: \(trip.name)") }
                if let first = trips.first { TripEditor(trip: first) }
            }
        }
    }

    @Test func aBindableModelIsEditedInPlaceAndTheContextHasChanges() throws {
        let container = try ModelContainer(for: Trip.self)
        let context = ModelContext(container)
        context.insert(Trip(name: "Paris", destination: "France", startDate: .now))
        try context.save()
        let host = ViewHost(TripsAndEditor().modelContext(context))
        #expect(host.texts.contains("Trip: Paris"), "\(host.render())")
        try host.clearText(in: .textField("Name"))
        try host.type("Nice", into: .textField("Name"))
        #expect(host.texts.contains("Trip: Nice"), "\(host.render())")
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
    }

    @Test func modelsAreObservableIdentifiableAndHashableByIdentity() {
        let first = Trip(name: "A", destination: "", startDate: .now)
        let second = Trip(name: "A", destination: "", startDate: .now)
        #expect(first != second)
        #expect(first.id != second.id)
        #expect(Set([first, first, second]).count == 2)
        #expect(first.modelContext == nil)
    }

    // Xcode's SwiftData app template (Xcode 15-26: File > New > Project > App, storage SwiftData),
    // with only the import changed: a scene-wide container, `@Query private var items`, a
    // toolbar button inserting, `onDelete` deleting, a date interpolated with a format style.
    @Model
    final class Item {
        var timestamp: Date

        init(timestamp: Date) {
            self.timestamp = timestamp
        }
    }

    struct ItemsApp: App {
        var sharedModelContainer: ModelContainer = {
            let schema = Schema([
                Item.self
            ])
            let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)

            do {
                return try ModelContainer(for: schema, configurations: [modelConfiguration])
            } catch {
                fatalError("Could not create ModelContainer: \(error)")
            }
        }()

        var body: some Scene {
            WindowGroup {
                ContentView()
            }
            .modelContainer(sharedModelContainer)
        }
    }

    struct ContentView: View {
        @Environment(\.modelContext) private var modelContext
        @Query private var items: [Item]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { item in
                        Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .omitted))")
                    }
                    .onDelete(perform: deleteItems)
                }
                .toolbar {
                    ToolbarItem {
                        Button(action: addItem) {
                            Label("Add Item", systemImage: "plus")
                        }
                    }
                }
            }
        }

        private func addItem() {
            withAnimation {
                let newItem = Item(timestamp: Date(timeIntervalSince1970: 0))
                modelContext.insert(newItem)
            }
        }

        private func deleteItems(offsets: IndexSet) {
            withAnimation {
                for index in offsets {
                    modelContext.delete(items[index])
                }
            }
        }
    }

    @Test func xcodesSwiftDataAppTemplateAddsAndDeletesItems() throws {
        let host = ViewHost(app: ItemsApp())
        let row = "Item at \(Date(timeIntervalSince1970: 0).formatted(date: .numeric, time: .omitted))"
        #expect(!host.texts.contains(row))
        try host.tap(.button("Add Item"))
        try host.tap(.button("Add Item"))
        #expect(host.texts.filter { $0 == row }.count == 2, "\(host.render())")
        try host.delete(.text(row))
        #expect(host.texts.filter { $0 == row }.count == 1, "\(host.render())")
    }

    @Test func theTemplatesPreviewMakesItsOwnContainer() throws {
        let host = ViewHost(ContentView().modelContainer(for: Item.self, inMemory: true))
        try host.tap(.button("Add Item"))
        #expect(host.texts.contains { $0.hasPrefix("Item at ") }, "\(host.render())")
        // Another view with its own container does not see that item.
        let other = ViewHost(ContentView().modelContainer(for: Item.self, inMemory: true))
        #expect(!other.texts.contains { $0.hasPrefix("Item at ") }, "\(other.render())")
    }
}
