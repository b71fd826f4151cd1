import Foundation

/// UIKit's console message for a mutually exclusive set, byte for byte (uikit-semantics.md E8,
/// the modern iOS 10+ form).
struct UnsatisfiableConstraintsMessage {
  let constraints: [NSLayoutConstraint]
  let broken: NSLayoutConstraint?

  var text: String {
    let hasAutoresizing = constraints.contains { $0 is NSAutoresizingMaskLayoutConstraint }
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if hasAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    let listed = constraints.map { "    \"\($0.description)\"" }
    lines.append(listed.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(broken?.description ?? "")
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
        + "debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.")
    return lines.joined(separator: "\n")
  }
}
