// Chinese in a browser without a CJK font (docs/PORTAL.md, "Chinese in every browser"), run in
// the page's <head>, before any text is laid out: it draws 黑 in the pages' own font stack;
// drawn as the missing-glyph box (the same pixels as U+10FFFD, a code point no font has) or
// with hardly more ink than 一 (a box showing the character's code, as some browsers draw it),
// it marks the page (html.cjk-font), whose font stacks then end in the portal's font
// (portal.css's @font-face: /static/cjk.otf, 1.3 MB, portal/cjkfont.py). A browser that draws
// Chinese never names it, so never downloads it. (Named after the text was laid out, the font
// left some of it drawn as boxes in Chromium.)
(function () {
  "use strict";
  const root = document.documentElement;
  const STACK = 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans GB", ' +
    '"Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", ' +
    '"WenQuanYi Micro Hei", sans-serif';  // portal.css's body, without the portal's font
  function drawn(ch) {
    const canvas = document.createElement("canvas");
    canvas.width = 48; canvas.height = 48;
    const g = canvas.getContext("2d");
    g.font = "32px " + STACK; g.textBaseline = "top"; g.fillStyle = "#000";
    g.fillText(ch, 4, 4);
    return g.getImageData(0, 0, 48, 48).data;
  }
  function ink(data) {
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 127) n += 1;
    return n;
  }
  function same(a, b) {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  let missing = false;
  try {
    const hei = drawn("黑");
    missing = same(hei, drawn("\u{10FFFD}")) || ink(hei) < 2 * ink(drawn("一"));
  } catch (e) { /* no canvas to ask: the page stays as it is */ }
  if (!missing) { root.dataset.cjkFont = "system"; return; }
  root.classList.add("cjk-font");
  root.dataset.cjkFont = "loading";
  function done() {
    if (!document.fonts) { root.dataset.cjkFont = "loaded"; return; }
    document.fonts.load('16px "Blackhorse CJK"', "黑").then(
      function (faces) {
        root.classList.add("cjk-font-loaded");
        root.dataset.cjkFont = faces.length ? "loaded" : "failed";
      },
      function () { root.dataset.cjkFont = "failed"; });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", done);
  else done();
})();
