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
switch arguments.first {
case "--version":
  print("strut \(version)")
case nil, "--help", "-h", "help":
  print(usage)
case "demo":
  do {
    exit(try DemoCommand(arguments: Array(arguments.dropFirst())).run())
  } catch {
    print("Error: \(error.message)\n")
    print(usage)
    exit(64)
  }
case "check":
  do {
    exit(try CheckCommand(arguments: Array(arguments.dropFirst())).run())
  } catch {
    print("Error: \(error.message)\n")
    print(usage)
    exit(64)
  }
case "log":
  do {
    exit(try LogCommand(arguments: Array(arguments.dropFirst())).run())
  } catch {
    print("Error: \(error.message)\n")
    print(usage)
    exit(64)
  }
default:
  print("Error: Unknown subcommand '\(arguments[0])'.\n")
  print(usage)
  exit(64)
}
