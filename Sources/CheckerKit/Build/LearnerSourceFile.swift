import Foundation

/// A learner's exercise file as the checker reads it: at most `sizeLimit` bytes, measured on the
/// opened descriptor before anything is read (a file swapped or grown after the check is never
/// read past the limit), and valid UTF-8, or a refusal saying which of the two it is not.
///
/// Everything the checker decides from the learner's text (the parse of `LearnerSyntax`, the
/// digest, the compile) starts from these bytes. The compiler accepts some bytes that are not
/// UTF-8 in comments (`F4 90 80 80`, a code point past U+10FFFF), where a lenient decoding would
/// give the checker a text other than the one compiled; such a file is refused at its line.
enum LearnerSourceFile {
    /// The largest exercise file the checker reads: far above any solution of the course (the
    /// largest is under 20 KiB), far below what would cost the checker or the compiler much memory.
    static let sizeLimit = 256 * 1024

    /// Why a file was not read, or not accepted as Swift text.
    enum Refusal: Error, Equatable {
        /// The file holds `size` bytes, more than `sizeLimit`.
        case tooLarge(size: Int)
        /// The bytes at `line` and `column` (both from 1; the column counts Unicode scalars) are not UTF-8.
        case notUTF8(line: Int, column: Int)
    }

    /// The bytes of `url`, at most `sizeLimit`; a refusal when the file is larger. Errors of the
    /// file system (missing, unreadable) are thrown as `CocoaError`s, as `Data(contentsOf:)` throws them.
    static func read(_ url: URL, limit: Int = sizeLimit) throws -> Result<Data, Refusal> {
        // Non-blocking: a named pipe in the file's place is refused below instead of waiting for a writer.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw CocoaError(errno == ENOENT ? .fileReadNoSuchFile : .fileReadUnknown, userInfo: [NSURLErrorKey: url])
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url])
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url])
        }
        if Int(status.st_size) > limit { return .failure(.tooLarge(size: Int(status.st_size))) }
        // One byte more than the limit is asked for: a file that grew since `fstat` is refused too.
        var data = Data(count: limit + 1)
        var filled = 0
        while filled < data.count {
            let count = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url]) }
            if count == 0 { break }
            filled += count
        }
        if filled > limit { return .failure(.tooLarge(size: filled)) }
        data.count = filled
        return .success(data)
    }

    /// `data` as text, or where its first byte that is not part of a UTF-8 sequence is.
    static func text(of data: Data) -> Result<String, Refusal> {
        var line = 1
        var column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var text = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar)
                if scalar == "\n" && previous == "\r" {
                    // The second half of a `\r\n` line end.
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previous = scalar
            case .emptyInput:
                return .success(String(text))
            case .error:
                return .failure(.notUTF8(line: line, column: column))
            }
        }
    }

    /// The refusal as a compile error in `file` (relative to the package root), in the learner's language.
    static func compileError(_ refusal: Refusal, file: String) -> CompileError {
        switch refusal {
        case .tooLarge(let size):
            return CompileError(
                file: file, message: Phrase.learnerFileTooLarge.text(size / 1024, sizeLimit / 1024))
        case .notUTF8(let line, let column):
            return CompileError(file: file, line: line, column: column, message: Phrase.learnerFileNotUTF8.text())
        }
    }
}
