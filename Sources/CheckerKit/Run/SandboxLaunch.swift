import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension SandboxLayout {
    /// A program ready to start, and what the checker holds for it until it has ended.
    struct Launch {
        /// Where bubblewrap reads the seccomp filter (`--seccomp`).
        static let filterDescriptor: Int32 = 4
        /// Where bubblewrap writes its status (`--json-status-fd`).
        static let statusDescriptor: Int32 = 5

        let executable: String
        let arguments: [String]
        let environment: [String: String]
        let workingDirectory: String?
        /// The program's file on the machine when it is not the one asked for (a staged copy).
        var programFile: String? = nil
        /// A folder made for this run, deleted when it has ended.
        var temporaryFolder: String? = nil
        /// The user the run has to itself (see `SandboxUser`), freed when it has ended.
        var user: SandboxUser? = nil
        /// True when the run may write the machine's shared folders (the fallback), so that what
        /// its user left there is deleted when it has ended.
        var removesSharedLeftovers = false
        /// Descriptors of the checker's given to the program at `target` (bubblewrap's filter and
        /// status), closed in the checker once the program has started.
        var passed: [(target: Int32, source: Int32)] = []
        /// The read end of bubblewrap's status (see `BubblewrapStatus`).
        var status: Int32? = nil

        /// Closes the checker's copies of the descriptors given to the program.
        func started() {
            for descriptor in passed { close(descriptor.source) }
        }

        /// After the run: bubblewrap's status, once the run and everything it started have ended;
        /// every process of the run's user killed, its leftovers and staged folder deleted.
        func finished() -> BubblewrapStatus? {
            let report = status.map { BubblewrapStatus(reading: $0) }
            if let status { close(status) }
            if let user {
                user.killProcesses()
                if removesSharedLeftovers { SandboxLayout.removeLeftovers(of: user.id) }
            }
            if let temporaryFolder {
                try? FileManager.default.removeItem(atPath: temporaryFolder)
                ProcessTree.untrack(folder: temporaryFolder)
            }
            user?.release()
            return report
        }
    }
}
