import { redirect } from "react-router";

// docs/product.md §2 names the pricing page both /offers and /offres: the French spelling
// is a permanent alias, so links and search engines settle on one URL.
export function loader() {
  throw redirect("/offers", 301);
}
