import Foundation
import StrutSolver

/// The Auto Layout engine of one root view: turns the tree's constraints into a ``Solver`` and
/// its solution into frames.
///
/// A full pass gathers every constraint the tree asks for (installed constraints, content-size,
/// autoresizing, root-frame and guide constraints), keyed by the `NSLayoutConstraint` they come
/// from, and brings the solver to that set by difference: an unchanged constraint stays, a
/// changed one is replaced in place (keeping its place in insertion order, which decides ties,
/// E5), and the solver re-solves incrementally from its last solution.
///
/// When only constraints changed (a constant, a priority, activation) or only the root's frame,
/// the pass brings just those to the solver (``updateChanges(of:)``): a relayout then costs
/// what changed, not the size of the tree.
final class LayoutEngine {
  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The solver of the tree's constraints.
  ///
  /// It and ``installed`` are read and changed once per constraint in every pass, and the
  /// runtime's exclusivity check of each such access cost 1.5% of a first layout's
  /// instructions: they go unchecked, as no access to either spans a call back into the engine
  /// (`instructions.sh`, layout-stack-1000 and layout-cells-1000 with ``NSLayoutConstraint``'s
  /// two engine slots unchecked too: 0.985 and 0.980 of the instructions).
  @exclusivity(unchecked) var solver = Solver()
  /// Set when something other than a constraint changed: the next pass gathers the whole tree.
  ///
  /// That is the hierarchy, an intrinsic size, margins and the like. A new engine has gathered
  /// nothing yet.
  @exclusivity(unchecked) var isDirty = true
  /// Set when the root's frame changes; unless ``isDirty`` is set too, the next pass only moves
  /// the root's frame constraints.
  @exclusivity(unchecked) var isRootFrameDirty = false
  /// Set by `setNeedsUpdateConstraints()`: the next pass runs the update-constraints phase.
  @exclusivity(unchecked) var needsConstraintsUpdate = false
  /// The constraints changed since the last pass, in the order they changed, while
  /// ``isDirty`` is not set.
  @exclusivity(unchecked) private(set) var changedConstraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) private var changedIDs: Set<ObjectIdentifier> = []
  /// Constraints gathered with the root's edge as a constant (a multiplied position measured
  /// from the root): a new root frame gathers them again.
  @exclusivity(unchecked) private var rootEdgeConstraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) private var rootEdgeIDs: Set<ObjectIdentifier> = []
  /// This engine's number, unique in the process: items carry it as a stamp
  /// (``LayoutItemStorage/declaringEngine``) and constraints in their slot
  /// (``InstalledConstraints``) instead of living in its tables.
  let serial: Int
  /// Unchecked, as ``solver`` is.
  @exclusivity(unchecked) private var installed: InstalledConstraints
  /// How many installed optional constraints each view holds, by view: a new optional
  /// constraint's place in insertion order (E5) is before the next of them in the tree, and
  /// past the last holder there is none to find (see ``addInTreeOrder(_:root:)``).
  @exclusivity(unchecked) private var optionalCounts: [ObjectIdentifier: Int] = [:]
  /// The view each installed optional part was counted under.
  @exclusivity(unchecked) private var optionalHolders:
    [InstalledConstraints.Source: ObjectIdentifier] = [:]
  @exclusivity(unchecked) private var nextOrder = 0
  @exclusivity(unchecked) private var itemCount = 0
  /// The conflicts met so far, oldest first.
  @exclusivity(unchecked) private(set) var conflicts: [UnsatisfiableConstraints] = []
  /// The views the last full pass still moved when it stopped re-solving, with how far the last
  /// solve moved each: empty when the pass settled (see `LayoutPass.maximumMarginRounds`).
  @exclusivity(unchecked) var feedbackLoopMoves: [ObjectIdentifier: CGFloat] = [:]
  /// Whether a view of the tree the last full pass gathered preserves its superview's layout
  /// margins, which are then read from frames (E13).
  ///
  /// Any change that could alter it (the hierarchy, the property) makes the engine dirty, so a
  /// pass that only brings changed constraints can trust it without walking the tree again.
  @exclusivity(unchecked) private(set) var preservesSuperviewMarginsInTree = false

  /// A part of an `NSLayoutConstraint` in the solver form a pass wants for it.
  typealias Wanted = (owner: NSLayoutConstraint, part: Int, spec: ConstraintSpec)

  /// The parts of a constraint one gathering pass has met.
  ///
  /// Each pass takes a number unique in the process (``nextSerial()``), so a mark left by
  /// another engine or an earlier pass means none.
  struct GatherMark {
    var pass = 0
    var parts: UInt8 = 0

    /// Marks `part` as met in the pass; false if it already was.
    mutating func insert(part: Int, pass: Int) -> Bool {
      if self.pass != pass { self = GatherMark(pass: pass) }
      let bit: UInt8 = 1 << UInt8(part)
      guard parts & bit == 0 else { return false }
      parts |= bit
      return true
    }

    /// Whether the pass met `part`.
    func contains(part: Int, pass: Int) -> Bool {
      self.pass == pass && parts & (1 << UInt8(part)) != 0
    }
  }

  private static let serialLock = NSLock()
  nonisolated(unsafe) private static var lastSerial = 0

  /// A number no engine and no gathering pass of this process has had.
  static func nextSerial() -> Int {
    serialLock.lock()
    defer { serialLock.unlock() }
    lastSerial += 1
    return lastSerial
  }

  init() {
    serial = LayoutEngine.nextSerial()
    installed = InstalledConstraints(engine: serial)
  }

  deinit {
    installed.releaseSlots()
  }

  /// Whether the last solution is current: nothing changed since the last pass.
  var isCurrent: Bool {
    !isDirty && !isRootFrameDirty && !needsConstraintsUpdate && changedConstraints.isEmpty
  }

  /// Records that an installed constraint changed; the next pass brings it to the solver.
  func noteChange(of constraint: NSLayoutConstraint) {
    guard !isDirty, changedIDs.insert(ObjectIdentifier(constraint)).inserted else { return }
    changedConstraints.append(constraint)
  }

  /// Records that a constraint holds the root's edge as a constant.
  func noteRootEdge(in constraint: NSLayoutConstraint) {
    if rootEdgeIDs.insert(ObjectIdentifier(constraint)).inserted {
      rootEdgeConstraints.append(constraint)
    }
  }

  private func forgetChanges() {
    changedConstraints.removeAll()
    changedIDs.removeAll()
  }

  // MARK: Variables

  /// The item's four variables, made (sizes declared non-negative, E6c) on first use.
  ///
  /// A safe-area guide's sizes are not declared: insets taller than their view leave the guide
  /// a negative height, as Xcode lays out a 40-point freeform view under a 44-point sensor
  /// housing (the guide's center 2 points above the view's bottom, not on it).
  func variables(
    of storage: LayoutItemStorage, name: @autoclosure () -> String, sizesMayBeNegative: Bool = false
  ) -> ItemVariables {
    if let variables = storage.variables {
      // Variables made by another engine (the item moved to another tree) are declared here too.
      if storage.declaringEngine != serial {
        if !sizesMayBeNegative { declareSizesNonNegative(variables) }
        storage.declaringEngine = serial
      }
      return variables
    }
    let name = name()
    let variables = ItemVariables(
      minX: Variable(name, suffix: ".minX"), minY: Variable(name, suffix: ".minY"),
      width: Variable(name, suffix: ".Width"), height: Variable(name, suffix: ".Height"))
    if !sizesMayBeNegative { declareSizesNonNegative(variables) }
    storage.declaringEngine = serial
    storage.variables = variables
    itemCount += 1
    storage.address = 0x7fa0_0000_0000 + UInt64(itemCount) * 0x100
    return variables
  }

  private func declareSizesNonNegative(_ variables: ItemVariables) {
    try? solver.requireNonNegative(variables.width)
    try? solver.requireNonNegative(variables.height)
  }

  /// The solved value of a variable.
  func value(_ variable: Variable) -> CGFloat {
    CGFloat(solver.value(of: variable))
  }

  // MARK: The pass

  /// Brings the solver to the constraints `root`'s tree asks for, then solves.
  ///
  /// `pinsRootFrame` and `extra` are for measuring (E12): a subtree solved as a root of free
  /// size, with the fitting targets after the tree's own constraints.
  func update(root: UIView, pinsRootFrame: Bool = true, extra: [NSLayoutConstraint] = []) {
    isDirty = false
    isRootFrameDirty = false
    forgetChanges()
    if installed.count == 0 {
      firstUpdate(root: root, pinsRootFrame: pinsRootFrame, extra: extra)
      return
    }
    var wanted: [Wanted] = []
    let pass = LayoutEngine.nextSerial()
    let nested = gather(root, pass: pass, pinsRootFrame: pinsRootFrame, extra: extra) {
      wanted.append($0)
    }
    // Stale constraints are found with the set as well when the marks cannot be trusted.
    let seen = nested ? Self.removeRepeats(from: &wanted) : nil
    // After the pass the tables hold what was wanted.
    installed.reserveCapacity(wanted.count)
    solver.reserveCapacity(wanted.count)
    let stale = installed.all.filter { entry in
      !(seen?.contains(entry.source)
        ?? entry.owner.gatherMark.contains(part: entry.part, pass: pass))
    }.sorted {
      $0.order < $1.order
    }
    for entry in stale {
      try? solver.remove(entry.constraint)
      uninstall(entry.owner, part: entry.part)
    }
    // Required constraints go in before optional ones (performance.md §3, direction 5): the
    // solver then defines positions and sizes by the required structure first, instead of
    // re-deriving it through every content-size row. Within each group the tree's order stays,
    // so ties between optional constraints (E5) keep their order.
    // Indices, not copies of the tuples: a first pass over 10,000 cells gathers 200,000
    // constraints, and each copy of that list was megabytes of fresh pages.
    let requiredFirst =
      wanted.indices.filter { wanted[$0].spec.priority >= 1000 }
      + wanted.indices.filter { wanted[$0].spec.priority < 1000 }
    // A new optional constraint that the tree puts before ones already in the solver (a view
    // inserted in front of laid-out siblings) goes in before them, so ties still follow the
    // tree's order (E5, S4).
    var successors = [StrutSolver.Constraint?](repeating: nil, count: wanted.count)
    var next: StrutSolver.Constraint? = nil
    for index in requiredFirst.reversed() {
      successors[index] = next
      let (owner, part, spec) = wanted[index]
      if spec.priority < 1000, let current = installed[owner, part] { next = current.constraint }
    }
    var appended: [Int] = []
    for index in requiredFirst {
      let (owner, part, spec) = wanted[index]
      if installed[owner, part] != nil {
        bring(owner, part, to: spec)
      } else if spec.priority < 1000 && successors[index] == nil {
        appended.append(index)
      } else {
        add(owner, part, spec, before: spec.priority < 1000 ? successors[index] : nil)
      }
    }
    addOptional(appended.lazy.map { wanted[$0] })
    solver.updateVariables()
  }

  /// The first pass of an engine, which has nothing installed: nothing is stale or changed,
  /// and each required constraint goes to the solver as the gather meets it, while its view
  /// and variables are still in the cache, instead of after the whole tree is gathered.
  ///
  /// The order is the later passes' all the same: required constraints in the tree's order,
  /// then the optional ones in one batch (see ``update(root:pinsRootFrame:extra:)``).
  private func firstUpdate(root: UIView, pinsRootFrame: Bool, extra: [NSLayoutConstraint]) {
    // The tables grow once: about one constraint per installed one, and a few generated per
    // view (content size, autoresizing). The list of views is the gather's too, counted as it
    // is made: each walk of 30,000 views costs a cache miss per view once the tree no longer
    // fits the cache.
    var views: [UIView] = []
    var estimate = extra.count
    ConstraintGatherer.forEachView(of: root) { view in
      views.append(view)
      estimate += view.installedConstraints.count + 4
      return true
    }
    installed.reserveCapacity(estimate)
    solver.reserveCapacity(estimate)
    var optional: [Wanted] = []
    let nested = gather(
      root, views: views, pass: LayoutEngine.nextSerial(), pinsRootFrame: pinsRootFrame,
      extra: extra
    ) { wanted in
      let (owner, part, spec) = wanted
      if spec.priority < 1000 {
        optional.append(wanted)
      } else if installed[owner, part] == nil {
        // The table, not the mark, is the check that a nested gather cannot undo.
        add(owner, part, spec)
      }
    }
    if nested { _ = Self.removeRepeats(from: &optional) }
    addOptional(optional)
    solver.updateVariables()
  }

  /// Gathers the tree, passing each part of a constraint the first time the pass meets it;
  /// returns whether another gather ran inside this one.
  ///
  /// Such a gather (a view measuring a subtree from its intrinsic size) marks the constraints
  /// it meets with its own pass: this pass then cannot trust the marks, and the caller finds
  /// repeats with ``removeRepeats(from:)`` instead.
  private func gather(
    _ root: UIView, views: [UIView]? = nil, pass: Int, pinsRootFrame: Bool,
    extra: [NSLayoutConstraint], _ body: (Wanted) -> Void
  ) -> Bool {
    let gatherer = ConstraintGatherer(
      engine: self, pinsRootFrame: pinsRootFrame, extraConstraints: extra)
    let started = GatherNesting.begin()
    preservesSuperviewMarginsInTree = gatherer.gather(
      views ?? ConstraintGatherer.views(of: root)
    ) { owner, part, spec in
      guard owner.gatherMark.insert(part: part, pass: pass) else { return }
      body((owner, part, spec))
    }
    return GatherNesting.end(started)
  }

  /// Keeps the first of each repeated part; returns the parts kept.
  private static func removeRepeats(from wanted: inout [Wanted])
    -> Set<InstalledConstraints.Source>
  {
    var seen: Set<InstalledConstraints.Source> = []
    wanted.removeAll { !seen.insert(InstalledConstraints.Source($0.owner, part: $0.part)).inserted }
    return seen
  }

  /// Adds new optional constraints after every other, in order, in one batch: the solver then
  /// picks the cheapest order to insert them in, while ties (E5) still follow this order.
  private func addOptional(_ batch: some Collection<Wanted>) {
    let batch = Array(batch)
    let constraints = batch.map { owner, part, spec in
      let constraint = spec.makeConstraint()
      install(constraint, owner, part: part)
      return constraint
    }
    for (constraint, error) in solver.add(contentsOf: constraints) {
      let (owner, part, _) = batch[constraints.firstIndex { $0 === constraint }!]
      uninstall(owner, part: part)
      StrutLog.log("Strut: could not add \(owner): \(error)")
    }
  }

  /// Brings the changed constraints and the root's frame to the solver without gathering the
  /// tree, then solves.
  ///
  /// A deactivated constraint leaves the solver, a changed one is replaced in place, and a new
  /// one goes where the full pass would put it: last if required; if optional, just before the
  /// first optional constraint in the solver that follows it in the tree's order, so that ties
  /// (E5) still follow that order. Finding that place walks the tree's installed constraints,
  /// which is cheap next to gathering the tree.
  func updateChanges(of root: UIView) {
    let gatherer = ConstraintGatherer(engine: self)
    var changes: [(owner: NSLayoutConstraint, part: Int, spec: ConstraintSpec?)] = []
    var newOptional: [Wanted] = []
    for constraint in changedConstraints {
      var spec: ConstraintSpec? = nil
      if constraint.isActive, constraint.installedOn?.rootView === root {
        gatherer.installed(constraint) { _, _, made in spec = made }
      }
      if let spec, spec.priority < 1000, installed[constraint, 0] == nil {
        newOptional.append((constraint, 0, spec))
      } else {
        changes.append((constraint, 0, spec))
      }
    }
    forgetChanges()
    if isRootFrameDirty {
      isRootFrameDirty = false
      gatherer.rootFrame(root) { owner, part, spec in
        changes.append((owner, part, spec))
      }
      let measuredFromRoot = rootEdgeConstraints
      (rootEdgeConstraints, rootEdgeIDs) = ([], [])
      for constraint in measuredFromRoot
      where constraint.isActive && constraint.installedOn === root {
        gatherer.installed(constraint) { owner, part, spec in changes.append((owner, part, spec)) }
      }
    }
    replaceRepinnedEdges(in: &changes)
    for (owner, part, spec) in changes {
      if let spec {
        if installed[owner, part] == nil {
          add(owner, part, spec)
        } else {
          bring(owner, part, to: spec)
        }
      } else if let entry = installed[owner, part] {
        try? solver.remove(entry.constraint)
        uninstall(owner, part: part)
      }
    }
    if !newOptional.isEmpty { addInTreeOrder(newOptional, root: root) }
    solver.updateVariables()
  }

  /// Replaces in place each required equality that goes by a new one pinning the same edge of
  /// the same item, and takes both out of `changes`.
  ///
  /// A stack view whose arranged view hides swaps `next.leading == hidden.trailing + s` for
  /// `next.leading == previous.trailing + s`: removing one and adding the other each rewrite
  /// the long rows that span the stack, where changing the first into the second in place
  /// (``StrutSolver/Solver/replace(_:with:)``) touches the few rows that mention it. The pair
  /// goes first; should the new constraint not hold yet (the old ones still in place), the
  /// solver is left as it was and both keep their turn, so that a conflict is met, and
  /// reported, where a removal and an insertion would meet it.
  private func replaceRepinnedEdges(
    in changes: inout [(owner: NSLayoutConstraint, part: Int, spec: ConstraintSpec?)]
  ) {
    func isRequiredEquality(_ spec: ConstraintSpec) -> Bool {
      spec.relation == .equal && spec.priority >= 1000
    }
    var leaving: [Int] = []
    for (index, change) in changes.enumerated() where change.spec == nil {
      if let entry = installed[change.owner, change.part], isRequiredEquality(entry.spec),
        !solver.isBroken(entry.constraint)
      {
        leaving.append(index)
      }
    }
    guard !leaving.isEmpty else { return }
    var replaced: Set<Int> = []
    for (index, change) in changes.enumerated() {
      guard let spec = change.spec, isRequiredEquality(spec),
        installed[change.owner, change.part] == nil,
        let match = leaving.first(where: { old in
          !replaced.contains(old) && changes[old].part == change.part
            && changes[old].owner.firstItem === change.owner.firstItem
            && changes[old].owner.firstAttribute == change.owner.firstAttribute
        }),
        let old = installed[changes[match].owner, change.part]
      else { continue }
      pinFirst(itemsBroughtIn: change.owner, replacing: changes[match].owner, in: changes) {
        replaced.insert($0)
      }
      let constraint = spec.makeConstraint()
      // The new constraint is the app's newest, as a removal and an insertion would leave it
      // (a conflict's break policy weighs the order, E7).
      guard (try? solver.replace(old.constraint, with: constraint, keepingPlace: false)) != nil
      else { continue }
      uninstall(changes[match].owner, part: change.part)
      install(constraint, change.owner, part: change.part)
      replaced.formUnion([match, index])
    }
    guard !replaced.isEmpty else { return }
    changes = changes.indices.filter { !replaced.contains($0) }.map { changes[$0] }
  }

  /// Adds the incoming required equalities that pin an edge of an item `new` brings into the
  /// layout in place of `old` (the view a stack view shows again, which `new` puts between two
  /// neighbours), before `new` replaces `old`; `handled` hears the index of each one added.
  ///
  /// Pinned first, the item hangs from one neighbour while only optional constraints hold it,
  /// and the replacement then routes the chain through it at the cost of a hide. Pinned after,
  /// its edge closes the chain again, and the dual simplex walks the row that spans the stack
  /// several times: showing one view of a 1,000-view stack cost nearly four times hiding it. An
  /// equality that does not hold yet is left to its turn, where a conflict is reported.
  private func pinFirst(
    itemsBroughtIn new: NSLayoutConstraint, replacing old: NSLayoutConstraint,
    in changes: [(owner: NSLayoutConstraint, part: Int, spec: ConstraintSpec?)],
    handled: (Int) -> Void
  ) {
    let oldItems = [old.firstItem, old.secondItem]
    let brought = [new.firstItem, new.secondItem].compactMap { $0 }.filter { item in
      !oldItems.contains { $0 === item }
    }
    guard !brought.isEmpty else { return }
    for (index, change) in changes.enumerated() {
      guard let spec = change.spec, spec.relation == .equal, spec.priority >= 1000,
        change.owner !== new, installed[change.owner, change.part] == nil,
        let item = change.owner.firstItem, brought.contains(where: { $0 === item })
      else { continue }
      let constraint = spec.makeConstraint()
      giveAddress(to: change.owner)
      guard (try? solver.add(constraint)) != nil else { continue }
      install(constraint, change.owner, part: change.part)
      handled(index)
    }
  }

  /// Adds new optional constraints in the places the full pass gives them (see
  /// ``updateChanges(of:)``).
  private func addInTreeOrder(
    _ changes: [Wanted], root: UIView
  ) {
    var new = Dictionary(uniqueKeysWithValues: changes.map { (ObjectIdentifier($0.owner), $0) })
    // Views that own no new constraint are passed over until one is pending: a stack view's
    // thousands of arrangement constraints are not read to place the one it just added. The
    // walk stops once every owner is passed and nothing is pending.
    var owned: [ObjectIdentifier: Int] = [:]
    for change in changes {
      if let view = change.owner.installedOn { owned[ObjectIdentifier(view), default: 0] += 1 }
    }
    var owners = owned.count
    // Past the last view that holds an optional constraint there is no successor to find: the
    // walk need not visit the thousand views after a stack whose view just hid.
    var holders = optionalCounts.count
    var pending: [Wanted] = []
    ConstraintGatherer.forEachView(of: root) { view in
      var owns = 0
      if owners > 0, let count = owned[ObjectIdentifier(view)] {
        owns = count
        owners -= 1
      }
      let isHolder = optionalCounts[ObjectIdentifier(view)] != nil
      defer { if isHolder { holders -= 1 } }
      guard owns > 0 || !pending.isEmpty else { return owners > 0 }
      let constraints = view.installedConstraints
      var start = 0
      if pending.isEmpty {
        // New constraints are added last: nothing before the first of them is needed.
        var found = 0
        start = constraints.count
        while start > 0 && found < owns {
          start -= 1
          if new[ObjectIdentifier(constraints[start])] != nil { found += 1 }
        }
      }
      for constraint in constraints[start...] where constraint.isActive {
        let id = ObjectIdentifier(constraint)
        if let change = new.removeValue(forKey: id) {
          pending.append(change)
        } else if !pending.isEmpty, let successor = installed[constraint, 0],
          !successor.constraint.priority.isRequired
        {
          for (owner, part, spec) in pending {
            add(owner, part, spec, before: successor.constraint)
          }
          pending.removeAll()
        }
      }
      return owners > 0 || !pending.isEmpty && holders > (isHolder ? 1 : 0)
    }
    // The walk meets every new constraint in its view; anything else goes last.
    addOptional(pending + changes.filter { new[ObjectIdentifier($0.owner)] != nil })
  }

  /// Brings an installed constraint to a new form, in its place in insertion order (E5).
  private func bring(_ owner: NSLayoutConstraint, _ part: Int, to spec: ConstraintSpec) {
    guard let current = installed[owner, part], current.spec != spec else { return }
    let constraint = spec.makeConstraint()
    do {
      // A conflict is resolved as when adding (E6), but the constraint keeps its place in
      // insertion order, so the console lists it where a fresh layout would.
      try solver.replace(current.constraint, with: constraint) { set in
        breakOne(of: set, adding: constraint, from: owner)
      }
    } catch {
      StrutLog.log("Strut: could not update \(owner): \(error)")
      return
    }
    installed.update(owner, part: part) { entry in entry.constraint = constraint }
    if current.constraint.priority.isRequired != constraint.priority.isRequired {
      uncountOptional(owner, part: part)
      countOptional(constraint, owner, part: part)
    }
  }

  /// UIKit's recovery for a conflict met while adding `constraint`, which comes from `owner`:
  /// the policy picks the constraint to break among `set` (E7), and the console gets UIKit's
  /// message (E8).
  ///
  /// A method the call sites wrap in a closure literal, not a factory of closures: the solver
  /// takes the closure without letting it escape, so a literal's context stays on the stack,
  /// where a returned closure was a heap allocation for every constraint added.
  private func breakOne(
    of set: [StrutSolver.Constraint], adding constraint: StrutSolver.Constraint,
    from owner: NSLayoutConstraint
  ) -> StrutSolver.Constraint {
    let owners = set.compactMap { self.owner(of: $0) ?? (($0 === constraint) ? owner : nil) }
    let victim = BreakPolicy.choose(among: owners)
    let conflict = UnsatisfiableConstraints(constraints: owners, broken: victim)
    conflicts.append(conflict)
    StrutLog.log(conflict.message)
    return set.first { (self.owner(of: $0) ?? owner) === victim } ?? constraint
  }

  /// Adds a constraint; an unsatisfiable required one is broken as UIKit does (E6), with
  /// UIKit's console message (E8).
  private func add(
    _ owner: NSLayoutConstraint, _ part: Int, _ spec: ConstraintSpec,
    before successor: StrutSolver.Constraint? = nil
  ) {
    let constraint = spec.makeConstraint()
    // Before the solver meets it: a conflict's console message prints the address.
    giveAddress(to: owner)
    if let successor, (try? solver.add(constraint, before: successor)) != nil {
      install(constraint, owner, part: part)
      return
    }
    do {
      try solver.add(constraint) { set in breakOne(of: set, adding: constraint, from: owner) }
    } catch {
      StrutLog.log("Strut: could not add \(owner): \(error)")
      return
    }
    install(constraint, owner, part: part)
  }

  /// Gives `owner` its pseudo-address, numbered in installation order, if it has none.
  private func giveAddress(to owner: NSLayoutConstraint) {
    if owner.address == 0 { owner.address = 0x6000_0000_0000 + UInt64(nextOrder + 1) * 0x50 }
  }

  /// Records a solver constraint as installed for `owner`'s part.
  private func install(
    _ constraint: StrutSolver.Constraint, _ owner: NSLayoutConstraint, part: Int
  ) {
    giveAddress(to: owner)
    installed.insert(
      InstalledConstraints.Entry(constraint: constraint, owner: owner, part: part, order: nextOrder)
    )
    nextOrder += 1
    countOptional(constraint, owner, part: part)
  }

  /// Forgets what is installed for `owner`'s part.
  private func uninstall(_ owner: NSLayoutConstraint, part: Int) {
    installed.remove(owner, part: part)
    uncountOptional(owner, part: part)
  }

  /// Counts an optional constraint under the view that holds it.
  private func countOptional(
    _ constraint: StrutSolver.Constraint, _ owner: NSLayoutConstraint, part: Int
  ) {
    guard !constraint.priority.isRequired, let holder = owner.installedOn else { return }
    let id = ObjectIdentifier(holder)
    optionalHolders[InstalledConstraints.Source(owner, part: part)] = id
    optionalCounts[id, default: 0] += 1
  }

  /// Takes back ``countOptional(_:_:part:)``, if it counted this part.
  private func uncountOptional(_ owner: NSLayoutConstraint, part: Int) {
    let source = InstalledConstraints.Source(owner, part: part)
    guard let id = optionalHolders.removeValue(forKey: source) else { return }
    if optionalCounts[id] == 1 {
      optionalCounts[id] = nil
    } else {
      optionalCounts[id]! -= 1
    }
  }

  /// The `NSLayoutConstraint` a solver constraint comes from.
  func owner(of constraint: StrutSolver.Constraint) -> NSLayoutConstraint? {
    installed.entry(for: constraint)?.owner
  }
}

/// Counts the gathers started on the current thread, so that a gather can tell whether another
/// one ran inside it (see ``LayoutEngine/GatherMark``).
enum GatherNesting {
  private static let key = "Strut.LayoutEngine.gathersStarted"

  private static var started: Int {
    get { Thread.current.threadDictionary[key] as? Int ?? 0 }
    set { Thread.current.threadDictionary[key] = newValue }
  }

  /// Notes that a gather starts; returns what ``end(_:)`` needs.
  static func begin() -> Int {
    started += 1
    return started
  }

  /// Whether another gather started on this thread since ``begin()`` returned `token`.
  static func end(_ token: Int) -> Bool {
    started != token
  }
}
