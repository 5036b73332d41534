import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** « Page 2 sur 5 » between the links to the pages before and after (none when one page). */
export function Pager({
  page,
  pageCount,
  href,
  label,
  previous,
  next,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** The navigation's name: « Pages des demandes ». */
  label: string;
  previous: string;
  next: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={href(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" /> {previous}
          </Link>
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="w-full text-center text-sm text-muted-foreground max-sm:order-first sm:w-auto">
        {`Page ${page} sur ${pageCount}`}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline">
          <Link to={href(page + 1)} rel="next">
            {next} <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
