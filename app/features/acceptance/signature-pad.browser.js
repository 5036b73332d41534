// The drawn signature of « Bon pour accord » (ADR 028), served after signature_pad's
// own file by /d/signature.js and loaded only by /d/<token>/accepter, with the
// page's nonce. The page works without it: the pad stays hidden and the form is sent
// without a signature. With it, each stroke fills the hidden field with a PNG.
(function () {
  var box = document.querySelector("[data-signature]");
  var input = document.querySelector('input[name="signature"]');
  var Pad = globalThis.SignaturePad;
  if (!box || !input || typeof Pad !== "function") return;
  var canvas = box.querySelector("canvas");
  var clear = box.querySelector("[data-signature-clear]");
  box.hidden = false;
  var pad = new Pad(canvas, { penColor: "#0b1f3a", minWidth: 0.8, maxWidth: 2.6 });
  function save() {
    input.value = pad.isEmpty() ? "" : pad.toDataURL("image/png");
    clear.disabled = pad.isEmpty();
  }
  // The canvas drawn at the screen's density (at most 2: the server bounds the PNG).
  var width = 0;
  function fit() {
    if (canvas.offsetWidth === width) return;
    width = canvas.offsetWidth;
    var ratio = Math.min(window.devicePixelRatio || 1, 2);
    var strokes = pad.toData();
    canvas.width = Math.round(canvas.offsetWidth * ratio);
    canvas.height = Math.round(canvas.offsetHeight * ratio);
    canvas.getContext("2d").scale(ratio, ratio);
    pad.clear();
    pad.fromData(strokes);
    save();
  }
  pad.addEventListener("endStroke", save);
  clear.addEventListener("click", function () {
    pad.clear();
    save();
  });
  window.addEventListener("resize", fit);
  fit();
})();
