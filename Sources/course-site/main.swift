import CourseSite
import Foundation

// The course site's generated files.
//
//     course-site tutorials           rewrite each chapter's tutorial pages from its lessons
//     course-site tutorials --check   list the pages that differ from the lessons; fail if any do
let arguments = Array(CommandLine.arguments.dropFirst())
let tutorials = CourseTutorials()
do {
    switch arguments {
    case ["tutorials"]:
        let changed = try tutorials.update()
        print(changed.isEmpty ? "The tutorials are current." : changed.map { "updated \($0)" }.joined(separator: "\n"))
    case ["tutorials", "--check"]:
        let stale = try tutorials.stale()
        if stale.isEmpty {
            print("The tutorials are current.")
        } else {
            print(stale.map { "stale: \($0)" }.joined(separator: "\n"))
            print("Run `\(CourseTutorials.updateCommand)` to rewrite them.")
            exit(1)
        }
    default:
        FileHandle.standardError.write(Data("usage: course-site tutorials [--check]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("course-site: \(error)\n".utf8))
    exit(1)
}
