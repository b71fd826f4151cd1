import Foundation
import Strut
import StrutDoctor
import Testing

/// Films of recorded animations (issue #6 item 3, "can play the recorded animation"): the tree
/// drawn at evenly spaced times between the earliest begin and the latest end.
@Suite("Pictures: animation films")
struct AnimationFilmTests {
  // Issue #6 item 3: a film of N steps has N + 1 frames, from the animation's begin time to its
  // end time, evenly spaced.
  @Test func framesSpanTheAnimationEvenly() throws {
    let (root, _, right) = PictureFixtures.hidingAnimation()
    let animation = try #require(right.frameAnimation)
    let film = AnimationFilm(title: "Hiding", recording: root, steps: 4)
    #expect(film.frames.map(\.fraction) == [0, 0.25, 0.5, 0.75, 1])
    #expect(film.frames.first?.time == animation.beginTime)
    #expect(film.frames.last?.time == animation.endTime)
    let span = try #require(AnimationFilm.timeSpan(of: root))
    #expect(span == animation.beginTime...animation.endTime)
  }

  // Issue #6 item 3: each frame draws the presentation frames of its time: the collapsing view
  // starts at its old frame, passes through intermediate ones, and is gone at the end (it is
  // hidden once its collapse is over), when the other view has the whole width.
  @Test func framesShowThePresentationFramesOfTheirTime() throws {
    let (root, left, right) = PictureFixtures.hidingAnimation()
    let film = AnimationFilm(title: "Hiding", recording: root, steps: 4)
    let first = try #require(film.frames.first)
    let middle = film.frames[2]
    let last = try #require(film.frames.last)
    let start = try #require(right.frameAnimation?.fromValue)
    #expect(first.svg.contains(rect(start)))
    let halfway = right.presentationFrame(at: middle.time)
    #expect(halfway != start && halfway != right.frame)
    #expect(middle.svg.contains(rect(halfway)))
    #expect(middle.svg.contains("UIView#right"))
    #expect(!last.svg.contains("UIView#right"))
    #expect(last.svg.contains(rect(left.frame)))
    #expect(left.frame.width == 200)
  }

  // Issue #6 item 3: films draw no constraints, even when the renderer asks for them: frames in
  // motion do not satisfy them.
  @Test func filmsDrawNoConstraints() {
    let (root, _, _) = PictureFixtures.hidingAnimation()
    let film = AnimationFilm(
      title: "Hiding", recording: root, steps: 2, renderer: SVGRenderer(constraints: .all))
    #expect(film.frames.allSatisfy { !$0.svg.contains("class=\"constraints\"") })
  }

  // Issue #6 item 3: a tree with no running animation films as one frame, as it is now.
  @Test func treeWithoutAnimationGivesOneFrame() {
    let card = PictureFixtures.Card()
    #expect(AnimationFilm.timeSpan(of: card.root) == nil)
    let film = AnimationFilm(title: "Still", recording: card.root)
    #expect(film.frames.count == 1)
    #expect(film.frames.first?.svg == SVGRenderer().render(card.root))
  }

  // Issue #6 item 3: the span covers a delayed animation to its end, and a fade (alpha).
  @Test func spanCoversDelaysAndFades() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let fading = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    root.addSubview(box)
    root.addSubview(fading)
    UIView.animate(withDuration: 0.2, delay: 0.1, options: []) { box.frame.origin.x = 50 }
    UIView.animate(withDuration: 0.5) { fading.alpha = 0 }
    let span = try #require(AnimationFilm.timeSpan(of: root))
    #expect(span.lowerBound == 0)
    #expect(abs(span.upperBound - 0.5) < 1e-9)
    fading.accessibilityIdentifier = "fading"
    let film = AnimationFilm(title: "Fade", recording: root, steps: 2)
    let halfway = try #require(SVGInspection.group(named: "UIView#fading", in: film.frames[1].svg))
    let opacity = try #require(SVGInspection.attribute("opacity", of: halfway).flatMap(Double.init))
    #expect(opacity > 0 && opacity < 1)
  }

  /// The outline rectangle of a frame in a picture whose root sits at the origin.
  private func rect(_ frame: CGRect) -> String {
    let values = [frame.minX, frame.minY, frame.width, frame.height].map { value -> String in
      let hundredths = (value * 100).rounded()
      let whole = hundredths / 100
      return whole == whole.rounded() ? String(Int(whole)) : String(format: "%g", whole)
    }
    return "x=\"\(values[0])\" y=\"\(values[1])\" width=\"\(values[2])\" height=\"\(values[3])\""
  }
}
