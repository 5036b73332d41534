// The blog's list while the next one is fetched (docs/product.md §2: skeletons while
// real work is pending): a category or a search starts a page load, and until the
// new page shows, the six skeletons of the page's template stand in for the cards.

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function mount(browser: HTMLElement) {
  const results = browser.querySelector<HTMLElement>("[data-results]");
  const status = browser.querySelector<HTMLElement>("[data-status]");
  const template = browser.querySelector<HTMLTemplateElement>("template[data-skeletons]");
  if (!results || !status || !template) return;
  const cards = [...results.childNodes];
  const found = status.textContent;

  const loading = () => {
    results.replaceChildren(template.content.cloneNode(true));
    status.textContent = browser.dataset.loading ?? "";
  };

  browser.querySelector("nav")?.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (!link || !plainClick(event) || link.target) return;
    loading();
  });
  browser.querySelector("form")?.addEventListener("submit", loading);

  // Back to this page from the next (the browser kept it as it was): the cards again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    results.replaceChildren(...cards);
    status.textContent = found;
  });
}
