// The icons and colours of an installed app: the public site's manifest and the studio's
// (ADR 041) show the same ones.

export const APP_COLORS = { background_color: "#fbfcfd", theme_color: "#0b1f3a" } as const;

export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;
