import type { FieldMeta } from "#app/components/forms/fields.tsx";

/**
 * A value the page does not show but keeps in the form, as typed: a rate whose
 * box is unticked, the other kind of document's terms or stamp, the
 * architecture while it is not included. Shown again, its field starts from it,
 * and the draft and « Générer » still have it. A box is « on » when ticked; an
 * unticked one sends nothing, as in the browser. Only name and value: a hidden
 * input takes no constraint (`required`…) nor ARIA attribute.
 */
export function KeptValue({ meta }: { meta: FieldMeta }) {
  if (typeof meta.value !== "string") return null;
  return <input type="hidden" name={meta.name} form={meta.formId} value={meta.value} />;
}
