import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "#app/lib/utils.ts";

// Classes add up, they are not merged (app/lib/utils.ts): each property is set by
// one part only (base, variant, size), and a caller's className sets none of them
// (class-conflicts.test.ts reads every use).
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 focus-visible:outline-ring",
        accent:
          "bg-accent text-accent-foreground shadow-sm hover:bg-accent/90 focus-visible:outline-ring",
        // The accent button on the brand navy (hero, page banners, call-to-action bands).
        accentOnDark:
          "bg-accent text-accent-foreground shadow-sm hover:bg-accent/90 focus-visible:outline-white",
        destructive:
          "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 focus-visible:outline-ring",
        outline: "border border-input bg-background hover:bg-muted focus-visible:outline-ring",
        secondary:
          "bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-visible:outline-ring",
        ghost: "hover:bg-muted focus-visible:outline-ring",
        link: "text-primary underline-offset-4 hover:underline focus-visible:outline-ring",
        // WhatsApp's green, darkened so white text passes 4.5:1.
        whatsapp: "bg-[#137a45] text-white shadow-sm hover:bg-[#0f6a3b] focus-visible:outline-ring",
        // The secondary button on the brand navy (hero, page banners, call-to-action bands).
        onDark:
          "border border-white/30 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white",
      },
      size: {
        default: "h-10 whitespace-nowrap rounded-md px-4 py-2 text-sm",
        sm: "h-9 whitespace-nowrap rounded-md px-3 text-sm",
        // The height of an input (h-11): a field and its button line up.
        lg: "h-11 whitespace-nowrap rounded-md px-6 text-base",
        icon: "size-10 whitespace-nowrap rounded-md text-sm",
        iconRound: "size-10 whitespace-nowrap rounded-full text-sm",
        // A label that may take two lines on a phone: the height grows with it.
        wrap: "min-h-10 whitespace-normal rounded-md px-4 py-2 text-sm",
        lgWrap: "min-h-11 whitespace-normal rounded-md px-6 py-2.5 text-center text-base",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, className }));
  return asChild ? (
    <Slot className={classes} {...props} />
  ) : (
    <button className={classes} {...props} />
  );
}

type Props = Record<string, unknown>;

/**
 * `asChild`: the button's props on its one child (a link, mostly), merged as
 * Radix's Slot merges them: the child's props win, except that both handlers run
 * (the child's first), styles merge and classes add up. Written here because
 * Radix's Slot cost every page 1 KB gzip for what the site needs of it (no ref
 * is ever given to an `asChild` button: the child's own ref, if any, is kept).
 */
function Slot({ children, ...slot }: ComponentProps<"button">) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  const given = slot as Props;
  const merged: Props = { ...given, ...child.props };
  for (const [name, own] of Object.entries(child.props)) {
    const theirs = given[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof theirs === "function" && typeof own === "function") {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = own(...args);
          theirs(...args);
          return result;
        };
      } else if (theirs) merged[name] = theirs;
    } else if (name === "style") merged.style = { ...(theirs as object), ...(own as object) };
    else if (name === "className") merged.className = [theirs, own].filter(Boolean).join(" ");
  }
  return cloneElement(child, merged);
}
