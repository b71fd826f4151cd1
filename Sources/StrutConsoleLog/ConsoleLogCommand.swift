/// The entry point `strut log` calls: reads console text, analyses every log in it, and says
/// what it found in the chosen format, with an exit code for scripts.
///
///     let (output, code) = ConsoleLogCommand.run(input: pasted, format: .text)
///
/// Exit codes:
/// - `0`: every log was read whole and analysed;
/// - `1`: some lines could not be read or rebuilt; whatever could be read is still analysed and
///   the output says which lines were lost;
/// - `65` (`EX_DATAERR`): the input holds no "Unable to simultaneously satisfy constraints" log.
public enum ConsoleLogCommand {
  /// The exit code when every log was read whole.
  public static let success: Int32 = 0
  /// The exit code when some lines could not be read or rebuilt.
  public static let partial: Int32 = 1
  /// The exit code when the input holds no log.
  public static let noLog: Int32 = 65

  /// Analyses console text and renders the report.
  ///
  /// - Parameters:
  ///   - input: The console text (a file's contents or standard input).
  ///   - format: The output format.
  /// - Returns: The report, ending with a newline, and the exit code.
  public static func run(input: String, format: ConsoleLogFormat) -> (
    output: String, exitCode: Int32
  ) {
    let report = ConsoleLogReport(text: input)
    let output =
      switch format {
      case .text: report.text()
      case .json: report.json()
      }
    let code =
      report.analyses.isEmpty ? noLog : report.isPartial ? partial : success
    return (output, code)
  }
}
