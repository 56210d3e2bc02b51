import DataFlow
import Testing

// Navigation written the way Apple's sample code and the popular courses write it, mounted and
// driven headlessly. Each test states the SwiftUI behaviour the snippet shows.

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
}

let sampleRecipes = [
    Recipe(id: 1, name: "Pancakes", minutes: 20),
    Recipe(id: 2, name: "Ramen", minutes: 45),
    Recipe(id: 3, name: "Salad", minutes: 10),
]

/// A recipe list with a typed path: tapping a row pushes the recipe, the detail can jump to a
/// related recipe, and a toolbar button pops back to the list.
struct RecipeBrowser: View {
    @State private var path: [Recipe] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(sampleRecipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, path: $path)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Binding var path: [Recipe]

    var body: some View {
        VStack {
            Text("\(recipe.name) takes \(recipe.minutes) minutes")
            NavigationLink("Try Salad next", value: sampleRecipes[2])
        }
        .navigationTitle(recipe.name)
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("All recipes") { path.removeAll() }
            }
        }
    }
}

/// A shop with a NavigationPath holding two types, and a deep link that pushes both at once.
struct Shop: View {
    struct Category: Hashable { let name: String }
    struct Product: Hashable { let name: String }

    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Fruit", value: Category(name: "Fruit"))
                Button("Open today's deal") {
                    path.append(Category(name: "Fruit"))
                    path.append(Product(name: "Mango"))
                }
            }
            .navigationDestination(for: Category.self) { category in
                VStack {
                    Text("Category \(category.name)")
                    NavigationLink("Apple", value: Product(name: "Apple"))
                }
            }
            .navigationDestination(for: Product.self) { product in
                Text("Product \(product.name), \(path.count) screens deep")
            }
        }
    }
}

/// The classic sign-in flow: a successful sign-in pushes the welcome screen through
/// `navigationDestination(isPresented:)`.
struct SignIn: View {
    @State private var userName = ""
    @State private var isSignedIn = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("User name", text: $userName)
                Button("Sign in") { isSignedIn = !userName.isEmpty }
            }
            .navigationDestination(isPresented: $isSignedIn) {
                Text("Welcome, \(userName)!")
            }
        }
    }
}

/// A settings screen reached with the closure form of NavigationLink; its state lives as long as
/// the pushed screen.
struct SettingsMenu: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    VolumeSettings()
                } label: {
                    Label("Sound", systemImage: "speaker.wave.2")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct VolumeSettings: View {
    @State private var volume = 5

    var body: some View {
        VStack {
            Text("Volume \(volume)")
            Button("Louder") { volume += 1 }
        }
        .navigationTitle("Sound")
    }
}

/// An app with three tabs and an enum selection; a button on one tab switches to another.
struct MailApp: View {
    enum Tab: Hashable { case inbox, sent, settings }

    @State private var selection = Tab.inbox

    var body: some View {
        TabView(selection: $selection) {
            VStack {
                Text("3 unread")
                Button("Open settings") { selection = .settings }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(Tab.inbox)

            Text("Nothing sent")
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag(Tab.sent)

            NavigationStack {
                NavigationLink("Accounts") { Text("No accounts") }
                    .navigationTitle("Settings")
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(Tab.settings)
        }
    }
}

/// A plain TabView (no selection binding): a counter tab and an about tab.
struct CounterTabs: View {
    @State private var count = 0

    var body: some View {
        TabView {
            Button("Count \(count)") { count += 1 }
                .tabItem { Label("Counter", systemImage: "plus.circle") }
            Text("Made with DataFlow")
                .tabItem { Label("About", systemImage: "info.circle") }
        }
    }
}

/// The iOS 13 spelling: NavigationView with destination links and a large title.
struct LandmarkList: View {
    let landmarks = ["Turtle Rock", "Silver Salmon Creek"]

    var body: some View {
        NavigationView {
            List(landmarks, id: \.self) { landmark in
                NavigationLink(destination: Text("About \(landmark)").navigationTitle(landmark)) {
                    Text(landmark)
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

@MainActor
@Suite("Snippets: navigation")
struct NavigationSnippets {
    @Test("A typed path grows with each value link and the top screen is shown")
    func recipeBrowserPushes() throws {
        let host = ViewHost(RecipeBrowser())
        #expect(host.navigationTitle == "Recipes")
        try host.follow(.link("Ramen"))
        #expect(host.texts.contains("Ramen takes 45 minutes"))
        #expect(host.navigationTitle == "Ramen")
        try host.follow(.link("Try Salad next"))
        #expect(host.navigationTitle == "Salad")
        #expect(host.pushedScreenCount == 2)
    }

    @Test("Emptying the path in code pops to the root, as SwiftUI's pop-to-root does")
    func recipeBrowserPopsToRoot() throws {
        let host = ViewHost(RecipeBrowser())
        try host.follow(.link("Pancakes"))
        try host.follow(.link("Try Salad next"))
        try host.tap(.button("All recipes"))
        #expect(host.pushedScreenCount == 0)
        #expect(host.navigationTitle == "Recipes")
    }

    @Test("A NavigationPath holds values of different types; appending two pushes two screens")
    func shopDeepLink() throws {
        let host = ViewHost(Shop())
        try host.tap(.button("Open today's deal"))
        #expect(host.texts == ["Product Mango, 2 screens deep"])
        try host.goBack()
        #expect(host.texts.first == "Category Fruit")
        try host.follow(.link("Apple"))
        #expect(host.texts == ["Product Apple, 2 screens deep"])
    }

    @Test("navigationDestination(isPresented:) pushes when the flag turns true; back sets it to false")
    func signInPushesWelcome() throws {
        let host = ViewHost(SignIn())
        try host.tap(.button("Sign in"))
        #expect(host.pushedScreenCount == 0, "an empty name does not sign in")
        try host.type("ada", into: .textField("User name"))
        try host.tap(.button("Sign in"))
        #expect(host.texts == ["Welcome, ada!"])
        try host.goBack()
        #expect(host.contains(.textField("User name")))
    }

    @Test("A pushed screen's state lives while it is pushed; popping and pushing again starts over")
    func settingsMenuState() throws {
        let host = ViewHost(SettingsMenu())
        try host.follow(.link("Sound"))
        try host.tap(.button("Louder"))
        #expect(host.texts.contains("Volume 6"))
        try host.goBack()
        try host.follow(.link("Sound"))
        #expect(host.texts.contains("Volume 5"))
    }

    @Test("A TabView shows the selected tab; writing the selection switches tabs, as tapping does")
    func mailAppTabs() throws {
        let host = ViewHost(MailApp())
        #expect(host.texts.contains("3 unread"))
        try host.tap(.button("Open settings"))
        #expect(host.navigationTitle == "Settings")
        #expect(!host.texts.contains("3 unread"))
        try host.selectTab("Sent")
        #expect(host.texts.contains("Nothing sent"))
        let tabs = host.findAll(.kind(.tabItem)).compactMap(\.label)
        #expect(tabs == ["Inbox", "Sent", "Settings"])
    }

    @Test("Each tab keeps its own navigation stack while another tab is selected")
    func mailAppTabKeepsStack() throws {
        let host = ViewHost(MailApp())
        try host.selectTab("Settings")
        try host.follow(.link("Accounts"))
        try host.selectTab("Inbox")
        try host.selectTab("Settings")
        #expect(host.contains(.text("No accounts")))
        #expect(host.pushedScreenCount == 1)
    }

    @Test("A TabView without a binding starts on its first tab and keeps each tab's state")
    func counterTabs() throws {
        let host = ViewHost(CounterTabs())
        try host.tap(.button("Count 0"))
        try host.selectTab("About")
        #expect(host.contains(.text("Made with DataFlow")))
        #expect(!host.contains(.button("Count 1")))
        try host.selectTab("Counter")
        #expect(host.contains(.button("Count 1")))
    }

    @Test("NavigationView pushes a link's destination, titled by the destination's navigationTitle")
    func landmarkList() throws {
        let host = ViewHost(LandmarkList())
        #expect(host.navigationTitle == "Landmarks")
        try host.follow(.link("Turtle Rock"))
        #expect(host.navigationTitle == "Turtle Rock")
        #expect(host.texts == ["About Turtle Rock"])
    }
}
