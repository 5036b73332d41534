/**
 * A form-level error (not tied to one field), announced as soon as it appears. With
 * `island`, it is in the HTML even without a message (hidden), for the form's island
 * to fill when an answer comes without a new page.
 */
export function FormAlert({
  message,
  island = false,
}: {
  message?: string | null;
  island?: boolean;
}) {
  if (!message && !island) return null;
  return (
    <p
      role="alert"
      hidden={!message}
      data-form-alert=""
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  );
}
