import { create } from "qrcode";

/**
 * A QR code as the printed documents draw it: `size` modules a side and one SVG
 * path of its dark modules (one `h` run per row segment), drawn the same way by the
 * print page (inline SVG) and the PDF (react-pdf's <Path>), with no image to embed.
 */
export type QrCode = { size: number; path: string };

/** The QR code of a text (the client link), error correction M: a smudged print still reads. */
export function qrCode(text: string): QrCode {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}
