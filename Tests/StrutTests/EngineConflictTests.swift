import Foundation
import Testing

@testable import Strut

@Suite("Engine: conflicts")
struct EngineConflictTests {
  /// E8's fixed lines, in order, and the Note line about autoresizing constraints.
  static let header = [
    "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
    "\tProbably at least one of the constraints in the following list is one you don't want. ",
    "\tTry this: ",
    "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
    "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
  ]
  static let note =
    "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
    + "refer to the documentation for the UIView property "
    + "translatesAutoresizingMaskIntoConstraints) "
  static let footer = [
    "",
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
      + "debugger.",
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
      + "<UIKitCore/UIView.h> may also be helpful.",
  ]

  /// E6a: the broken constraint stays active and still pulls, above every optional constraint:
  /// `width <= 80` broken against `width >= 100` keeps the width at 100, not at the 300 an
  /// optional @999 asks for.
  @Test func brokenConstraintStaysActiveAndStillPulls() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    let atMost = view.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
    let wish = view.widthAnchor.constraint(equalToConstant: 300)
    wish.priority = .required - 1
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      atLeast, wish, atMost,
    ])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    #expect(messages.count == 1)
    #expect(atLeast.isActive && atMost.isActive)
    #expect(messages.first.flatMap(brokenConstraint) == atMost.description)
    #expect(view.frame.width == 100)
    // The conflict is not reported again on later passes.
    root.frame.size.height = 300
    #expect(conflictMessages(StrutLog.messages { root.layoutIfNeeded() }).isEmpty)
    #expect(view.frame.width == 100)
  }

  /// E6: deactivating the constraint that was kept lets the broken one hold again.
  @Test func deactivatingTheOtherSideRestoresTheBrokenConstraint() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 150)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      first, second,
    ])
    _ = StrutLog.messages { root.layoutIfNeeded() }
    #expect(view.frame.width == 100)
    first.isActive = false
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    #expect(messages.isEmpty)
    #expect(view.frame.width == 150)
  }

  /// E6/E8: the message lists exactly the mutually exclusive set, not the other constraints of
  /// the tree, with UIKit's fixed text around it and no Note line.
  @Test func messageListsExactlyTheMutuallyExclusiveSet() throws {
    let root = engineRoot()
    let bystander = engineAdd(to: root)
    let container = engineAdd(to: root)
    let view = engineAdd(to: container)
    let containerWidth = container.widthAnchor.constraint(equalToConstant: 200)
    let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
    let trailing = view.trailingAnchor.constraint(
      equalTo: container.trailingAnchor, constant: -10)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      bystander.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bystander.topAnchor.constraint(equalTo: root.topAnchor),
      bystander.widthAnchor.constraint(equalToConstant: 20),
      bystander.heightAnchor.constraint(equalToConstant: 20),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 50),
      containerWidth,
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      leading, trailing, width,
    ])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    let message = messages[0]
    let lines = message.components(separatedBy: "\n")
    #expect(Array(lines.prefix(5)) == Self.header)
    #expect(lines[5] == "(")
    #expect(!message.contains("(Note:"))
    #expect(Array(lines.suffix(3)) == Self.footer)
    let listed = listedConstraints(message)
    let expected = [containerWidth, leading, trailing, width].map(\.description)
    #expect(Set(listed) == Set(expected))
    #expect(listed.count == expected.count)
    // E7 rule 2: of the two sizes equal to a constant, the larger breaks; the view keeps 100.
    #expect(brokenConstraint(message) == containerWidth.description)
    #expect(lines.contains("Will attempt to recover by breaking constraint "))
    #expect(view.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
  }

  /// E8: the Note line appears when the set holds an autoresizing constraint, such as a view
  /// that translates its frame against a required width; E7 (i): the app's constraint is the
  /// one broken, and the frame's width stays.
  @Test func noteLineAppearsWithAutoresizingConstraints() throws {
    let root = engineRoot()
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 200)
    width.isActive = true
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    let lines = messages[0].components(separatedBy: "\n")
    #expect(lines[5] == Self.note)
    #expect(lines[6] == "(")
    let listed = listedConstraints(messages[0])
    #expect(listed.count == 2)
    #expect(listed.contains(width.description))
    #expect(listed.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") })
    #expect(brokenConstraint(messages[0]) == width.description)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
  }

  /// E7 (i): a constraint the app made is broken before a system one, even when the system
  /// constraint joined the engine later.
  @Test func userConstraintIsBrokenBeforeALaterSystemOne() throws {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      width,
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    view.translatesAutoresizingMaskIntoConstraints = true
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(!messages.isEmpty)
    for message in messages {
      #expect(brokenConstraint(message)?.hasPrefix("<NSAutoresizingMaskLayoutConstraint") == false)
    }
    #expect(view.frame.width == 100)
  }

  /// E7 (ii): between a leading pin and a trailing pin, the trailing pin is broken, whichever
  /// was activated first.
  @Test(arguments: [false, true])
  func trailingPinIsBrokenBeforeLeadingPin(trailingFirst: Bool) throws {
    let root = engineRoot(300, 100)
    let view = engineAdd(to: root)
    let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
    let trailing = view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -200)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    NSLayoutConstraint.activate(trailingFirst ? [trailing, leading] : [leading, trailing])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    #expect(brokenConstraint(messages[0]) == trailing.description)
    #expect(view.frame.minX == 200)
    #expect(view.frame.width == 0)
  }

  /// E7 rule 2: a size the app set to a constant breaks before a spacing, which otherwise goes
  /// first (rule 5; logs: `label.width == 362` broken over `H:[label]-(8)-|`, an image's height
  /// over the spacings above it); a bound on a size (`>=`) is ranked as before.
  @Test(arguments: [NSLayoutConstraint.Relation.equal, .greaterThanOrEqual])
  func sizeConstantIsBrokenBeforeASpacing(relation: NSLayoutConstraint.Relation) throws {
    let root = engineRoot(300, 100)
    let a = engineAdd(to: root)
    let b = engineAdd(to: root)
    let size =
      relation == .equal
      ? a.widthAnchor.constraint(equalToConstant: 362)
      : a.widthAnchor.constraint(greaterThanOrEqualToConstant: 362)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      size, spacing,
    ])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    let expected = relation == .equal ? size : spacing
    #expect(brokenConstraint(messages[0]) == expected.description)
  }

  /// E7 rule 2: of two sizes set to constants that cannot hold together (40 + 30 in 50 points),
  /// the larger breaks, on the first view or the second (logs: 30 and 60, 100 and 200).
  @Test(arguments: [false, true])
  func largerSizeConstantIsBroken(onFirstView: Bool) throws {
    let root = engineRoot(300, 100)
    let a = engineAdd(to: root)
    let b = engineAdd(to: root)
    let (large, small) =
      onFirstView
      ? (
        a.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 30)
      )
      : (
        b.widthAnchor.constraint(equalToConstant: 40), a.widthAnchor.constraint(equalToConstant: 30)
      )
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -250),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      large, small,
    ])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    #expect(brokenConstraint(messages[0]) == large.description)
    #expect(a.frame.width + b.frame.width == 50)
    #expect((onFirstView ? b : a).frame.width == 30)
  }

  /// E7 (ii): a leading pin is not the one broken while a size or a trailing-side constraint
  /// is in the set; E6c: the implicit non-negative sizes are never listed.
  @Test func leadingPinIsNotBrokenWhileOthersCanBe() throws {
    let root = engineRoot(100, 50)
    let a = engineAdd(to: root)
    let b = engineAdd(to: root)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 50)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let limit = b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
    NSLayoutConstraint.activate([
      limit,
      a.widthAnchor.constraint(equalToConstant: 50),
      spacing,
      leading,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    let broken = brokenConstraint(messages[0]) ?? ""
    #expect(broken != leading.description)
    #expect(listedConstraints(messages[0]).contains(leading.description))
    #expect(!messages[0].contains(">= 0"))
    #expect(a.frame.minX == 10)
  }

  /// E9/E10: an autoresizing constraint prints its mask as `h=--& v=--&` before the
  /// relation, as in UIKit's logs.
  @Test func autoresizingConstraintPrintsItsMask() throws {
    let root = engineRoot()
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
    root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 200).isActive = true
    let messages = conflictMessages(StrutLog.messages { root.layoutIfNeeded() })
    try #require(messages.count == 1)
    let autoresizing = listedConstraints(messages[0]).first {
      $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:")
    }
    let pattern = try Regex(
      #"^<NSAutoresizingMaskLayoutConstraint:0x[0-9a-f]+ h=--& v=--& UIView:0x[0-9a-f]+"#
        + #"\.width == 100   \(active\)>$"#)
    #expect(autoresizing != nil)
    #expect(autoresizing?.wholeMatch(of: pattern) != nil, "\(autoresizing ?? "")")
  }
}
