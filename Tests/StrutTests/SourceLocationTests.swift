import Foundation
import Testing

@testable import Strut

// `Strut.SourceLocation` is spelled in full: Swift Testing has a `SourceLocation` too.
@Suite("Constraint provenance: the file and line that made each constraint")
struct SourceLocationTests {
  /// This file's location at `line`.
  private func here(_ line: Int) -> Strut.SourceLocation {
    Strut.SourceLocation(fileID: #fileID, line: line)
  }

  // Strut: the description is the file's name without its module, a colon and the line.
  @Test func descriptionIsFileAndLine() {
    let location = Strut.SourceLocation(fileID: "MyApp/Views/CardView.swift", line: 42)
    #expect(location.description == "CardView.swift:42")
    #expect("\(location)" == "CardView.swift:42")
    #expect(Strut.SourceLocation(fileID: "Bare.swift", line: 1).description == "Bare.swift:1")
  }

  // Strut: locations are values, equal when file and line are.
  @Test func locationsAreHashableValues() {
    let a = Strut.SourceLocation(fileID: "M/A.swift", line: 1)
    #expect(a == Strut.SourceLocation(fileID: "M/A.swift", line: 1))
    #expect(a != Strut.SourceLocation(fileID: "M/A.swift", line: 2))
    #expect(a != Strut.SourceLocation(fileID: "M/B.swift", line: 1))
    #expect(Set([a, a]).count == 1)
  }

  // Strut: the item initializer, called as on iOS, records the caller's #fileID and the line
  // where a call spanning several lines begins.
  @Test func itemInitializerRecordsItsCaller() {
    let view = UIView()
    let line = #line + 1
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    #expect(constraint.sourceLocation?.fileID == #fileID)
    #expect(constraint.sourceLocation?.fileID == "StrutTests/SourceLocationTests.swift")
    #expect(constraint.sourceLocation == here(line))
  }

  // Strut: explicit file: and line: arguments are recorded as given.
  @Test func explicitLocationIsRecorded() {
    let constraint = NSLayoutConstraint(
      item: UIView(), attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10, file: "Gen/Made.swift", line: 7)
    #expect(constraint.sourceLocation == Strut.SourceLocation(fileID: "Gen/Made.swift", line: 7))
    #expect(constraint.sourceLocation?.description == "Made.swift:7")
  }

  // Strut: every NSLayoutAnchor factory records the line that called it.
  @Test func anchorFactoriesRecordTheirCaller() {
    let (a, b) = (UIView(), UIView())
    var made: [(NSLayoutConstraint, Int)] = []
    made.append((a.leadingAnchor.constraint(equalTo: b.leadingAnchor), #line))
    made.append((a.topAnchor.constraint(greaterThanOrEqualTo: b.topAnchor), #line))
    made.append((a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor), #line))
    made.append((a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 1), #line))
    made.append((a.topAnchor.constraint(greaterThanOrEqualTo: b.topAnchor, constant: 1), #line))
    made.append((a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor, constant: 1), #line))
    for (constraint, line) in made {
      #expect(constraint.sourceLocation == here(line))
    }
  }

  // Strut: every NSLayoutDimension factory records the line that called it.
  @Test func dimensionFactoriesRecordTheirCaller() {
    let (a, b) = (UIView(), UIView())
    let (w, h) = (a.widthAnchor, b.heightAnchor)
    var made: [(NSLayoutConstraint, Int)] = []
    made.append((w.constraint(equalToConstant: 1), #line))
    made.append((w.constraint(greaterThanOrEqualToConstant: 1), #line))
    made.append((w.constraint(lessThanOrEqualToConstant: 1), #line))
    made.append((w.constraint(equalTo: h, multiplier: 2), #line))
    made.append((w.constraint(greaterThanOrEqualTo: h, multiplier: 2), #line))
    made.append((w.constraint(lessThanOrEqualTo: h, multiplier: 2), #line))
    made.append((w.constraint(equalTo: h, multiplier: 2, constant: 1), #line))
    made.append((w.constraint(greaterThanOrEqualTo: h, multiplier: 2, constant: 1), #line))
    made.append((w.constraint(lessThanOrEqualTo: h, multiplier: 2, constant: 1), #line))
    for (constraint, line) in made {
      #expect(constraint.sourceLocation == here(line))
    }
  }

  // Strut: the system-spacing factories and offset dimensions record their caller too.
  @Test func systemSpacingAndOffsetFactoriesRecordTheirCaller() {
    let (a, b) = (UIView(), UIView())
    let (x, y) = (a.trailingAnchor, a.bottomAnchor)
    var made: [(NSLayoutConstraint, Int)] = []
    made.append((b.leadingAnchor.constraint(equalToSystemSpacingAfter: x, multiplier: 1), #line))
    made.append(
      (b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: x, multiplier: 1), #line))
    made.append(
      (b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: x, multiplier: 1), #line))
    made.append((b.topAnchor.constraint(equalToSystemSpacingBelow: y, multiplier: 1), #line))
    made.append(
      (b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: y, multiplier: 1), #line))
    made.append(
      (b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: y, multiplier: 1), #line))
    let gap = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
    made.append((gap.constraint(equalToConstant: 8), #line))
    for (constraint, line) in made {
      #expect(constraint.sourceLocation == here(line))
    }
  }

  // Strut: a helper that forwards file: and line: makes its caller the constraint's source.
  @Test func forwardingHelpersReportTheirCaller() {
    let view = UIView()
    let (constraint, line) = (pinWidth(of: view), #line)
    #expect(constraint.sourceLocation == here(line))
  }

  private func pinWidth(
    of view: UIView, file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    view.widthAnchor.constraint(equalToConstant: 100, file: file, line: line)
  }
}

// Constraints UIKit makes (autoresizing, encapsulated size, content size) have no source
// location: reports point at the app's lines, never into Strut's own sources.
@Test func generatedConstraintsHaveNoSourceLocation() {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  root.addSubview(child)
  let label = UILabel()
  label.text = "Hi"
  label.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(label)
  let pin = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
  pin.isActive = true
  root.layoutIfNeeded()
  let generated =
    root.constraintsAffectingLayout(for: .horizontal)
    + child.constraintsAffectingLayout(for: .horizontal)
    + label.constraintsAffectingLayout(for: .horizontal)
  #expect(generated.contains { $0 !== pin })
  for constraint in generated where constraint !== pin {
    #expect(constraint.sourceLocation == nil, "\(constraint)")
  }
  #expect(pin.sourceLocation?.fileID.hasSuffix("SourceLocationTests.swift") == true)
}
