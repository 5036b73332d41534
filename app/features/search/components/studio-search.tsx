import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";

// The studio bar's « Rechercher » (ADR 039): a form that sends `q` to /recherche, so it
// works without JavaScript. The shell, and so this, is on every studio page, held to a
// JavaScript budget: here only the markup; once the page runs, combobox.ts (fetched apart)
// makes the field the combobox and listens for Ctrl K / ⌘ K. Its look: app.css.

/** The field in the studio's bar (from 768 px; below, StudioSearchLink). */
export function StudioSearch() {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    void import("./combobox.ts").then((m) => {
      if (form.current) stop = m.enhance(form.current, (to) => void navigate(to));
    });
    return () => stop?.();
  }, [navigate]);
  return (
    <form ref={form} action="/recherche" role="search" className="studio-search">
      <input
        name="q"
        type="search"
        aria-label="Rechercher dans le studio"
        placeholder="Rechercher…"
      />
    </form>
  );
}

/** Under 768 px: « Rechercher » is the results page, a link (it has its own field). */
export function StudioSearchLink() {
  return <Link to="/recherche" aria-label="Rechercher" className="studio-search-link" />;
}
