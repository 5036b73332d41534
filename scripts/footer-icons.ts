// `node --import tsx scripts/footer-icons.ts`: writes public/images/footer-icons.svg
// (tests/footer-icons.ts), after a change of the footer's icons.
import { writeFileSync } from "node:fs";
import { FOOTER_ICONS_FILE, footerIconSprite } from "#tests/footer-icons.ts";

writeFileSync(FOOTER_ICONS_FILE, footerIconSprite());
console.log(`${FOOTER_ICONS_FILE} écrit.`);
