import Foundation
import Strut

/// A recorded animation as a strip of pictures: the tree drawn at evenly spaced times, from the
/// start of its earliest animation to the end of its latest.
///
/// Strut records animations instead of playing them (see ``UIView/frameAnimation``), so a
/// film is made while they run: after the animation block, before the clock passes their end.
///
///     UIView.animate(withDuration: 0.25) {
///       todayButton.isHidden = true
///       root.layoutIfNeeded()
///     }
///     let film = AnimationFilm(title: "Hiding Today", recording: root, steps: 10)
///     film.frames.count   // 11: 0%, 10% … 100%
public struct AnimationFilm: Sendable, Hashable {
  /// One picture of the film.
  public struct Frame: Sendable, Hashable {
    /// The time shown, on the tree's animation clock.
    public var time: TimeInterval
    /// How far through the film the time is, from 0 to 1.
    public var fraction: Double
    /// The picture, an SVG document.
    public var svg: String

    /// A frame made elsewhere.
    ///
    /// - Parameters:
    ///   - time: The time shown.
    ///   - fraction: How far through the film it is, from 0 to 1.
    ///   - svg: The picture.
    public init(time: TimeInterval, fraction: Double, svg: String) {
      self.time = time
      self.fraction = fraction
      self.svg = svg
    }
  }

  /// The film's title.
  public var title: String
  /// The pictures, in time order.
  public var frames: [Frame]

  /// A film made elsewhere.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - frames: The pictures, in time order.
  public init(title: String, frames: [Frame]) {
    self.title = title
    self.frames = frames
  }

  /// Films the running animations of a tree.
  ///
  /// The tree is drawn `steps + 1` times, evenly from the earliest begin time to the latest end
  /// time of the frame and alpha animations running in it (see ``timeSpan(of:)``), each view at
  /// its presentation frame and opacity (``SVGRenderer/render(_:at:)``). With no animation
  /// running, the film has one frame: the tree as it is now. Constraints are not drawn: frames
  /// in motion do not satisfy them, and every line would be red.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - root: The tree's root.
  ///   - steps: How many intervals the time span is cut into; at least 1; 10 by default.
  ///   - renderer: How to draw each picture; its constraints and title are ignored.
  public init(
    title: String, recording root: UIView, steps: Int = 10, renderer: SVGRenderer = SVGRenderer()
  ) {
    var renderer = renderer
    renderer.constraints = .none
    renderer.title = nil
    guard let span = Self.timeSpan(of: root) else {
      let now = root.animationClock.now
      self.init(
        title: title, frames: [Frame(time: now, fraction: 1, svg: renderer.render(root, at: now))])
      return
    }
    let count = max(steps, 1)
    let frames = (0...count).map { step -> Frame in
      let fraction = Double(step) / Double(count)
      // The last step is the end exactly, not a sum that may fall just short of it.
      let time =
        step == count
        ? span.upperBound
        : span.lowerBound + (span.upperBound - span.lowerBound)
          * fraction
      return Frame(time: time, fraction: fraction, svg: renderer.render(root, at: time))
    }
    self.init(title: title, frames: frames)
  }

  /// From the earliest begin time to the latest end time of the frame and alpha animations
  /// running in a tree, or `nil` if none is running.
  ///
  /// - Parameter root: The tree's root.
  /// - Returns: The span, on the tree's animation clock.
  public static func timeSpan(of root: UIView) -> ClosedRange<TimeInterval>? {
    var begin = TimeInterval.infinity
    var end = -TimeInterval.infinity
    func visit(_ view: UIView) {
      if let record = view.frameAnimation {
        begin = min(begin, record.beginTime)
        end = max(end, record.endTime)
      }
      if let record = view.alphaAnimation {
        begin = min(begin, record.beginTime)
        end = max(end, record.endTime)
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return begin <= end ? begin...end : nil
  }
}
