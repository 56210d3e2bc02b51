import CheckerKit
import Foundation

// `swift run checker …`: everything happens in CheckerKit; this file only connects it to the
// process (the working folder, standard output, the exit status).
CheckerProcess.install()
let root = PackageRoot.find(from: URL(filePath: FileManager.default.currentDirectoryPath))
let tool = CheckerCommandLine(root: root, terminal: Terminal.standard()) { text in
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
Interruption.exit(tool.run(Array(CommandLine.arguments.dropFirst())))
