import { ENGLISH } from "./english-words.ts";
import { registerLanguage } from "./languages.ts";

// Imported for its effect: English printed at once, without waiting (ADR 055). For the
// server (PDF, e-mails) and the client page /d/<token>, which renders on the server and
// hydrates in the browser with the same words; the staff's forms and document page
// fetch English instead, only for an English document (loadLanguage).
registerLanguage("en", ENGLISH);
