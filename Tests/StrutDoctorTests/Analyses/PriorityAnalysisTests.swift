import Foundation
import Strut
import Testing

@testable import StrutDoctor

/// Free space, ties and dead priorities (issue #7 analyses 1, 5 and 8; S4, E5, C1, C2).
@Suite("Doctor: free space, ties and dead priorities")
struct PriorityAnalysisTests {
  // Compression tie: two buttons too wide for the stack both resist at 750; the first one
  // shrinks only because it comes first (S4). The fix lowers its compression resistance, proven.
  @Test func compressionTieIsFoundAndFixed() {
    let report = doctor(widths: [200]).examine(title: "tie") {
      StackScreen(
        width: 200,
        views: [titledButton("A rather long first title"), titledButton("Second title here")])
    }
    let tie = report.findings(of: .indexTie).first
    #expect(tie?.message.contains("compression resistance (.defaultHigh)") == true)
    #expect(tie?.message.contains("only because it comes first") == true)
    let fix = tie?.fixIts.first
    #expect(fix?.isProven == true)
    #expect(fix?.swiftCode.contains("setContentCompressionResistancePriority(.defaultLow") == true)
  }

  // A priority set on a view with no intrinsic size does nothing (C2): a note naming the call.
  @Test func priorityOnAPlainViewIsDead() {
    let spacer = UIView()
    spacer.accessibilityIdentifier = "spacer"
    spacer.setContentHuggingPriority(.required, for: .horizontal)
    let screen = StackScreen(views: [titledButton("A"), spacer])
    let dead = LayoutDoctor().examine(screen).findings(of: .deadPriority)
    #expect(dead.count == 1)
    #expect(dead.first?.message.contains("has no intrinsic width") == true)
  }

  // A priority on an axis a required constraint fixes never decides anything.
  @Test func priorityUnderARequiredSizeIsDead() {
    let button = titledButton("Fixed")
    button.accessibilityIdentifier = "fixed"
    button.setContentCompressionResistancePriority(.required, for: .horizontal)
    button.widthAnchor.constraint(equalToConstant: 80).isActive = true
    let screen = StackScreen(views: [button, UIView()])
    let dead = LayoutDoctor().examine(screen).findings(of: .deadPriority)
    #expect(dead.first?.message.contains("fixes the width at 80 pt") == true)
  }

  // Defaults are not reported: a view whose priorities nobody set has no dead-priority note.
  @Test func defaultsAreNotDead() {
    let screen = StackScreen(views: [titledButton("A"), UIView()])
    #expect(LayoutDoctor().examine(screen).findings(of: .deadPriority).isEmpty)
  }

  // The free-space owner is named with the reason.
  @Test func freeSpaceOwnerIsExplained() {
    let spacer = UIView()
    spacer.accessibilityIdentifier = "gap"
    let screen = StackScreen(views: [titledButton("A"), spacer])
    let notes = LayoutDoctor().examine(screen).findings(of: .freeSpace)
    #expect(notes.first?.message.hasPrefix("gap takes ") == true)
    #expect(notes.first?.message.contains("no intrinsic width") == true)
  }
}

/// The Dynamic Type sweep (issue #7 analysis 7: "every Dynamic Type category on request").
@Suite("Doctor: Dynamic Type")
struct DynamicTypeTests {
  // A body-style label that fits at the default size truncates at the largest accessibility
  // size; the finding says at which category.
  @Test func largerCategoriesTruncate() {
    var options = LayoutDoctor.Options()
    options.widths = [320]
    options.contentSizeCategories = [.accessibilityExtraExtraExtraLarge]
    let report = LayoutDoctor(options: options).examine(title: "row") {
      let label = UILabel()
      label.font = .preferredFont(forTextStyle: .body)
      label.text = "Notifications and sounds"
      return StackScreen(width: 320, views: [label, UIView()])
    }
    let truncations = report.findings(of: .truncatedText)
    #expect(truncations.count == 1)
    #expect(truncations.first?.message.hasPrefix("With Dynamic Type AccessibilityXXXL:") == true)
  }
}

/// Free space outside stack views (issue #7 analysis 1: "every container axis").
@Suite("Doctor: free space in containers")
struct ContainerFreeSpaceTests {
  // A label pinned to both sides of a wide container is stretched past its text: a note says
  // by how much and which priority gave way.
  @Test func stretchedLabelIsExplained() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    label.accessibilityIdentifier = "title"
    label.text = "Hi"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let notes = LayoutDoctor().examine(root).findings(of: .freeSpace)
    #expect(notes.count == 1)
    #expect(notes.first?.message.hasPrefix("title is ") == true)
    #expect(notes.first?.message.contains("wider than its intrinsic width") == true)
    #expect(notes.first?.message.contains("hugging .defaultLow gives way") == true)
  }
}
