import Composable
import DataFlow
import Testing

/// A store seen by DataFlow's inspection: `checker graph` draws it as a `Store` named after its
/// feature, and the update trace names the members of its state an action changed.
@MainActor
@Suite struct StoreInspectionTests {
    @Test func aStoreIsASourceOfTruthNamedAfterItsFeatureAndHeldByItsView() {
        let store = Store(initialState: Seed004.Dismissing.ContactsFeature.State()) {
            Seed004.Dismissing.ContactsFeature()
        }
        let graph = ViewHost(ContactsView(store: store)).dataFlowGraph
        let source = graph.source("ContactsFeature")
        #expect(source?.kind == "Store")
        #expect(source?.ownerViewID == nil)
        #expect(
            graph.view("ContactsView")?.reads == [
                SourceUse(sourceID: "ContactsFeature", through: "@Bindable", property: "store")
            ])
    }

    @Test func anActionsChangesAreTracedByStateMember() throws {
        let store = Store(initialState: Seed004.Dismissing.ContactsFeature.State()) {
            Seed004.Dismissing.ContactsFeature()
        }
        let host = ViewHost(ContactsView(store: store))
        host.perform("send .addButtonTapped") { store.send(.addButtonTapped) }
        let update = try #require(host.lastUpdate)
        #expect(update.cause == "send .addButtonTapped")
        #expect(update.changes.map(\.source) == ["ContactsFeature.addContact"])
        #expect(update.changes.map(\.kind) == ["Store"])
        #expect(update.changes.first?.oldValue == "nil")
        #expect(update.changes.first?.newValue.contains("Contact(id: ") == true)
        // The presented child's store joins the graph with its view.
        #expect(host.dataFlowGraph.source("AddContactFeature")?.kind == "Store")
    }

    @Test func aCounterStoreReadByOneFieldNamesThatField() throws {
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        let host = ViewHost(CountView(store: store))
        host.perform("send .incrementButtonTapped") { store.send(.incrementButtonTapped) }
        #expect(host.lastUpdate?.changes.map(\.description) == ["CounterFeature.count (Store): 0 → 1"])
        #expect(
            host.dataFlowGraph.view("CountView")?.reads == [
                SourceUse(sourceID: "CounterFeature", through: "let", property: "store")
            ])
    }
}
