// The enaml-like workload as data: `perf/enaml_like.json` in the shared corpus (the constraint
// list of kiwi's benchmarks/enaml_like_benchmark.cpp), read with JSONSerialization.

import Foundation
import StrutSolver

/// The enaml-like system with variable names resolved to indices, so that a build does no
/// string work.
struct EnamlCorpus {
  struct Edit {
    var variable: Int
    var priority: Priority
  }

  struct Spec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority
  }

  /// Variable names, in order of first appearance (edit variables first).
  var names: [String] = []
  var edits: [Edit] = []
  var constraints: [Spec] = []
  /// The (width, height) sizes of the a2 cycle.
  var cycle: [(width: Double, height: Double)] = []

  /// kiwi's strengths mapped to UIKit priorities (performance.md §2).
  static let priorities: [String: Priority] = [
    "required": .required, "strong": 999, "smedium": 700, "mmedium": 510, "medium": 500,
    "weak": 10,
  ]

  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads `<corpus>/perf/enaml_like.json`.
  init(corpusDirectory: String) throws {
    let path = corpusDirectory + "/perf/enaml_like.json"
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FormatError(description: "cannot read \(path) (pass --corpus DIR)")
    }
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let edits = root["edit_variables"] as? [[Any]],
      let cycle = root["suggest_cycle"] as? [[Any]],
      let constraints = root["constraints"] as? [[String: Any]]
    else { throw FormatError(description: "\(path): unexpected layout") }

    var index: [String: Int] = [:]
    func variable(_ name: String) -> Int {
      if let known = index[name] { return known }
      index[name] = names.count
      names.append(name)
      return names.count - 1
    }
    func priority(_ strength: Any?) throws -> Priority {
      guard let name = strength as? String, let priority = Self.priorities[name] else {
        throw FormatError(description: "\(path): unknown strength \(String(describing: strength))")
      }
      return priority
    }
    func number(_ value: Any?) throws -> Double {
      guard let number = value as? NSNumber else {
        throw FormatError(description: "\(path): not a number: \(String(describing: value))")
      }
      return number.doubleValue
    }

    for edit in edits {
      guard edit.count == 2, let name = edit[0] as? String else {
        throw FormatError(description: "\(path): bad edit variable \(edit)")
      }
      self.edits.append(Edit(variable: variable(name), priority: try priority(edit[1])))
    }
    for size in cycle {
      guard size.count == 2 else { throw FormatError(description: "\(path): bad size \(size)") }
      self.cycle.append((try number(size[0]), try number(size[1])))
    }
    for constraint in constraints {
      guard let terms = constraint["terms"] as? [[Any]], let op = constraint["op"] as? String
      else { throw FormatError(description: "\(path): bad constraint \(constraint)") }
      let relation: Relation
      switch op {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw FormatError(description: "\(path): bad operator \(op)")
      }
      var resolved: [(variable: Int, coefficient: Double)] = []
      for term in terms {
        guard term.count == 2, let name = term[0] as? String else {
          throw FormatError(description: "\(path): bad term \(term)")
        }
        resolved.append((variable(name), try number(term[1])))
      }
      self.constraints.append(
        Spec(
          terms: resolved, constant: try number(constraint["constant"]), relation: relation,
          priority: try priority(constraint["strength"])))
    }
  }
}
