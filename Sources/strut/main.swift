import Foundation

/// The version printed by `strut --version`.
let version = "0.1.0"

let usage = """
  OVERVIEW: Strut lays out UIKit code, Interface Builder files and console logs on any machine
  that runs Swift, and explains the result.

  USAGE: strut <subcommand>

  SUBCOMMANDS:
    demo [--output DIR]     Lay out the user's header bar before and after the fix.
    check PATH... [--format text|xcode|github|sarif|json] [--fail-on note|warning|error]
                            Run the layout doctor on Interface Builder files (and folders of
                            them) at their stored sizes and the common iPhone widths; exit 1
                            when a finding is at or above --fail-on (warning).
    check --frames PATH... [--worst N]
                            Compare solved frames with the frames Xcode stored; list the N
                            largest mismatches (10).
    log [FILE] [--format text|json] [--html PAGE]
                            Explain UIKit "Unable to simultaneously satisfy constraints" logs
                            (from FILE or standard input); draw them into PAGE.
    --version               Print the version.
    --help                  Show this help.
  """

let arguments = Array(CommandLine.arguments.dropFirst())

/// Runs a subcommand with the arguments after its name; a usage error prints the message and
/// the usage and exits 64, `--help` anywhere prints the usage.
func run(_ command: (_ arguments: [String]) throws(UsageError) -> Int32) -> Never {
  let rest = Array(arguments.dropFirst())
  if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(usage)
    exit(0)
  }
  do {
    exit(try command(rest))
  } catch {
    print("Error: \(error.message)\n")
    print(usage)
    exit(64)
  }
}

switch arguments.first {
case "--version":
  print("strut \(version)")
case nil, "--help", "-h", "help":
  print(usage)
case "demo":
  run { arguments throws(UsageError) in try DemoCommand(arguments: arguments).run() }
case "check":
  run { arguments throws(UsageError) in try CheckCommand(arguments: arguments).run() }
case "log":
  run { arguments throws(UsageError) in try LogCommand(arguments: arguments).run() }
default:
  print("Error: Unknown subcommand '\(arguments[0])'.\n")
  print(usage)
  exit(64)
}
