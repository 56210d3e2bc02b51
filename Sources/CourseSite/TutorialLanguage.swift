/// The language of a lesson and of the tutorial page written from it: which file the lesson is,
/// what the page is called, and the few words the page adds around the lesson's own text (a step
/// that shows a listing the lesson introduces with no paragraph of its own, a demo's graph and
/// its trace).
public enum TutorialLanguage: String, Sendable, CaseIterable {
    case english
    case korean

    /// The lesson's file in its chapter's folder.
    public var lessonFile: String { self == .english ? "README.md" : "README.ko.md" }

    /// The page's name (`01-State`, `01-State-ko`): its file name and its `doc:` link.
    public func pageName(chapter: String) -> String { self == .english ? chapter : chapter + "-ko" }

    /// The catalog's folder for the page, `Tutorials/English`.
    public var folder: String { self == .english ? "Tutorials/English" : "Tutorials/Korean" }

    /// A step's text for a code listing that no paragraph introduces.
    var listingStep: String { self == .english ? "The code:" : "코드:" }
    /// A step's text for a block of output or commands that no paragraph introduces.
    var outputStep: String { self == .english ? "What it prints:" : "출력:" }
    /// A listing's name when its code declares nothing to name it after: `Listing 3.swift`.
    func listingName(_ number: Int) -> String { self == .english ? "Listing \(number)" : "예제 \(number)" }
    /// The name of a block of output.
    var outputName: String { self == .english ? "Output" : "출력" }
    /// The name of a block of shell commands.
    var terminalName: String { self == .english ? "Terminal" : "터미널" }

    /// The image of a demo's graph that `.ci/site` draws for pages in this language (the Korean
    /// one has its edges' words in Korean).
    public func graphImage(demo: String) -> String {
        self == .english ? "Demo-\(demo)-graph.svg" : "Demo-\(demo)-graph-ko.svg"
    }

    /// The step that shows a demo's graph, when no paragraph introduces it.
    func graphStep(demo: String) -> String {
        self == .english
            ? "`swift run checker graph \(demo)` draws this graph."
            : "`swift run checker graph \(demo)`가 그리는 그래프입니다."
    }

    /// The graph's description, for readers who cannot see it.
    func graphAlt(demo: String) -> String {
        self == .english
            ? "The data flow graph of the demo \(demo): its sources of truth and the views that own, read and write them."
            : "\(demo) 데모의 데이터 흐름 그래프: 진실의 원천과, 그것을 소유하고 읽고 쓰는 뷰."
    }

    /// The step after a demo's graph, which shows the demo's whole run in the code pane.
    func traceStep(demo: String) -> String {
        self == .english
            ? "The whole run, as `swift run checker demo \(demo)` prints it: each step, what changed, which bodies were evaluated, and the screen."
            : "`swift run checker demo \(demo)`가 출력하는 전체 실행입니다. 단계마다 무엇이 바뀌었는지, 어떤 body가 평가되었는지, 그리고 화면을 보여 줍니다."
    }
}
