import DataFlow
import Testing

// Everyday SwiftUI layout and styling, as tutorials and courses write it.

/// A profile card: avatar clipped to a circle with a stroke overlay and shadow (Apple's Landmarks
/// `CircleImage`), a name, a role in secondary style, padding, a rounded background.
private struct ProfileCard: View {
    let name: String
    let role: String

    var body: some View {
        VStack(spacing: 8) {
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .clipShape(Circle())
                .overlay {
                    Circle().stroke(.white, lineWidth: 4)
                }
                .shadow(radius: 7)
            Text(name)
                .font(.title2)
                .fontWeight(.semibold)
            Text(role)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(Color.white)
        .cornerRadius(16)
        .shadow(color: .gray, radius: 4, x: 0, y: 2)
    }
}

/// A badge on an icon with ZStack(alignment:), Capsule and Color as views.
private struct InboxIcon: View {
    let unread: Int

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "tray")
                .font(.system(size: 32))
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(.red))
            }
        }
    }
}

/// A hero header with a gradient background that ignores the safe area.
private struct HeroHeader: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            VStack {
                Text("Welcome")
                    .font(.largeTitle.bold())
                Text("Swift for everyone")
                    .textCase(.uppercase)
            }
            .foregroundStyle(.white)
        }
    }
}

/// A stats row: HStack of equal-width tiles, each a VStack in a rounded rectangle.
private struct StatsRow: View {
    let stats = [("Posts", 12), ("Followers", 340), ("Following", 98)]

    var body: some View {
        HStack {
            ForEach(stats, id: \.0) { stat in
                VStack {
                    Text("\(stat.1)").font(.headline)
                    Text(stat.0).font(.caption).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
            }
        }
        .padding(.horizontal)
    }
}

/// A rich text line made by joining styled Texts with +.
private struct TermsLine: View {
    var body: some View {
        Text("By continuing you accept our ")
            + Text("Terms").bold().underline()
            + Text(" and ")
            + Text("Privacy Policy").foregroundColor(.blue)
    }
}

/// A responsive layout that reads its width with GeometryReader.
private struct ResponsiveGrid: View {
    var body: some View {
        GeometryReader { proxy in
            let columns = proxy.size.width > 500 ? 4 : 2
            VStack(alignment: .leading) {
                Text("\(columns) columns")
                Rectangle()
                    .fill(.blue)
                    .frame(width: proxy.size.width / CGFloat(columns), height: 20)
            }
        }
    }
}

/// A circular progress ring from two strokes in a ZStack.
private struct ProgressRing: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 10)
            Circle()
                .stroke(Color.green, lineWidth: 10)
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 24, weight: .bold, design: .rounded))
        }
        .frame(width: 120, height: 120)
    }
}

/// An article: a scroll view with a full-width image, a multi-line title and a divider.
private struct ArticleView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Image("cover")
                    .resizable()
                    .aspectRatio(16 / 9, contentMode: .fit)
                Text("A long title that needs to wrap on small screens")
                    .font(.title)
                    .lineLimit(2)
                    .multilineTextAlignment(.leading)
                Divider()
                Text("Body text").font(.body)
                Spacer(minLength: 40)
            }
            .padding(EdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16))
        }
    }
}

/// Button styles side by side, as a style guide screen shows them.
private struct ButtonGallery: View {
    @State private var lastTapped = "none"

    var body: some View {
        VStack(spacing: 12) {
            Button("Primary") { lastTapped = "Primary" }
                .buttonStyle(.borderedProminent)
            Button("Secondary") { lastTapped = "Secondary" }
                .buttonStyle(.bordered)
                .tint(.purple)
            Button("Plain") { lastTapped = "Plain" }
                .buttonStyle(.plain)
            Text("Last: \(lastTapped)")
        }
    }
}

/// An icon-only button whose meaning is given to VoiceOver with accessibilityLabel.
private struct FavoriteButton: View {
    @State private var isFavorite = false

    var body: some View {
        Button {
            isFavorite.toggle()
        } label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .imageScale(.large)
                .foregroundStyle(.yellow)
        }
        .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
    }
}

/// A settings header whose Section title is uppercased by textCase and styled by a font.
private struct AccountHeader: View {
    @State private var email = "me@example.com"

    var body: some View {
        Form {
            Section {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
            } header: {
                Text("Account").font(.footnote)
            }
            .textCase(.uppercase)
        }
    }
}

/// A hidden label on a picker: labelsHidden keeps the title for VoiceOver, off screen.
private struct FlavorPicker: View {
    @State private var flavor = "Vanilla"

    var body: some View {
        HStack {
            Text("Flavor")
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
            }
            .labelsHidden()
            .pickerStyle(.segmented)
        }
    }
}

@MainActor
@Suite("Snippets: layout and style")
struct LayoutSnippets {
    @Test("Profile card: clip shape, stroke overlay and shadow on the avatar; secondary role text")
    func profileCard() throws {
        let host = ViewHost(ProfileCard(name: "Ada", role: "Engineer"))
        let avatar = try host.find(.image("avatar"))
        #expect(avatar.attribute("clipShape") == "Circle")
        #expect(avatar.attribute("frame") == "width:80 height:80")
        #expect(try host.find(.kind(.overlay)).children.first?.line == "Circle stroke=white lineWidth=4")
        #expect(try host.find(.text("Engineer")).attribute("foregroundColor") == "secondary")
        #expect(try host.find(.text("Ada")).attribute("fontWeight") == "semibold")
        #expect(try host.find(.kind("VStack")).attribute("shadow") == "radius:4 x:0 y:2 color:gray")
    }

    @Test("Inbox icon: the badge appears only with unread mail, in a red capsule")
    func inboxBadge() throws {
        #expect(!ViewHost(InboxIcon(unread: 0)).contains(.kind(.capsule)))
        let host = ViewHost(InboxIcon(unread: 4))
        #expect(try host.find(.kind(.capsule)).attribute("fill") == "red")
        #expect(try host.find(.text("4")).attribute("font") == "caption2.bold()")
        #expect(try host.find(.kind("ZStack")).attribute("alignment") == "topTrailing")
    }

    @Test("Hero header: a gradient that ignores the safe area; textCase uppercases the subtitle")
    func heroHeader() throws {
        let host = ViewHost(HeroHeader())
        let gradient = try host.find(.kind("LinearGradient"))
        #expect(gradient.label == "LinearGradient(blue, purple)")
        #expect(gradient.attribute("ignoresSafeArea") == "all")
        #expect(host.texts == ["Welcome", "SWIFT FOR EVERYONE"])
        #expect(try host.find(.text("Welcome")).attribute("foregroundColor") == "white")
    }

    @Test("Stats row: each tile fills its share of the width in a rounded background")
    func statsRow() throws {
        let host = ViewHost(StatsRow())
        let tiles = host.findAll(.kind("VStack"))
        #expect(tiles.count == 3)
        #expect(tiles[0].attribute("background") == "gray.opacity(0.1) in RoundedRectangle(cornerRadius: 10)")
        #expect(tiles[0].attribute("frame") == "maxWidth:infinity")
        #expect(host.texts == ["12", "Posts", "340", "Followers", "98", "Following"])
    }

    @Test("Terms line: Text + Text reads as one sentence and keeps each part's style")
    func termsLine() throws {
        let host = ViewHost(TermsLine())
        let text = try host.find(.textContaining("Terms"))
        #expect(text.label == "By continuing you accept our Terms and Privacy Policy")
        #expect(text.attribute("runs")?.contains("[\"Terms\" bold=true underline=true]") == true)
        #expect(text.attribute("runs")?.contains("[\"Privacy Policy\" foregroundColor=blue]") == true)
    }

    @Test("Responsive grid: GeometryReader gives the host's width; a wide host gets more columns")
    func responsiveGrid() throws {
        #expect(ViewHost(ResponsiveGrid()).contains(.text("2 columns")))
        let wide = ViewHost(ResponsiveGrid(), size: CGSize(width: 1024, height: 768))
        #expect(wide.contains(.text("4 columns")))
        #expect(try wide.find(.kind(.rectangle)).attribute("frame") == "width:256 height:20")
    }

    @Test("Progress ring: two stroked circles, one rotated, and a rounded bold label")
    func progressRing() throws {
        let host = ViewHost(ProgressRing(progress: 0.42))
        let circles = host.findAll(.kind(.circle))
        #expect(circles.map { $0.attribute("stroke") } == ["gray.opacity(0.3)", "green"])
        #expect(circles[1].attribute("rotationEffect") == "-90°")
        #expect(try host.find(.text("42%")).attribute("font") == "system(size: 24, weight: bold, design: rounded)")
    }

    @Test("Article: aspect ratio, line limit, divider and padding insets are all recorded")
    func article() throws {
        let host = ViewHost(ArticleView())
        #expect(try host.find(.image("cover")).attribute("aspectRatio") == "1.7777777777777777 fit")
        let title = try host.find(.textContaining("long title"))
        #expect(title.attribute("lineLimit") == "2")
        #expect(title.attribute("multilineTextAlignment") == "leading")
        #expect(host.contains(.kind(.divider)))
        #expect(try host.find(.kind("VStack")).attribute("padding") == "top:0 leading:16 bottom:24 trailing:16")
    }

    @Test("Button gallery: every button style is recorded and every button still taps")
    func buttonGallery() throws {
        let host = ViewHost(ButtonGallery())
        #expect(try host.find(.button("Primary")).attribute("buttonStyle") == "borderedProminent")
        #expect(try host.find(.button("Secondary")).attribute("tint") == "purple")
        try host.tap(.button("Plain"))
        #expect(host.contains(.text("Last: Plain")))
    }

    @Test("Favorite button: an icon-only button is found and tapped by its accessibility label")
    func favoriteButton() throws {
        let host = ViewHost(FavoriteButton())
        try host.tap(.button("Add to favorites"))
        #expect(host.contains(.button("Remove from favorites")))
        #expect(try host.find(.image("star.fill")).attribute("imageScale") == "large")
    }

    @Test("Account header: a section header shown uppercased; input settings on the field")
    func accountHeader() throws {
        let host = ViewHost(AccountHeader())
        #expect(host.contains(.text("ACCOUNT")))
        #expect(try host.find(.textField("Email")).attribute("keyboardType") == "emailAddress")
    }

    @Test("Flavor picker: labelsHidden and a segmented style, and the picker still picks")
    func flavorPicker() throws {
        let host = ViewHost(FlavorPicker())
        let picker = try host.find(.picker("Flavor"))
        #expect(picker.attribute("labelsHidden") == "true")
        #expect(picker.attribute("pickerStyle") == "segmented")
        try host.pick("Chocolate", in: .picker("Flavor"))
        #expect(try host.find(.picker()).value == "Chocolate")
    }
}
