import DataFlow
import Foundation
import Testing

/// Custom shapes (`path(in:)`), `Path`, `rotation(_:)`, custom progress view styles and
/// `navigationBarBackButtonHidden(_:)`, as SwiftUI documents them, shown in the text tree.
@MainActor
@Suite struct ShapeAndProgressStyleTests {
    struct Wedge: Shape {
        let degrees: Double
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addArc(
                    center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .zero, endAngle: Angle(degrees: degrees), clockwise: false)
                path.closeSubpath()
            }
        }
    }

    @Test func aCustomShapeShowsItsPathInTheOfferedSize() throws {
        let host = ViewHost(
            Wedge(degrees: 90).rotation(Angle(degrees: -90)).stroke(Color.red, lineWidth: 2)
                .frame(width: 100, height: 40))
        let element = try host.find(.kind(ElementKind("Wedge")))
        #expect(element.attribute("path") == "move(50,20) arc(center: 50,20 radius: 20 0°→90°) close")
        #expect(element.attribute("rotation") == "-90°")
        #expect(element.attribute("stroke") == "red")
    }

    @Test func builtInShapesHaveTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
        #expect(Circle().path(in: rect).description == "ellipse(3,0 4x4)")
        #expect(Rectangle().path(in: rect) == Path(rect))
        #expect(Path().isEmpty)
    }

    struct Bar: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("done: \(Int((configuration.fractionCompleted ?? 0) * 100))")
                ProgressView(configuration)
            }
        }
    }

    @Test func aCustomProgressStyleDrawsThroughMakeBody() throws {
        let host = ViewHost(ProgressView(value: 0.25).progressViewStyle(Bar()))
        #expect(host.findAll(.text("done: 25")).count == 1)
        // The styled view and the one its style draws are both the progress view at 25 %.
        let views = host.findAll(.kind(.progressView))
        #expect(views.count == 2)
        #expect(views.allSatisfy { $0.value == "25%" })
    }

    @Test func theBackButtonHiddenIsMarked() throws {
        let host = ViewHost(Text("Meeting").navigationBarBackButtonHidden(true))
        #expect(try host.find(.text("Meeting")).attribute("navigationBarBackButtonHidden") == "true")
    }

    @Test func strokeBorderDefaultsToTheForegroundAndShowsItsWidth() throws {
        let host = ViewHost(
            VStack {
                Circle().strokeBorder(lineWidth: 24)
                Capsule().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2, dash: [5, 3]))
                Rectangle().stroke(style: StrokeStyle(lineWidth: 3))
            })
        let circle = try host.find(.kind(.circle))
        #expect(circle.attribute("strokeBorder") == "foreground")
        #expect(circle.attribute("lineWidth") == "24")
        let capsule = try host.find(.kind(.capsule))
        #expect(capsule.attribute("strokeBorder") == "red")
        #expect(capsule.attribute("dash") == "[5, 3]")
        #expect(try host.find(.kind(.rectangle)).attribute("lineWidth") == "3")
    }

    @Test func anInsetShapeDrawsInTheSmallerRectangle() throws {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
        #expect(Circle().inset(by: 1).path(in: rect).description == "ellipse(4,1 2x2)")
        #expect(Rectangle().inset(by: 1).inset(by: 1).path(in: rect) == Path(CGRect(x: 2, y: 2, width: 6, height: 0)))
        #expect(
            RoundedRectangle(cornerRadius: 3).inset(by: 1).path(in: rect)
                == Path(roundedRect: CGRect(x: 1, y: 1, width: 8, height: 2), cornerRadius: 2))
        let host = ViewHost(Ellipse().inset(by: 4).fill(.blue))
        let ellipse = try host.find(.kind(.ellipse))
        #expect(ellipse.attribute("inset") == "4")
        #expect(ellipse.attribute("fill") == "blue")
    }
}
