import Foundation
import Strut
import StrutDoctor
import StrutInterfaceBuilder

/// The doctor's findings for one Interface Builder file: its reading problems, then each root
/// examined at its stored size and across the doctor's widths.
struct FileCheck {
  let file: URL

  func findings() -> [Finding] {
    // The engine logs each conflict as UIKit would; here they are findings, not console noise.
    var result: [Finding] = []
    _ = StrutLog.messages { result = examine() }
    return result
  }

  private func examine() -> [Finding] {
    let document = CheckCommand.document(file, semantics: .runtime)
    let name = file.lastPathComponent
    var findings = document.diagnostics.map { diagnostic in
      Finding(
        rule: .unreadableInput, severity: severity(diagnostic.severity),
        message: diagnostic.message,
        subject: name,
        location: FindingLocation(
          file: diagnostic.location.path, line: diagnostic.location.line,
          column: diagnostic.location.column))
    }
    if document.roots.isEmpty, (try? Data(contentsOf: file)) == nil {
      findings.append(
        Finding(
          rule: .unreadableInput, severity: .error, message: "the file cannot be read",
          subject: name, location: FindingLocation(file: file.path, line: 1)))
    }
    for (index, root) in document.roots.enumerated() {
      var options = LayoutDoctor.Options()
      options.checksWobbleAtEveryWidth = false
      options.provesFixesAtEveryWidth = false
      let stored = root.storedFrame.width
      if stored > 0, !options.widths.contains(stored) { options.widths.insert(stored, at: 0) }
      let rootName = "\(name) › \(root.elementName)\(root.id.map { " \($0)" } ?? "")"
      let report = LayoutDoctor(options: options).examine(title: rootName) {
        let copy = CheckCommand.document(file, semantics: .runtime)
        return index < copy.roots.count ? copy.roots[index].view : UIView()
      }
      let rootLocation = FindingLocation(
        file: root.location.path, line: root.location.line, column: root.location.column)
      findings += report.findings.map { finding in
        Finding(
          rule: finding.rule, severity: finding.severity, message: finding.message,
          subject: "\(rootName) › \(finding.subject)", location: finding.location ?? rootLocation,
          relatedLocations: finding.relatedLocations, details: finding.details,
          fixIts: finding.fixIts)
      }
    }
    return findings
  }

  private func severity(_ severity: InterfaceBuilderDiagnostic.Severity) -> Severity {
    switch severity {
    case .note: .note
    case .warning: .warning
    case .error: .error
    }
  }
}
