import Foundation
import Testing

@testable import Strut

/// UIButton's sizing and content placement (uikit-semantics.md B1–B3).
@Suite("UIButton")
struct UIButtonTests {
  private func button(_ title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }

  // B1 and ib-format.md §0: a legacy 15 pt title makes a 30 pt tall button: the title's line
  // plus UIKit's 6 points above and below while the content insets are zero.
  @Test func legacyButtonIsThirtyTall() {
    let size = atScale(3) { button("Button").intrinsicContentSize }
    #expect(size.height == 30)
    let label = makeLabel("Button", size: 15)
    #expect(size.width == atScale(3) { label.intrinsicContentSize.width })
  }

  // B1: a detail disclosure, info or add button's content is its 22-point glyph, so it is 22
  // square, not a system button's 30-point line (home-assistant's Xcode 7 info button); a
  // title set on it sits beside the glyph, as on any button with an image.
  @Test(arguments: [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd])
  func glyphButtonsAreTwentyTwoSquare(type: UIButton.ButtonType) {
    let glyph = UIButton(type: type)
    #expect(glyph.currentImage?.size == CGSize(width: 22, height: 22))
    #expect(glyph.intrinsicContentSize == CGSize(width: 22, height: 22))
    glyph.setTitle("More", for: .normal)
    #expect(glyph.intrinsicContentSize.width > 22)
    #expect(UIButton(type: .system).currentImage == nil)
  }

  // B1: contentEdgeInsets are part of the intrinsic size (and replace the implicit padding);
  // titleEdgeInsets are not.
  @Test func contentInsetsSizeTitleInsetsDoNot() {
    let plain = button("Today").intrinsicContentSize
    let inset = button("Today")
    inset.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    #expect(inset.intrinsicContentSize.width == plain.width + 20)
    #expect(inset.intrinsicContentSize.height == plain.height - 12 + 8)
    let moved = button("Today")
    moved.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    #expect(moved.intrinsicContentSize == plain)
    // Positive title insets clip: the title no longer fits its frame.
    moved.frame = CGRect(origin: .zero, size: plain)
    #expect(moved.visibleTitle.isTruncated)
  }

  // B2: with a configuration the content insets are (7, 12, 7, 12) around a body-size title,
  // and the legacy insets are ignored.
  @Test func configurationUsesItsInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    button.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
    let title = makeLabel("Save", size: 17).intrinsicContentSize
    #expect(abs(button.intrinsicContentSize.width - title.width - 24) < 1e-9)
    #expect(abs(button.intrinsicContentSize.height - title.height - 14) < 1e-9)
  }

  // B3: buttons hug at 250 and resist compression at 750.
  @Test func buttonPriorities() {
    let button = button("A")
    #expect(button.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(button.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
  }

  // contentHorizontalAlignment: a button wider than its title shows the title in its middle by
  // default, at its leading edge when asked (the user's header bar, issue #6).
  @Test func titleSitsByContentAlignment() {
    let wide = button("Category")
    wide.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
    let centred = wide.visibleTitle.lines[0].frame
    #expect(abs(wide.titleLabel!.frame.midX - 150) < 0.5)
    #expect(centred.width < 300)
    wide.contentHorizontalAlignment = .leading
    #expect(wide.visibleTitle.lines[0].frame.minX == 0)
    #expect(wide.titleLabel!.frame.minX == 0)
  }

  // UIKit lays a button's baselines out on its title label (`viewForFirstBaselineLayout`), so a
  // button aligned by first baseline with a bigger label draws its title on the label's
  // baseline (Simplenote's snackbar: a Callout button 11 points above a Body label's top).
  @Test func baselinesAreTheTitles() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let label = makeLabel("Some message", size: 17)
    let action = button("Undo")
    action.titleLabel?.font = .systemFont(ofSize: 16)
    action.translatesAutoresizingMaskIntoConstraints = false
    for view in [label, action] { root.addSubview(view) }
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 28),
      action.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      action.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    action.layoutIfNeeded()
    let labelBaseline = label.frame.minY + label.font.ascender
    let titleBaseline =
      action.frame.minY + action.titleLabel!.frame.minY + action.titleLabel!.font.ascender
    #expect(abs(titleBaseline - labelBaseline) <= 0.5)
    #expect(action.frame.minY > label.frame.minY - 6 && action.frame.minY < label.frame.minY)
  }

  // UIButton's title label truncates in the middle unless told otherwise.
  @Test func titleTruncatesInTheMiddleByDefault() {
    let narrow = button("A very long category title")
    narrow.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    let shown = narrow.visibleTitle
    #expect(shown.isTruncated)
    #expect(shown.text.contains("…") && !shown.text.hasSuffix("…"))
    narrow.titleLabel?.lineBreakMode = .byTruncatingTail
    #expect(narrow.visibleTitle.text.hasSuffix("…"))
  }

  // Changing the title label's font resizes the button.
  @Test func titleFontChangesResize() {
    let button = button("Today")
    let before = button.intrinsicContentSize
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    #expect(button.intrinsicContentSize.width > before.width)
    #expect(button.intrinsicContentSize.height > before.height)
  }

  // B1: a custom button's title defaults to 18 points, a system button's to 15; with the
  // implicit 6 points above and below, a custom "Button" is 34 tall where a system one is 30
  // (XLPagerTabStrip's custom buttons without a font: 34 in the frames Xcode stored).
  @Test func customButtonsTitleIsEighteenPoints() {
    let custom = UIButton(type: .custom)
    custom.setTitle("Button", for: .normal)
    #expect(custom.titleLabel?.font.pointSize == 18)
    #expect(UIButton(frame: .zero).titleLabel?.font.pointSize == 18)
    #expect(button("Button").titleLabel?.font.pointSize == 15)
    // The 18-point line is 21.48 points: 22 in whole points, 34 with the padding.
    #expect(atScale(3) { custom.intrinsicContentSize.height } == 34)
  }

  // B1: the title's line counts in whole points, at every scale: a Body title makes a 33-point
  // button (SVProgressHUD's demo, Xcode 10 on a 2x phone: 33, not 32.5).
  @Test func titleLineCountsInWholePoints() {
    let body = button("popActivity - 0")
    body.titleLabel?.font = .preferredFont(forTextStyle: .body)
    #expect(atScale(2) { body.intrinsicContentSize.height } == 33)
    #expect(atScale(3) { body.intrinsicContentSize.height } == 33)
  }

  // B1: the implicit 6 points above and below are a title's alone: beside an image the button
  // is as tall as the taller of the two (firebase's custom button with a 24-point star and a
  // title is 24 tall in the frames Xcode stored).
  @Test func imageAndTitleHaveNoImplicitPadding() {
    let star = UIButton(type: .custom)
    star.setTitle("Button", for: .normal)
    star.setImage(UIImage(size: CGSize(width: 24, height: 24)), for: .normal)
    #expect(star.intrinsicContentSize.height == 24)
    star.setImage(UIImage(size: CGSize(width: 24, height: 10)), for: .normal)
    #expect(atScale(3) { star.intrinsicContentSize.height } == 22)
  }

  // B1, UIKit's legacy sizing (`_intrinsicSizeForTitle:`, decompiled iOS 26.1): without a
  // title a button still measures one line of its font unless it is a custom button with a
  // background image, so an image-only custom button is as tall as an 18-point line (MEGA's
  // 22-point buttons) and a system one as a 15-point line.
  @Test func imageOnlyButtonsMeasureALineOfTheirFont() {
    let custom = UIButton(type: .custom)
    custom.setImage(UIImage(size: CGSize(width: 12, height: 12)), for: .normal)
    #expect(atScale(3) { custom.intrinsicContentSize } == CGSize(width: 12, height: 22))
    let system = UIButton(type: .system)
    system.setImage(UIImage(size: CGSize(width: 12, height: 12)), for: .normal)
    #expect(atScale(3) { system.intrinsicContentSize } == CGSize(width: 12, height: 18))
  }

  // B1, as above: a background image takes the place of the implicit 6 points above and below
  // a title and of the 30-point minimum width; the button is as large as the image or its
  // content, whichever is larger (Monal's "99" badge, a 14-point title on a 22-point bubble:
  // 22 × 22 in Xcode's frames; DuckDuckGo's omnibar buttons). A custom button with one and
  // nothing else is the image's size, a system one at least a line tall.
  @Test func backgroundImageReplacesTheImplicitPadding() {
    let badge = button("99")
    badge.titleLabel?.font = UIFont.systemFont(ofSize: 14)
    let bare = atScale(3) { badge.intrinsicContentSize }
    #expect(bare.height == 29 && bare.width == 30)
    badge.setBackgroundImage(UIImage(size: CGSize(width: 22, height: 22)), for: .normal)
    #expect(badge.backgroundImage(for: .highlighted)?.size == CGSize(width: 22, height: 22))
    #expect(atScale(3) { badge.intrinsicContentSize } == CGSize(width: 22, height: 22))
    badge.setTitle("99999", for: .normal)
    #expect(atScale(3) { badge.intrinsicContentSize.width } > 22)
    #expect(atScale(3) { badge.intrinsicContentSize.height } == 22)
    let custom = UIButton(type: .custom)
    custom.setBackgroundImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
    #expect(custom.intrinsicContentSize == CGSize(width: 10, height: 10))
    let system = UIButton(type: .system)
    system.setBackgroundImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
    #expect(atScale(3) { system.intrinsicContentSize } == CGSize(width: 10, height: 18))
  }

  // An empty legacy button is 30 wide and as tall as a title in its font would make it: 30 × 30
  // in the system button's 15 points (ib-format.md corpus frames), 32 in a bold 16-point font
  // (Windscribe's Xcode 26 link button); a custom button measures its 18-point line (UIKit's
  // `_likelyToHaveTitle`).
  @Test func emptyButtonIsThirtyWideAndALineTall() {
    #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 30))
    let bold = UIButton(type: .system)
    bold.titleLabel?.font = UIFont.boldSystemFont(ofSize: 16)
    #expect(atScale(3) { bold.intrinsicContentSize } == CGSize(width: 30, height: 32))
    #expect(
      atScale(3) { UIButton(type: .custom).intrinsicContentSize } == CGSize(width: 30, height: 34))
  }

  // E9: a button prints its title in constraint descriptions.
  @Test func descriptionsQuoteTheTitle() {
    // Constraints hold their items weakly, as UIKit's do: keep the button.
    let today = button("Today")
    let constraint = today.widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.description.contains("UIButton:"))
    #expect(constraint.description.contains("'Today'"))
  }
}
