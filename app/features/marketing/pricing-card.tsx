import { Check } from "#app/components/ui/icons/check.tsx";
import { Star } from "#app/components/ui/icons/star.tsx";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import type { PricingCard as PricingCardData } from "#content/types.ts";
import { ContentIcon } from "./icon.tsx";

/**
 * The list item around a card in a grid of cards. The card's five parts (head,
 * description, price, features, button) sit on rows shared with its neighbours
 * (CSS subgrid): side by side, the price rules and the buttons line up whatever
 * the length of each text.
 */
export const PRICING_ITEM = "row-span-5 grid grid-rows-subgrid gap-y-0";

/** One priced offer (docs/product.md, Services and Offers); its button pre-fills the contact form. */
export function PricingCard({ card, className }: { card: PricingCardData; className?: string }) {
  // useId rather than card.id: the same offer may appear twice on one page.
  const titleId = useId();
  const popular = card.isPopular === true;
  return (
    <article
      className={cn(
        "relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-card p-6 text-card-foreground sm:p-8",
        popular ? "border-2 border-primary shadow-xl shadow-primary/10" : "border shadow-sm",
        className,
      )}
    >
      {popular ? (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-accent px-3.5 py-1 text-xs font-bold uppercase tracking-wide text-accent-foreground shadow-sm">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          Populaire
        </p>
      ) : null}
      <div className="flex items-center gap-4">
        <span
          className={cn(
            "inline-flex size-12 shrink-0 items-center justify-center rounded-xl",
            popular ? "bg-primary text-primary-foreground" : "bg-primary/10 text-primary",
          )}
        >
          <ContentIcon name={card.icon} className="size-6" />
        </span>
        <h3 id={titleId} className="text-xl font-bold leading-snug tracking-tight">
          {card.title}
        </h3>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
      {card.price ? (
        <p className="mt-6 flex flex-col gap-0.5 border-y py-4">
          <span className="text-2xl font-extrabold tracking-tight">{card.price}</span>
          {card.priceDescription ? (
            <span className="text-sm font-medium text-muted-foreground">
              {card.priceDescription}
            </span>
          ) : null}
        </p>
      ) : (
        <span />
      )}
      <ul className="mt-6 mb-8 space-y-3 text-sm">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
              <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={popular ? "accent" : "default"} className="w-full">
        <Link to={`/contact?service=${encodeURIComponent(card.title)}`} aria-describedby={titleId}>
          Demander un devis
        </Link>
      </Button>
    </article>
  );
}
