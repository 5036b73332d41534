// `node --import tsx scripts/content-icons.ts`: writes public/images/content-icons.svg
// (tests/content-icons.ts), after a change of lucide-react or of the content's icons.
import { writeFileSync } from "node:fs";
import { CONTENT_ICONS_FILE, contentIconSprite } from "#tests/content-icons.ts";

writeFileSync(CONTENT_ICONS_FILE, contentIconSprite());
console.log(`${CONTENT_ICONS_FILE} écrit.`);
