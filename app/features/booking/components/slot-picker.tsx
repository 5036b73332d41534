import { Link } from "react-router";
import { FieldError } from "#app/components/forms/fields.tsx";
import { cn } from "#app/lib/utils.ts";
import type { DayChoice } from "#app/features/booking/types.ts";

/**
 * The days with free slots as links (`?jour=`: a new page, no script) and the chosen
 * day's slots as radio buttons, inside the form that posts them.
 */
export function SlotPicker({
  choice,
  base,
  name = "slot",
  error,
  checked,
}: {
  choice: DayChoice;
  /** The page's path, to which `?jour=` is added. */
  base: string;
  name?: string;
  error?: string | null;
  checked?: string | null;
}) {
  if (choice.days.length === 0) {
    return (
      <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-testid="no-slots">
        Aucun créneau libre dans les 14 prochains jours. Écrivez-nous depuis la page{" "}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-2">
          Contact
        </Link>
        {"\u00a0"}: nous vous proposerons un moment.
      </p>
    );
  }
  const errorId = `${name}-error`;
  return (
    <div className="grid gap-4">
      <nav aria-label="Jours disponibles">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {choice.days.map((d) => (
            <li key={d.day}>
              <Link
                to={`${base}?jour=${d.day}#creneaux`}
                aria-current={d.day === choice.day ? "date" : undefined}
                className={cn(
                  "flex min-h-11 flex-col justify-center rounded-lg border px-3 py-1.5 text-sm",
                  d.day === choice.day
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-card hover:border-primary",
                )}
              >
                <span className="font-medium">{d.label}</span>
                <span className="text-xs opacity-80">
                  {d.count} créneau{d.count > 1 ? "x" : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <fieldset
        id="creneaux"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="mb-3 font-semibold">
          Heure de l'appel — {choice.dayLabel} (heure de Dakar)
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="slots">
          {choice.slots.map((s, i) => (
            <label
              key={s.value}
              className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border bg-card text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={s.value}
                required={i === 0}
                defaultChecked={s.value === checked}
                className="sr-only"
              />
              {s.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    </div>
  );
}
