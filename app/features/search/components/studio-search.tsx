import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { SearchAnswer, SearchGroup } from "#app/features/search/types.ts";

// The studio bar's « Rechercher » (ADR 039): a form that sends `q` to /recherche (so it
// works without JavaScript), enhanced into the WAI-ARIA combobox with a grouped listbox
// popup: results a moment after the last keystroke (/recherche.json, a stale request
// aborted), ↓ / ↑ move, Enter opens, Escape closes, Ctrl K / ⌘ K comes here from
// anywhere. The focus stays in the field (aria-activedescendant). Kept small: the shell,
// and so this, is on every studio page.

const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

type Option = { href: string; title: string; detail?: string };
type Found = { q: string; groups: { group: SearchGroup; first: number }[]; options: Option[] };

function found(answer: SearchAnswer): Found {
  const options: Option[] = [];
  const groups = (answer.groups ?? [])
    .filter((g) => g.hits.length > 0)
    .map((group) => {
      const first = options.length;
      options.push(...group.hits);
      return { group, first };
    });
  if (options.length > 0) {
    options.push({
      href: `/recherche?${new URLSearchParams({ q: answer.q })}`,
      title: `Tous les résultats pour «\u00a0${answer.q}\u00a0»`,
    });
  }
  return { q: answer.q, groups, options };
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The field in the studio's bar (from 768 px; a link to /recherche below, StudioSearchLink). */
export function StudioSearch() {
  const id = useId();
  const listId = `${id}-liste`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const [result, setResult] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shortcut, setShortcut] = useState("Ctrl K");
  const navigate = useNavigate();

  useEffect(() => {
    if (isMac()) setShortcut("⌘ K");
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey)
        return;
      event.preventDefault();
      const field = input.current;
      // Under 768 px the field is hidden: the results page has one.
      if (!field || field.offsetParent === null) return void navigate("/recherche");
      field.focus();
      field.select();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.clearTimeout(timer.current);
      pending.current?.abort();
    };
  }, [navigate]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function lookUp(q: string) {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    if (q.trim().length < MIN_CHARS) {
      setResult(null);
      close();
      return;
    }
    timer.current = window.setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      fetch(`/recherche.json?${new URLSearchParams({ q })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((res) => (res.ok ? (res.json() as Promise<SearchAnswer>) : null))
        .then((answer) => {
          if (controller.signal.aborted || !answer) return;
          setResult(found(answer));
          setActive(-1);
          setOpen(document.activeElement === input.current);
        })
        // Offline, aborted or refused: nothing shown; Enter still opens the results page.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  }

  function choose(option: Option) {
    close();
    setResult(null);
    if (input.current) input.current.value = "";
    input.current?.blur();
    void navigate(option.href);
  }

  const options = result?.options ?? [];
  const expanded = open && options.length > 0;

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (options.length === 0) return lookUp(event.currentTarget.value);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((i) =>
          i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
        );
        return;
      }
      case "Enter": {
        const option = expanded ? options[active] : undefined;
        // No option chosen: the form goes to the results page, as without JavaScript.
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (event.currentTarget.value) {
          event.currentTarget.value = "";
          setResult(null);
        }
        return;
    }
  }

  return (
    <form
      method="get"
      action="/recherche"
      role="search"
      className="relative hidden w-full max-w-md md:block"
      onSubmit={close}
    >
      <label htmlFor={id} className="sr-only">
        Rechercher dans le studio
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder="Rechercher…"
        className="h-9 w-full rounded-md border border-input bg-background pl-9 pr-16 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-search-cancel-button]:hidden"
        onInput={(e) => lookUp(e.currentTarget.value)}
        onKeyDown={keyDown}
        onFocus={() => result && setOpen(true)}
        onBlur={() => close()}
      />
      <kbd
        className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border bg-muted px-1.5 py-0.5 font-sans text-xs text-muted-foreground"
        aria-hidden="true"
      >
        {shortcut}
      </kbd>
      <p className="sr-only" role="status">
        {result && open
          ? options.length > 0
            ? `${options.length - 1}\u00a0résultats affichés`
            : `Aucun résultat pour «\u00a0${result.q}\u00a0»`
          : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Résultats de la recherche"
        hidden={!expanded}
        className="absolute left-0 top-full z-50 mt-1 max-h-[min(32rem,calc(100dvh-5rem))] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {result?.groups.map(({ group, first }) => (
          <ul key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <li
              role="presentation"
              id={`${id}-${group.key}`}
              className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
            >
              {group.label} ({group.total.toLocaleString("fr-FR")})
            </li>
            {group.hits.map((hit, k) => (
              <OptionItem
                key={hit.href}
                id={optionId(first + k)}
                option={hit}
                active={active === first + k}
                onChoose={choose}
              />
            ))}
          </ul>
        ))}
        {options.length > 0 ? (
          <ul role="group" aria-label="Page des résultats" className="mt-1 border-t pt-1">
            <OptionItem
              id={optionId(options.length - 1)}
              option={options[options.length - 1]!}
              active={active === options.length - 1}
              onChoose={choose}
            />
          </ul>
        ) : null}
      </div>
    </form>
  );
}

function OptionItem({
  id,
  option,
  active,
  onChoose,
}: {
  id: string;
  option: Option;
  active: boolean;
  onChoose: (option: Option) => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Chosen on mousedown: the field's blur (which closes the list) comes after.
      onMouseDown={(e) => {
        e.preventDefault();
        onChoose(option);
      }}
      className={`cursor-pointer rounded-sm px-2 py-1.5 text-sm ${active ? "bg-accent text-accent-foreground" : "hover:bg-muted"}`}
    >
      <span className="block truncate font-medium">{option.title}</span>
      {option.detail ? (
        <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
      ) : null}
    </li>
  );
}

/** Under 768 px: « Rechercher » is the results page, a link (its own field). */
export function StudioSearchLink() {
  return (
    <Link
      to="/recherche"
      aria-label="Rechercher"
      className="flex size-10 items-center justify-center rounded-md transition-colors hover:bg-muted md:hidden"
    >
      <Search className="size-5" aria-hidden="true" />
    </Link>
  );
}
