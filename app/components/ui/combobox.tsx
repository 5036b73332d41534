import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "#app/lib/utils.ts";
import { Input } from "./input.tsx";

// An editable combobox with a list of suggestions (WAI-ARIA APG « combobox with
// listbox popup », list autocomplete): what is typed stays free text; suggestions
// come from a resource route (`source?q=…`, JSON `{ suggestions: [...] }`), fetched
// a moment after the last keystroke. ↓ / ↑ move through them, Enter chooses,
// Escape closes; the focus stays in the input (aria-activedescendant).

const DEBOUNCE_MS = 200;

export type ComboboxProps<T> = {
  /** The resource route, e.g. "/clients/suggestions". */
  source: string;
  /** Each suggestion's stable key. */
  keyOf: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  /** The suggestion chosen (Enter or click); the input is given to write into. */
  onChoose: (item: T, input: HTMLInputElement) => void;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Fewer characters typed: no fetch. */
  minChars?: number;
  className?: string;
} & Omit<ComponentProps<"input">, "role" | "className">;

export function Combobox<T>({
  source,
  keyOf,
  renderOption,
  onChoose,
  listLabel,
  minChars = 2,
  className,
  id,
  onKeyDown,
  onBlur,
  onInput,
  ...input
}: ComboboxProps<T> & { id: string }) {
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // While a chosen suggestion is written in: those input events look nothing up.
  const choosing = useRef(false);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  function close() {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    setOpen(false);
    setActive(-1);
  }

  function lookUp(q: string) {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    if (q.trim().length < minChars) {
      setItems([]);
      setOpen(false);
      setActive(-1);
      return;
    }
    timer.current = window.setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      fetch(`${source}?${new URLSearchParams({ q })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ suggestions?: T[] }>) : null))
        .then((body) => {
          if (controller.signal.aborted) return;
          const found = body?.suggestions ?? [];
          setItems(found);
          setActive(-1);
          setOpen(found.length > 0 && document.activeElement === inputRef.current);
        })
        // Offline, aborted or refused: no suggestions, typing goes on.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  }

  function choose(index: number) {
    const item = items[index];
    const element = inputRef.current;
    if (item === undefined || !element) return;
    close();
    choosing.current = true;
    try {
      onChoose(item, element);
    } finally {
      choosing.current = false;
    }
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          if (items.length > 0) {
            setOpen(true);
            setActive(0);
          } else lookUp(event.currentTarget.value);
        } else setActive((i) => (i + 1) % items.length);
        break;
      case "ArrowUp":
        if (!open) break;
        event.preventDefault();
        setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
        break;
      case "Enter":
        // Enter on a suggestion chooses it; otherwise the form behaves as usual.
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const expanded = open && items.length > 0;
  return (
    <div className={cn("relative", className)}>
      <Input
        {...input}
        ref={inputRef}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        onInput={(event) => {
          onInput?.(event);
          if (!choosing.current) lookUp(event.currentTarget.value);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          close();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input: the click chooses, the blur does not close first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => setActive(index)}
            className="cursor-pointer rounded-sm px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground aria-selected:[&_*]:text-accent-foreground"
          >
            {renderOption(item)}
          </li>
        ))}
      </ul>
      <span className="sr-only" aria-live="polite">
        {expanded
          ? `${items.length} suggestion${items.length > 1 ? "s" : ""}, flèches haut et bas pour choisir`
          : ""}
      </span>
    </div>
  );
}

/**
 * Writes a value into a form's input as if typed (an input event), so that the
 * form library keeps it: used to fill fields from a chosen suggestion.
 */
export function typeInto(element: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!element || element.value === value) return;
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}
