import { unreadLabel, type NotificationView } from "#app/features/notifications/kinds.ts";

// The bell's live side (ADR 042), plain DOM and loaded apart once the page runs, so the
// studio's first load carries only the bell's markup: the stream from `seq`, the count
// followed, the newest notification said in the polite live region with « Voir ».

type Incoming = { notification: NotificationView; unread: number | null };

const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function show(live: HTMLElement, n: NotificationView) {
  const card = element(
    "div",
    "flex items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg",
  );
  const text = element("div", "min-w-0 flex-1");
  text.append(element("p", "font-semibold [overflow-wrap:anywhere]", n.title));
  if (n.body)
    text.append(
      element("p", "mt-0.5 text-sm text-muted-foreground [overflow-wrap:anywhere]", n.body),
    );
  const open = element(
    "a",
    "mt-2 inline-flex text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline",
    "Voir",
  );
  open.href = `/notifications/ouvrir/${encodeURIComponent(n.id)}`;
  text.append(open);
  const close = element(
    "button",
    "rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground",
  );
  close.type = "button";
  close.setAttribute("aria-label", "Fermer la notification");
  close.innerHTML = CLOSE_ICON;
  close.addEventListener("click", () => live.replaceChildren());
  card.append(text, close);
  live.replaceChildren(card);
}

/** Listens from `seq`; returns what stops it (the page's shell goes). */
export function startBell(bell: HTMLAnchorElement, live: HTMLElement, seq: number): () => void {
  const badge = bell.querySelector<HTMLElement>("[data-bell-count]");
  const source = new EventSource(`/notifications/flux?depuis=${seq}`);
  let count = Number(badge?.dataset.bellCount ?? 0);
  source.addEventListener("open", () => bell.setAttribute("data-live", "ouvert"));
  source.addEventListener("error", () => bell.removeAttribute("data-live"));
  source.addEventListener("notification", (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as Incoming;
    count = data.unread ?? count + 1;
    bell.setAttribute("aria-label", unreadLabel(count));
    if (badge) {
      badge.dataset.bellCount = String(count);
      badge.textContent = count > 99 ? "99+" : String(count);
      badge.hidden = count === 0;
    }
    show(live, data.notification);
  });
  return () => source.close();
}
