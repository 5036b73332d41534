import { Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * /equipe, the Gérant's only: a member's internal cost per hour (the margins read it).
 * A plain form to /equipe?cout; empty removes it.
 */
export function MemberCostForm({
  member,
  cost,
}: {
  member: { id: string; name: string };
  cost: number | undefined;
}) {
  return (
    <Form method="post" action="/equipe?cout" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="cost" />
      <input type="hidden" name="userId" value={member.id} />
      <label className="grid gap-1 text-xs font-medium">
        Coût interne de {member.name} (F CFA par heure)
        <input
          name="hourlyCost"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={cost === undefined ? "" : String(cost)}
          className="h-10 w-40 rounded-md border border-input bg-background px-2 text-sm"
        />
      </label>
      <Button type="submit" variant="outline">
        <Save aria-hidden="true" /> Enregistrer le coût
      </Button>
    </Form>
  );
}
