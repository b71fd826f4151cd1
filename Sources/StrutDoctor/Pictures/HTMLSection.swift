/// One section of an ``HTMLPage``: a row of pictures side by side, or an animation player.
///
/// Make one with ``panels(_:_:note:)`` or ``film(_:note:)``.
public struct HTMLSection: Sendable, Hashable {
  /// What the section shows.
  enum Content: Sendable, Hashable {
    /// Pictures side by side, each with its caption and frames table.
    case panels([LayoutPicture])
    /// An animation player.
    case film(AnimationFilm)
    /// The doctor's findings.
    case findings(Report)
  }

  /// The section's heading.
  public var heading: String
  /// A paragraph under the heading, if any.
  public var note: String?
  /// What the section shows.
  let content: Content

  /// Pictures side by side, for example one layout at several widths, or before and after.
  ///
  /// - Parameters:
  ///   - heading: The section's heading.
  ///   - pictures: The pictures, left to right.
  ///   - note: A paragraph under the heading.
  /// - Returns: The section.
  public static func panels(
    _ heading: String, _ pictures: [LayoutPicture], note: String? = nil
  ) -> HTMLSection {
    HTMLSection(heading: heading, note: note, content: .panels(pictures))
  }

  /// The doctor's findings about the layout shown, each with its rule, message, details and
  /// proposed fixes.
  ///
  /// - Parameters:
  ///   - heading: The section's heading.
  ///   - report: The report.
  ///   - note: A paragraph under the heading.
  /// - Returns: The section.
  public static func findings(_ heading: String, _ report: Report, note: String? = nil)
    -> HTMLSection
  {
    HTMLSection(heading: heading, note: note, content: .findings(report))
  }

  /// A player for a film: a slider and a play button showing one picture at a time.
  ///
  /// Without scripts, every picture of the film is listed with its time instead.
  ///
  /// - Parameters:
  ///   - film: The film; its title is the section's heading.
  ///   - note: A paragraph under the heading.
  /// - Returns: The section.
  public static func film(_ film: AnimationFilm, note: String? = nil) -> HTMLSection {
    HTMLSection(heading: film.title, note: note, content: .film(film))
  }
}
