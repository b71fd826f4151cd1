import Strut
import Testing

@testable import StrutConsoleLog

/// Rebuilding a log as a Strut view tree: the inferred hierarchy, the constraints' classes and
/// priorities, and the insertion order (uikit-semantics.md E6, E7, E10).
@Suite("Rebuilding a log")
struct RebuildTests {
  private func entry(_ text: String) throws -> ConsoleLogEntry {
    try #require(ConsoleLog.parse(text).entries.first)
  }

  private func analysis(_ lines: [String], broken: String? = nil) throws -> ConsoleLogAnalysis {
    var text = "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
    if let broken { text += "Will attempt to recover by breaking constraint\n\(broken)\n" }
    return ConsoleLogAnalysis(entry: try entry(text))
  }

  // Hierarchy clue 1: `|` with `names:` is the superview (03-label-padding-vs-width-1.txt).
  @Test func superviewFromVisualFormat() throws {
    let log = try entry(Corpus.text("03-label-padding-vs-width-1.txt"))
    let system = RebuiltSystem(log.constraints)
    #expect(system.hierarchy.parents["0x7fa01200b390"] == "0x7fa012015410")
    #expect(system.hierarchy.parents["0x7fa01201c080"] == nil)
    #expect(system.views["0x7fa01200b390"]?.superview === system.views["0x7fa012015410"])
    #expect(system.views["0x7fa01201c080"]?.superview === system.root)
  }

  // Hierarchy clue 2: a margin attribute names the superview
  // (16-header-footer-encapsulated-height-margins.txt).
  @Test func superviewFromMargins() throws {
    let log = try entry(Corpus.text("16-header-footer-encapsulated-height-margins.txt"))
    let system = RebuiltSystem(log.constraints)
    #expect(system.hierarchy.parents["0x7fef7360ffe0"] == "0x7fef73610470")
  }

  // Hierarchy clue 3: a visual-format spacing joins siblings
  // (01-tableviewcell-encapsulated-height-vfl.txt: the second label is only spaced).
  @Test func siblingsFromSpacing() throws {
    let log = try entry(Corpus.text("01-tableviewcell-encapsulated-height-vfl.txt"))
    let system = RebuiltSystem(log.constraints)
    #expect(system.hierarchy.parents["0x17d9b1c0"] == "0x17d99fc0")
  }

  // A guide pinned to `|` is owned by that view (11-keyboard-assistant-bar-…txt).
  @Test func guideOwner() throws {
    let log = try entry(Corpus.text("11-keyboard-assistant-bar-autoresizing-margins.txt"))
    let system = RebuiltSystem(log.constraints)
    let guide = try #require(system.guides["0x6080001b5d20"])
    #expect(guide.owningView === system.views["0x7fa6cb820080"])
    #expect(guide.identifier == "UIViewLayoutMarginsGuide")
  }

  // E10: autoresizing lines are rebuilt as NSAutoresizingMaskLayoutConstraint, so the break
  // policy (E7 i) sees them as UIKit's; identifiers are kept for the same reason.
  @Test func constraintClassesAndIdentifiers() throws {
    let log = try entry(Corpus.text("10-autoresizing-zero-width-minus-40.txt"))
    let system = RebuiltSystem(log.constraints)
    #expect(system.made[0]?.first is NSAutoresizingMaskLayoutConstraint)
    #expect(!(system.made[1]?.first is NSAutoresizingMaskLayoutConstraint))
    let cell = try entry(Corpus.text("09-collection-header-encapsulated-height-ios7.txt"))
    let rebuilt = RebuiltSystem(cell.constraints)
    #expect(rebuilt.made[3]?.first?.identifier == "UIView-Encapsulated-Layout-Height")
  }

  // E6b: a printed priority below 1000 makes the constraint optional, so it cannot conflict.
  @Test func printedPriorityIsKept() throws {
    let analysis = try analysis([
      "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0xa.width == 50 @750   (active)>",
    ])
    #expect(analysis.setMatch == .noConflict && analysis.conflict.isEmpty)
    #expect(analysis.frames.first?.width == 100)
  }

  // C1: a content-size line is hugging and compression resistance; at 1000/1000 it is required.
  @Test func contentSizeLines() throws {
    let soft = try analysis([
      "<NSContentSizeLayoutConstraint:0x1 UILabel:0xa'Hi'.width == 160 Hug:250 CompressionResistance:750   (active)>",
      "<NSLayoutConstraint:0x2 UILabel:0xa'Hi'.width == 100   (active)>",
    ])
    #expect(soft.setMatch == .noConflict)
    let hard = try analysis([
      "<NSContentSizeLayoutConstraint:0x1 UILabel:0xa'Hi'.width == 160 Hug:1000 CompressionResistance:1000   (active)>",
      "<NSLayoutConstraint:0x2 UILabel:0xa'Hi'.width == 100   (active)>",
    ])
    #expect(hard.setMatch == .equal && hard.conflict == [0, 1])
  }

  // Found by reading back conflicts Strut's engine logged for random layouts: a content-size
  // line is UIKit's `NSContentSizeLayoutConstraint`, which the policy breaks first (E7 rule 0),
  // not a constraint the app made, which would keep it and break the app's later width here.
  @Test func contentSizeLinesAreUIKitsConstraints() throws {
    let contentSize =
      "<NSContentSizeLayoutConstraint:0x2 UILabel:0xa''.width == 0 Hug:1000 CompressionResistance:1000   (active)>"
    let analysis = try self.analysis(
      [contentSize, "<NSLayoutConstraint:0x3 UILabel:0xa''.width == 100   (active)>"],
      broken: contentSize)
    #expect(analysis.setMatch == .equal)
    #expect(analysis.strutBroken == 0)
    #expect(analysis.breakMatch == .same)
  }

  // E10: an autoresizing constraint's position is in its superview's coordinates
  // (`midX == + 14.5` centres the view 14.5 points from its superview's left edge), so it
  // conflicts with a pin to that superview (realm-tasks#31, where UIKit broke the pin).
  @Test func autoresizingPositionIsInTheSuperview() throws {
    let analysis = try analysis([
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIImageView:0xa.midX == + 14.5>",
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& H:[UIImageView:0xa(26)]>",
      "<NSLayoutConstraint:0x3 H:|-(8)-[UIImageView:0xa](LTR)   (Names: '|':UITableViewCell:0xc )>",
    ])
    #expect(analysis.setMatch == .equal)
    #expect(analysis.strutBroken == 2)
  }

  // E10: an autoresizing line printed as an equation names its view's superview
  // (`names: '|':UIView:0xc`); the view is rebuilt inside it, so its position is measured from
  // that superview and conflicts with a pin to the superview's centre (a Japanese post's
  // iOS 15 log, MoreLogs3/05, where UIKit broke the pin).
  @Test func autoresizingEquationNamesItsSuperview() throws {
    let analysis = try analysis([
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIImageView:0xa.minY == - 0.333333   (active, names: '|':UIView:0xc )>",
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIImageView:0xa.height == 1.66667   (active)>",
      "<NSLayoutConstraint:0x3 UIImageView:0xa.centerY == UIView:0xc.centerY   (active)>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0xc.height == 844   (active)>",
    ])
    #expect(analysis.setMatch == .equal)
    #expect(analysis.strutBroken == 2)
  }

  // E7: UIKit chooses among the constraints it printed, which may hold one the conflict does
  // not need; so does the policy. A hidden stack's spacings conflict among themselves, and the
  // app's `height == 44` printed with them is the size constant rule 2 breaks first (a Japanese
  // post's iOS 10 log, MoreLogs4/02, where UIKit broke it, then a spacing in a second message).
  @Test func policyWeighsThePrintedList() throws {
    let analysis = try analysis([
      "<NSLayoutConstraint:0x1 UIView:0xc.height == 44   (active)>",
      "<NSLayoutConstraint:0x2 'UISV-canvas-connection' UIStackView:0xd.top == UIView:0xa.top   (active)>",
      "<NSLayoutConstraint:0x3 'UISV-canvas-connection' V:[UIView:0xc]-(0)-|   (active, names: '|':UIStackView:0xd )>",
      "<NSLayoutConstraint:0x4 'UISV-hiding' UIStackView:0xd.height == 0   (active)>",
      "<NSLayoutConstraint:0x5 'UISV-spacing' V:[UIView:0xa]-(16)-[UIView:0xb]   (active)>",
      "<NSLayoutConstraint:0x6 'UISV-spacing' V:[UIView:0xb]-(16)-[UIView:0xc]   (active)>",
    ])
    #expect(analysis.setMatch == .subset(unnecessary: [0]))
    #expect(analysis.strutBroken == 0)
  }

  // E7 rule 1: `_UILayoutSupportConstraint`s are UIKit's (a view controller's legacy guides),
  // so their 20-point height is not broken though it is a size set to a constant (rule 2): the
  // app's spacing below the guide is.
  @Test func layoutSupportConstraintsAreUIKits() throws {
    let analysis = try analysis([
      "<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0xa.height == 20   (active)>",
      "<_UILayoutSupportConstraint:0x2 V:|-(0)-[_UILayoutGuide:0xa]   (active, names: '|':UIView:0xc )>",
      "<NSLayoutConstraint:0x3 V:[_UILayoutGuide:0xa]-(0)-[UIView:0xb]   (active)>",
      "<NSLayoutConstraint:0x4 V:|-(30)-[UIView:0xb]   (active, names: '|':UIView:0xc )>",
    ])
    #expect(analysis.setMatch.isMatch)
    #expect(analysis.strutBroken == 2)
  }

  // Order: constraints go in in the printed order, so among equals the policy's "latest in the
  // set" (E7 rule 6) is the one printed last; but of two that differ only in their constant the
  // larger breaks, printed first or last, and also when written from the other end. (Bounds,
  // not sizes equal to a constant, which rule 2 breaks first.)
  @Test func printedOrderIsInsertionOrder() throws {
    let width = "<NSLayoutConstraint:0x1 UIView:0xa.width <= 100>"
    let height = "<NSLayoutConstraint:0x2 UIView:0xa.height >= 80>"
    let sum = "<NSLayoutConstraint:0x3 UIView:0xa.width == UIView:0xa.height + 30>"
    #expect(try analysis([width, height, sum]).strutBroken == 2)
    #expect(try analysis([sum, width, height]).strutBroken == 2)

    let ten = "<NSLayoutConstraint:0x4 UIView:0xa.top == UIView:0xb.top + 10>"
    let twenty = "<NSLayoutConstraint:0x5 UIView:0xa.top == UIView:0xb.top + 20>"
    #expect(try analysis([ten, twenty]).strutBroken == 1)
    #expect(try analysis([twenty, ten]).strutBroken == 0)
    let five = "<NSLayoutConstraint:0x6 UIView:0xb.top == UIView:0xa.top - 5>"
    #expect(try analysis([ten, five]).strutBroken == 0)
  }

  // After the break, the frames are those of UIKit's recovery: the broken constraint yields to
  // the others (E6a), here the label keeps 10 pt inset and 0 width (03-…txt).
  @Test func framesAfterUIKitsBreak() throws {
    let report = ConsoleLogReport(text: try Corpus.text("03-label-padding-vs-width-1.txt"))
    let analysis = try #require(report.analyses.first)
    #expect(analysis.explanation.layoutAfter == "after UIKit's break of #2")
    let label = try #require(analysis.frames.first { $0.item.address == "0x7fa01200b390" })
    #expect(label.x == 10 && label.width == 0 && label.container == "UIView 0x7fa012015410")
    let superview = try #require(analysis.frames.first { $0.item.address == "0x7fa012015410" })
    #expect(superview.width == 1 && superview.x == 0 && superview.container == nil)
  }

  // A `|` with no `names:` entry gets a stand-in superview and a warning, and still rebuilds.
  @Test func unnamedSuperview() throws {
    let analysis = try analysis(
      [
        "<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa]>",
        "<NSLayoutConstraint:0x2 H:[UIView:0xa]-(8)-|>",
        "<NSLayoutConstraint:0x3 UIView:0xa.width == - 1>",
      ], broken: "<NSLayoutConstraint:0x3 UIView:0xa.width == - 1>")
    #expect(analysis.diagnostics.filter { $0.severity == .warning }.count == 2)
    #expect(!analysis.isPartial && analysis.conflict.contains(2))
  }

  // A line Strut cannot rebuild (an infinite constant: UIKit raises) is an error on its line,
  // the log is partial, and the rest is still analysed.
  @Test func unrebuildableLine() throws {
    let analysis = try analysis([
      "<NSLayoutConstraint:0x1 UIView:0xa.width == 1e400>",
      "<NSLayoutConstraint:0x2 UIView:0xa.width == - 5>",
    ])
    #expect(analysis.unrebuilt == [0] && analysis.isPartial)
    #expect(analysis.diagnostics.contains { $0.line == 2 && $0.message.contains("rebuild #1") })
    #expect(analysis.conflict == [1])
  }

  // E6: an explained subset is checked by rebuilding Strut's set alone (11-…txt: #4 unneeded).
  @Test func subsetIsVerified() throws {
    let report = ConsoleLogReport(
      text: try Corpus.text("11-keyboard-assistant-bar-autoresizing-margins.txt"))
    let analysis = try #require(report.analyses.first)
    #expect(analysis.setMatch == .subset(unnecessary: [3]))
    #expect(!analysis.diagnostics.contains { $0.severity == .warning })
    #expect(!RebuiltSystem(analysis.entry.constraints, only: analysis.conflict).conflicts.isEmpty)
  }
}
