/// What sort of thing an element on screen is: a built-in primitive (`Text`, `Button`, a stack…)
/// or, for a view with a body, the name of its type. SwiftUI has no such value, since it draws
/// pixels; the headless host needs it to find elements and to print the rendered tree.
public struct ElementKind: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name the rendered tree shows: "Text", "Button", "PlayerView".
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    /// `"Button"` where a kind is expected: `.kind("Button")`, `element.kind == "Text"`.
    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }

    public static let text = ElementKind("Text")
    public static let image = ElementKind("Image")
    public static let button = ElementKind("Button")
    public static let textField = ElementKind("TextField")
    public static let toggle = ElementKind("Toggle")
    public static let slider = ElementKind("Slider")
    public static let picker = ElementKind("Picker")
    public static let navigationLink = ElementKind("NavigationLink")
    public static let navigationView = ElementKind("NavigationView")
    public static let navigationStack = ElementKind("NavigationStack")
    public static let section = ElementKind("Section")
    public static let sheet = ElementKind("Sheet")
    public static let fullScreenCover = ElementKind("FullScreenCover")
    public static let alert = ElementKind("Alert")
    public static let confirmationDialog = ElementKind("ConfirmationDialog")
    public static let missingDestination = ElementKind("MissingDestination")
    public static let tabView = ElementKind("TabView")
    public static let tabItem = ElementKind("TabItem")
    public static let toolbarItem = ElementKind("ToolbarItem")
    public static let label = ElementKind("Label")
    public static let spacer = ElementKind("Spacer")
    public static let progressView = ElementKind("ProgressView")
    public static let color = ElementKind("Color")
    public static let rectangle = ElementKind("Rectangle")
    public static let circle = ElementKind("Circle")
    public static let screen = ElementKind("Screen")
    public static let list = ElementKind("List")
    public static let form = ElementKind("Form")
    public static let vStack = ElementKind("VStack")
    public static let hStack = ElementKind("HStack")
    public static let zStack = ElementKind("ZStack")
    /// The window an app shows (`WindowGroup { ... }`), at the top of `ViewHost(app:)`'s tree.
    public static let windowGroup = ElementKind("WindowGroup")
    public static let stepper = ElementKind("Stepper")
    public static let datePicker = ElementKind("DatePicker")
    public static let secureField = ElementKind("SecureField")
    public static let searchField = ElementKind("SearchField")
    public static let menu = ElementKind("Menu")
    public static let divider = ElementKind("Divider")
    public static let scrollView = ElementKind("ScrollView")
    public static let geometryReader = ElementKind("GeometryReader")
    public static let roundedRectangle = ElementKind("RoundedRectangle")
    public static let capsule = ElementKind("Capsule")
    public static let ellipse = ElementKind("Ellipse")
    public static let background = ElementKind("Background")
    public static let overlay = ElementKind("Overlay")

    /// Kinds whose label is what a user reads or sees: texts and symbols.
    static let readable: Set<ElementKind> = [.text, .image]
    /// Kinds that hold a stack of pushed screens.
    static let navigationContainers: Set<ElementKind> = [.navigationView, .navigationStack]
    /// Kinds shown over the screen, which the host shows (and acts on) instead of what is beneath.
    static let presentations: Set<ElementKind> = [.sheet, .fullScreenCover, .alert, .confirmationDialog]
}
