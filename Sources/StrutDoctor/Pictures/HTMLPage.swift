/// A self-contained HTML page of layout pictures: panels side by side and animation players.
///
/// The page needs nothing but itself: styles and the small player script are inline, pictures
/// are inline SVG, and nothing is fetched from the network. With scripts disabled every
/// picture, every film step included, is still shown. The output is the same byte for byte
/// for the same content.
///
///     let page = HTMLPage(
///       title: "Stats header",
///       sections: [
///         .panels("After the fix", [narrow, regular, wide]),
///         .film(AnimationFilm(title: "Hiding Today", recording: root)),
///       ])
///     try page.render().write(toFile: "strut-demo.html", atomically: true, encoding: .utf8)
public struct HTMLPage: Sendable, Hashable {
  /// The page's title and main heading.
  public var title: String
  /// A paragraph under the heading, if any.
  public var introduction: String?
  /// The sections, top to bottom.
  public var sections: [HTMLSection]

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - title: The page's title and main heading.
  ///   - introduction: A paragraph under the heading.
  ///   - sections: The sections, top to bottom.
  public init(title: String, introduction: String? = nil, sections: [HTMLSection]) {
    self.title = title
    self.introduction = introduction
    self.sections = sections
  }

  /// The page as HTML, ending with a newline.
  public func render() -> String {
    HTMLPageWriter(page: self).text
  }
}
