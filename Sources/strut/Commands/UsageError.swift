/// A command line that cannot be run: printed with the usage, exit status 64.
struct UsageError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
