import StrutSolver

/// The Auto Layout engine of one root view: turns the tree's constraints into a ``Solver`` and
/// its solution into frames.
final class LayoutEngine {
  var solver = Solver()
}
