/** What a POST-only address answers to a GET (a form's or a script's endpoint, no page). */
export function methodNotAllowed(): Response {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
