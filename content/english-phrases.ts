// English phrases the articles borrow (WCAG 3.1.2, language of parts): the
// compiler wraps each occurrence in running text in <span lang="en">, so a
// screen reader pronounces it in English. Code is never touched. Product names
// (React, Figma) and words French has adopted (« framework », « responsive »)
// are not listed. Longest first wins: "design tokens" before "tokens".
export const ENGLISH_PHRASES = [
  "Web Content Accessibility Guidelines",
  "Design Tokens Community Group",
  "template literal types",
  "container queries",
  "design tokens",
  "design system",
  "mobile first",
  "card sorting",
  "variable fonts",
  "branded types",
  "type guard",
  "glassmorphism",
  "wallet",
  "tokens",
];
