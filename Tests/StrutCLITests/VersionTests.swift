import Foundation
import Testing

/// Runs the built `strut` binary, as a user would.
func runStrut(_ arguments: [String]) throws -> (status: Int32, output: String) {
  let binary = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/strut")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Test func versionPrintsTheVersion() throws {
  let (status, output) = try runStrut(["--version"])
  #expect(status == 0)
  #expect(output.hasPrefix("strut "))
}

@Test func unknownSubcommandExitsWithUsageError() throws {
  // swift-argument-parser's convention: usage errors exit 64 and print the usage.
  let (status, output) = try runStrut(["frobnicate"])
  #expect(status == 64)
  #expect(output.contains("Unknown subcommand 'frobnicate'"))
  #expect(output.contains("USAGE: strut"))
}

@Test func helpAfterASubcommandPrintsTheUsage() throws {
  // swift-argument-parser's convention: `--help` after a subcommand shows the help, exit 0.
  for subcommand in ["demo", "check", "log"] {
    let (status, output) = try runStrut([subcommand, "--help"])
    #expect(status == 0)
    #expect(output.contains("USAGE: strut"))
    #expect(!output.contains("Error:"))
  }
}
