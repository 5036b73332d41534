import type { SearchAnswer, SearchHit } from "#app/features/search/types.ts";

// The studio bar's field (studio-search.tsx) made the WAI-ARIA combobox with a grouped
// listbox popup (ADR 039), once the page runs: results a moment after the last keystroke
// (/recherche.json, a stale request aborted), ↓ / ↑ move, Enter opens the option (none
// chosen: the results page), Escape closes then empties; Ctrl K / ⌘ K comes here from
// anywhere in the studio. The focus stays in the field (aria-activedescendant). Plain DOM,
// fetched apart from the shell's script: what is added here is React's no concern.

const DEBOUNCE_MS = 200;
const MIN_CHARS = 3;

type Option = Pick<SearchHit, "href" | "title"> & { detail?: string };

function element(tag: string, attributes: Record<string, string>, text?: string) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

/**
 * Makes `form`'s field a combobox; `go` opens a page (React Router's navigation). Returns
 * what undoes it (the shell leaving the page).
 */
export function enhance(form: HTMLFormElement, go: (to: string) => void): () => void {
  const field = form.elements.namedItem("q") as HTMLInputElement;
  field.id = "studio-q";
  const listId = `${field.id}-liste`;
  const attributes = {
    role: "combobox",
    autocomplete: "off",
    maxlength: "100",
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": listId,
    "aria-keyshortcuts": "Control+K Meta+K",
  };
  for (const [name, value] of Object.entries(attributes)) field.setAttribute(name, value);
  const shortcut = element(
    "kbd",
    { "aria-hidden": "true" },
    /Mac|iP/.test(navigator.platform) ? "⌘ K" : "Ctrl K",
  );
  const status = element("p", { class: "sr-only", role: "status" });
  const list = element("div", {
    id: listId,
    role: "listbox",
    "aria-label": "Résultats de la recherche",
  });
  list.hidden = true;
  form.append(shortcut, status, list);
  let options: Option[] = [];
  let active = -1;
  let timer: number | undefined;
  let pending: AbortController | undefined;

  const optionId = (i: number) => `${field.id}-option-${i}`;

  function activate(i: number) {
    active = i;
    list.querySelectorAll("[role=option]").forEach((node, k) => {
      node.setAttribute("aria-selected", String(k === i));
    });
    if (i < 0) return field.removeAttribute("aria-activedescendant");
    field.setAttribute("aria-activedescendant", optionId(i));
    document.getElementById(optionId(i))?.scrollIntoView({ block: "nearest" });
  }

  function show(open: boolean) {
    const expanded = open && options.length > 0;
    list.hidden = !expanded;
    field.setAttribute("aria-expanded", String(expanded));
    if (!expanded) activate(-1);
  }

  function optionItem(option: Option) {
    const i = options.push(option) - 1;
    const item = element("li", { role: "option", id: optionId(i), "aria-selected": "false" });
    item.append(element("span", {}, option.title));
    if (option.detail) item.append(element("span", {}, option.detail));
    // On mousedown: the field's blur, which closes the list, comes after.
    item.addEventListener("mousedown", (event) => {
      event.preventDefault();
      choose(i);
    });
    return item;
  }

  function render(answer: SearchAnswer) {
    options = [];
    list.replaceChildren();
    for (const group of answer.groups ?? []) {
      if (group.hits.length === 0) continue;
      const labelId = `${field.id}-${group.key}`;
      const node = element("ul", { role: "group", "aria-labelledby": labelId });
      node.append(
        element("li", { role: "presentation", id: labelId }, `${group.label} (${group.totalText})`),
      );
      for (const hit of group.hits) node.append(optionItem(hit));
      list.append(node);
    }
    const quoted = `«\u00a0${answer.q}\u00a0»`;
    if (options.length > 0) {
      const all = element("ul", { role: "group", "aria-label": "Page des résultats" });
      all.append(
        optionItem({ href: resultsPage(answer.q), title: `Tous les résultats pour ${quoted}` }),
      );
      list.append(all);
    }
    status.textContent =
      options.length > 0
        ? `${options.length - 1}\u00a0résultats affichés`
        : `Aucun résultat pour ${quoted}`;
  }

  const resultsPage = (q: string) => `/recherche?${new URLSearchParams({ q })}`;

  function lookUp() {
    const q = field.value;
    window.clearTimeout(timer);
    pending?.abort();
    if (q.trim().length < MIN_CHARS) {
      options = [];
      status.textContent = "";
      return show(false);
    }
    timer = window.setTimeout(() => {
      const controller = new AbortController();
      pending = controller;
      fetch(`/recherche.json?${new URLSearchParams({ q })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((res) => (res.ok ? (res.json() as Promise<SearchAnswer>) : null))
        .then((answer) => {
          if (controller.signal.aborted || !answer) return;
          render(answer);
          show(document.activeElement === field);
        })
        // Offline, aborted or refused: nothing shown; Enter still opens the results page.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  }

  function choose(i: number) {
    const option = options[i];
    if (!option) return;
    show(false);
    field.value = "";
    options = [];
    field.blur();
    go(option.href);
  }

  field.addEventListener("input", lookUp);
  field.addEventListener("focus", () => show(true));
  field.addEventListener("blur", () => show(false));
  field.addEventListener("keydown", (event) => {
    const expanded = !list.hidden;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (options.length === 0) return lookUp();
        const step = event.key === "ArrowDown" ? 1 : -1;
        if (!expanded) show(true);
        const n = options.length;
        return activate(active < 0 && step < 0 ? n - 1 : (active + step + n) % n);
      }
      case "Enter":
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case "Escape":
        event.preventDefault();
        if (expanded) return show(false);
        field.value = "";
        lookUp();
        return;
    }
  });
  // No option chosen: the results page, without reloading the studio.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show(false);
    go(resultsPage(field.value));
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    // Under 768 px the field is hidden: the results page has its own.
    if (!field.offsetParent) return go("/recherche");
    field.focus();
    field.select();
  };
  window.addEventListener("keydown", onKey);
  if (field.value) lookUp();
  return () => {
    window.removeEventListener("keydown", onKey);
    window.clearTimeout(timer);
    pending?.abort();
    for (const name of Object.keys(attributes)) field.removeAttribute(name);
    field.removeAttribute("aria-activedescendant");
    shortcut.remove();
    status.remove();
    list.remove();
  };
}
