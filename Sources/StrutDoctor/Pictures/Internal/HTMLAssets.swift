/// The inline style sheet and player script of ``HTMLPage``.
///
/// Both are fixed text, so pages are identical from run to run, and both are inline, so a page
/// opened from disk, offline or in a sandboxed viewer, shows everything.
enum HTMLAssets {
  /// The style sheet.
  ///
  /// Film steps are all shown by default; the script adds `playing` to a film, which then
  /// shows only the current step, so a page without scripts still lists every step.
  static let style = """
    body { margin: 24px; font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Helvetica Neue", \
    Helvetica, Arial, sans-serif; color: #1c1c1e; background: #f2f2f7; }
    h1 { font-size: 22px; margin: 0 0 8px; }
    h2 { font-size: 17px; margin: 28px 0 8px; }
    p { max-width: 60em; color: #3c3c43; }
    .row, .steps { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .steps { list-style: none; margin: 0; padding: 0; }
    .panel, .step { margin: 0; padding: 8px; background: #ffffff; border: 1px solid #d1d1d6; \
    border-radius: 8px; }
    figure { margin: 0; }
    figcaption { font-weight: 600; margin: 0 0 6px; }
    svg { display: block; max-width: 100%; height: auto; }
    table.frames { border-collapse: collapse; margin-top: 8px; font: 12px/1.3 ui-monospace, \
    Menlo, Consolas, monospace; }
    table.frames th, table.frames td { padding: 1px 6px; text-align: right; \
    border-bottom: 1px solid #e5e5ea; white-space: nowrap; }
    table.frames th:first-child, table.frames td.name, table.frames td.text { text-align: left; }
    table.frames tr.hidden td { color: #8e8e93; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 20px; list-style: none; padding: 0; \
    margin: 8px 0; color: #3c3c43; }
    .legend svg { display: inline-block; vertical-align: middle; margin-right: 4px; }
    .player { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
    .player[hidden] { display: none; }
    .film.playing .step { display: none; }
    .film.playing .step.current { display: block; }
    """

  /// The player: for each film, shows the controls, then one step at a time.
  static let script = """
    document.querySelectorAll(".film").forEach(function (film) {
      var steps = film.querySelectorAll(".step");
      var player = film.querySelector(".player");
      var scrub = film.querySelector(".scrub");
      var play = film.querySelector(".play");
      var when = film.querySelector(".when");
      var timer = null;
      if (steps.length === 0 || !player) { return; }
      function show(index) {
        steps.forEach(function (step, other) { step.classList.toggle("current", other === index); });
        scrub.value = String(index);
        when.textContent = steps[index].getAttribute("data-label");
      }
      function stop() {
        if (timer !== null) { clearInterval(timer); timer = null; }
        play.textContent = "Play";
      }
      scrub.addEventListener("input", function () { stop(); show(Number(scrub.value)); });
      play.addEventListener("click", function () {
        if (timer !== null) { stop(); return; }
        var index = Number(scrub.value) >= steps.length - 1 ? 0 : Number(scrub.value);
        show(index);
        play.textContent = "Pause";
        timer = setInterval(function () {
          if (index >= steps.length - 1) { stop(); return; }
          index += 1;
          show(index);
        }, 150);
      });
      film.classList.add("playing");
      player.hidden = false;
      show(0);
    });
    """
}
