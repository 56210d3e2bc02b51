// `course-demos`: the course's demos, run by `checker demo` and `checker graph`. It links every
// chapter's examples, whose `#Demo` declarations `Demo.all` finds; it lists none by hand, so a
// chapter adds a demo by adding a file beside its examples.
import CourseDemoKit
import Foundation
import StateExamples
import BindingExamples
import ObservedExamples
import EnvironmentExamples
import ReducersExamples
import NavigationExamples
import CapstoneApp

/// The package root: the nearest folder above the working folder that holds `Package.swift`.
func packageRoot() -> URL {
    var folder = URL(filePath: FileManager.default.currentDirectoryPath)
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return URL(filePath: FileManager.default.currentDirectoryPath)
}

let tool = DemoCommandLine(root: packageRoot()) { text in
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
exit(await tool.run(Array(CommandLine.arguments.dropFirst())))
