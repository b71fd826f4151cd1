import Foundation

/// A progress line on standard error, shown only when it is a terminal and there is more than
/// one file, so pipes and CI logs stay clean.
final class Progress: @unchecked Sendable {
  private let total: Int
  private let isShown: Bool
  private let lock = NSLock()
  private var done = 0

  init(total: Int) {
    self.total = total
    isShown = total > 1 && isatty(STDERR_FILENO) != 0
  }

  func step(_ file: URL) {
    guard isShown else { return }
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let line = "\r\u{1B}[K[\(done)/\(total)] \(file.lastPathComponent)"
    FileHandle.standardError.write(Data(line.utf8))
  }

  func finish() {
    guard isShown else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
