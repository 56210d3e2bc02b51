import DataFlow
import Testing

// Everyday SwiftUI structure: custom view modifiers, equatable views, @AppStorage, animations.

/// A card style as a custom ViewModifier, with the usual `View` extension to apply it.
private struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .background(.white, in: RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(radius: 2)
    }
}

extension View {
    fileprivate func cardStyle(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }
}

private struct CardsScreen: View {
    var body: some View {
        VStack {
            Text("First").cardStyle()
            Text("Second").cardStyle(cornerRadius: 4)
        }
    }
}

/// A modifier that shows a "copied" toast and owns the toast's state.
private struct CopyToast: ViewModifier {
    let text: String
    @State private var showsToast = false

    func body(content: Content) -> some View {
        VStack {
            content.onTapGesture { showsToast = true }
            if showsToast {
                Text("Copied \(text)")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                Button("Dismiss") { showsToast = false }
            }
        }
    }
}

private struct CouponView: View {
    var body: some View {
        Text("SAVE20").font(.title.monospacedDigit()).modifier(CopyToast(text: "SAVE20"))
    }
}

/// A validation modifier taking a binding-derived value: red border when invalid.
private struct ValidatedField: ViewModifier {
    let isValid: Bool

    func body(content: Content) -> some View {
        content
            .padding(8)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(isValid ? Color.gray : Color.red, lineWidth: 1))
    }
}

private struct SignUpEmail: View {
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
            .modifier(ValidatedField(isValid: email.isEmpty || email.contains("@")))
    }
}

/// A row that re-renders only when its title changes: Equatable + .equatable().
private struct ExpensiveRow: View, Equatable {
    let title: String
    let onSelect: @MainActor () -> Void

    nonisolated static func == (lhs: ExpensiveRow, rhs: ExpensiveRow) -> Bool { lhs.title == rhs.title }

    var body: some View {
        Button(title, action: onSelect)
    }
}

private struct RowsScreen: View {
    @State private var selected = "none"
    let titles = ["Alpha", "Beta"]

    var body: some View {
        VStack {
            Text("Selected: \(selected)")
            ForEach(titles, id: \.self) { title in
                ExpensiveRow(title: title) { selected = title }.equatable()
            }
        }
    }
}

/// Onboarding shown once: @AppStorage remembers it across launches.
private struct RootView: View {
    @AppStorage("snippets.hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        if hasSeenOnboarding {
            Text("Home")
        } else {
            VStack {
                Text("Welcome to the app")
                Button("Get Started") { hasSeenOnboarding = true }
            }
        }
    }
}

/// A theme stored as a String-backed enum, read by two views at once.
private enum AppTheme: String, CaseIterable {
    case system, light, dark
}

private struct ThemeSettings: View {
    @AppStorage("snippets.theme") private var theme: AppTheme = .system

    var body: some View {
        Picker("Theme", selection: $theme) {
            ForEach(AppTheme.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
        }
    }
}

private struct ThemeBadge: View {
    @AppStorage("snippets.theme") private var theme: AppTheme = .system
    var body: some View { Text("Theme: \(theme.rawValue)") }
}

private struct ThemeScreen: View {
    var body: some View {
        VStack {
            ThemeSettings()
            ThemeBadge()
        }
    }
}

/// An expandable row with withAnimation and a transition.
private struct FAQRow: View {
    let question: String
    let answer: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Button {
                withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
            } label: {
                HStack {
                    Text(question)
                    Spacer()
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
            }
            if isExpanded {
                Text(answer)
                    .foregroundStyle(.secondary)
                    .transition(.opacity)
            }
        }
    }
}

/// A heart that scales with an implicit animation tied to a value.
private struct LikeButton: View {
    @State private var isLiked = false

    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .scaleEffect(isLiked ? 1.2 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: isLiked)
            .onTapGesture { isLiked.toggle() }
    }
}

/// A toggle whose binding animates its change: $value.animation().
private struct DetailsToggle: View {
    @State private var showsDetails = false

    var body: some View {
        VStack {
            Toggle("Show details", isOn: $showsDetails.animation())
            if showsDetails {
                Text("Details").transition(.slide)
            }
        }
    }
}

@MainActor
@Suite("Snippets: structure", .serialized)
struct StructureSnippets {
    @Test("Card style: a custom ViewModifier applied through a View extension styles each card")
    func cardStyle() throws {
        let host = ViewHost(CardsScreen())
        #expect(try host.find(.text("First")).attribute("background") == "white in RoundedRectangle(cornerRadius: 12)")
        #expect(try host.find(.text("Second")).attribute("background") == "white in RoundedRectangle(cornerRadius: 4)")
        #expect(host.updates.first?.evaluatedBodies == ["CardsScreen", "CardStyle", "CardStyle"])
    }

    @Test("Copy toast: a modifier's own @State shows and hides the toast")
    func copyToast() throws {
        let host = ViewHost(CouponView())
        try host.tap(.text("SAVE20"))
        #expect(try host.find(.text("Copied SAVE20")).attribute("transition") == "move(edge: bottom)+opacity")
        #expect(try host.find(.text("SAVE20")).attribute("font") == "title.monospacedDigit()")
        try host.tap(.button("Dismiss"))
        #expect(!host.contains(.text("Copied SAVE20")))
        #expect(host.lastUpdate?.changes.map(\.source) == ["CopyToast.showsToast"])
    }

    @Test("Validated field: the modifier re-runs with the new input and the border turns red")
    func validatedField() throws {
        let host = ViewHost(SignUpEmail())
        #expect(try host.find(.kind(.roundedRectangle)).attribute("stroke") == "gray")
        try host.type("bob", into: .textField("Email"))
        #expect(try host.find(.kind(.roundedRectangle)).attribute("stroke") == "red")
        try host.type("@x.io", into: .textField("Email"))
        #expect(try host.find(.kind(.roundedRectangle)).attribute("stroke") == "gray")
    }

    @Test("Equatable rows: selecting re-evaluates the screen but no row body, as == says they are equal")
    func equatableRows() throws {
        let host = ViewHost(RowsScreen())
        try host.tap(.button("Beta"))
        #expect(host.contains(.text("Selected: Beta")))
        #expect(host.lastUpdate?.evaluatedBodies == ["RowsScreen"])
    }

    @Test("Onboarding: @AppStorage remembers it was seen, so a new launch goes straight home")
    func onboardingOnce() throws {
        AppStorageStore.shared.reset()
        let firstLaunch = ViewHost(RootView())
        try firstLaunch.tap(.button("Get Started"))
        #expect(firstLaunch.texts == ["Home"])
        #expect(ViewHost(RootView()).texts == ["Home"])
        AppStorageStore.shared.reset()
        #expect(ViewHost(RootView()).contains(.text("Welcome to the app")))
    }

    @Test("Theme: two views reading the same @AppStorage key both update when one writes it")
    func sharedTheme() throws {
        AppStorageStore.shared.reset()
        let host = ViewHost(ThemeScreen())
        try host.pick("Dark", in: .picker("Theme"))
        #expect(host.contains(.text("Theme: dark")))
        #expect(try host.find(.picker("Theme")).value == "dark")
        // Only the view that reads the key runs its body; ThemeSettings only hands $theme to the picker.
        #expect(host.lastUpdate?.evaluatedBodies == ["ThemeBadge"])
        AppStorageStore.shared.reset()
    }

    @Test("FAQ row: withAnimation expands the answer at once and the trace records the animation")
    func faqRow() throws {
        let host = ViewHost(FAQRow(question: "Is it free?", answer: "Yes."))
        try host.tap(.button("Is it free? chevron.down"))
        #expect(try host.find(.text("Yes.")).attribute("transition") == "opacity")
        #expect(try host.find(.image("chevron.down")).attribute("rotationEffect") == "180°")
        #expect(host.lastUpdate?.changes.first?.animation == "easeInOut(duration: 0.3)")
    }

    @Test("Like button: tapping the heart toggles it; the implicit animation is recorded on it")
    func likeButton() throws {
        let host = ViewHost(LikeButton())
        try host.tap(.image("heart"))
        let heart = try host.find(.image("heart.fill"))
        #expect(heart.attribute("scaleEffect") == "1.2")
        #expect(heart.attribute("animation") == "spring(response: 0.3, dampingFraction: 0.5)")
    }

    @Test("Details toggle: a binding's .animation() animates the change it writes")
    func animatedBinding() throws {
        let host = ViewHost(DetailsToggle())
        try host.toggle(.toggle("Show details"))
        #expect(host.contains(.text("Details")))
        #expect(
            host.lastUpdate?.changes.first?.description
                == "DetailsToggle.showsDetails (@State): false → true, animated with default")
    }
}
