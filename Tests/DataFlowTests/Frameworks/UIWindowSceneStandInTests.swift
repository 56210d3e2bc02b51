import DataFlow
import Foundation
import Testing

/// UIKit's scenes and windows as SwiftUI code reaches them: `UIApplication.shared.connectedScenes`
/// ("The app's currently connected scenes", developer.apple.com/documentation/uikit/uiapplication/connectedscenes),
/// `UIWindowScene.keyWindow` and `windows`, `UIWindow.safeAreaInsets` and `rootViewController`,
/// `UIEdgeInsets`. Fifteen files of the apps measured in round ten start from
/// `UIApplication.shared.connectedScenes.first as? UIWindowScene`. Headless the app has one
/// scene with one key window the size of the host's screen and no safe-area insets. On today's
/// main none of these types exists, so this does not compile.
@MainActor
@Suite struct UIWindowSceneStandInTests {
    struct SafeAreaProbe: View {
        var body: some View {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let insets = scene?.keyWindow?.safeAreaInsets ?? UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
            let width = scene?.windows.first?.frame.width ?? 0
            Text("top \(Int(insets.top)) width \(Int(width))")
        }
    }

    @Test func theAppHasOneSceneWithAKeyWindowTheSizeOfTheScreen() {
        let small = ViewHost(SafeAreaProbe(), size: CGSize(width: 320, height: 568))
        #expect(small.texts == ["top 0 width 320"], "\(small.render())")
        #expect(ViewHost(SafeAreaProbe()).texts == ["top 0 width 390"])
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.keyWindow === scene?.windows.first)
        #expect(scene?.keyWindow?.rootViewController != nil)
        #expect(scene?.keyWindow?.isKeyWindow == true)
    }

    @Test func aWindowIsData() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.overrideUserInterfaceStyle == .dark)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
