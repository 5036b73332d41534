import { MessageCircle } from "lucide-react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { WhatsappCard } from "#app/features/whatsapp/route.server.ts";

/**
 * « Envoyer par WhatsApp »: a plain form opening its answer in a new tab (WhatsApp's chat,
 * the message prefilled), so the page stays; it reads its history again a moment later.
 * Without JavaScript it works the same; the history shows at the next visit.
 * Connected to WhatsApp Business (ADR 045), the server sends it with the PDF: the form
 * posts in this tab and the page comes back with the line in its history.
 */
function WhatsappForm({
  number,
  className,
  children,
}: {
  number: string;
  className?: string;
  children: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <form
      method="post"
      action={`/documents/${encodeURIComponent(number)}?whatsapp`}
      target="_blank"
      onSubmit={() => {
        window.setTimeout(() => void revalidator.revalidate(), 1500);
      }}
      className={className}
    >
      {children}
    </form>
  );
}

/** The document's page: the button and the number it goes to, or why not. */
export function WhatsappSend({ number, card }: { number: string; card: WhatsappCard }) {
  return (
    <div className="mt-5 border-t pt-4" data-testid="whatsapp-send">
      {"refusal" in card ? (
        <p className="text-sm text-muted-foreground">
          <MessageCircle className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
          {card.refusal}
        </p>
      ) : card.api ? (
        <form
          method="post"
          action={`/documents/${encodeURIComponent(number)}?whatsapp`}
          className="flex flex-wrap items-center gap-3"
        >
          <Button type="submit" variant="outline">
            <MessageCircle aria-hidden="true" /> Envoyer par WhatsApp
          </Button>
          <span className="text-sm text-muted-foreground">{`au ${card.to}, avec le PDF et le lien du document`}</span>
        </form>
      ) : (
        <WhatsappForm number={number} className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline">
            <MessageCircle aria-hidden="true" /> Envoyer par WhatsApp
          </Button>
          <span className="text-sm text-muted-foreground">{`au ${card.to}, avec le lien du document`}</span>
        </WhatsappForm>
      )}
    </div>
  );
}

/** A row of a list (the client's page): an icon button named after the document. */
export function WhatsappSendButton({
  number,
  label,
  api,
}: {
  number: string;
  label: string;
  /** WhatsApp Business sends from the server: the page itself takes the answer (a toast). */
  api?: boolean;
}) {
  const Wrapper = api ? ApiForm : WhatsappForm;
  return (
    <Wrapper number={number}>
      <Button
        type="submit"
        variant="outline"
        size="icon"
        aria-label={`Envoyer ${label} par WhatsApp`}
        title="Envoyer par WhatsApp"
      >
        <MessageCircle aria-hidden="true" />
      </Button>
    </Wrapper>
  );
}

function ApiForm({ number, children }: { number: string; children: React.ReactNode }) {
  return (
    <form method="post" action={`/documents/${encodeURIComponent(number)}?whatsapp`}>
      {children}
    </form>
  );
}

/** The client book: a chat with the client's mobile, no message (a plain link). */
export function WhatsappChat({ to, href }: { to: string; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {`Écrire sur WhatsApp au ${to}`}
    </a>
  );
}

/** « À vérifier » seen to: leaves « À faire » (ADR 045), the history says who checked. */
export function WhatsappCheckButton({ number, message }: { number: string; message: string }) {
  return (
    <form
      method="post"
      action={`/documents/${encodeURIComponent(number)}?whatsapp-verifie`}
      className="mt-1"
    >
      <input type="hidden" name="message" value={message} />
      <Button type="submit" variant="outline" size="sm">
        Marquer comme vérifié
      </Button>
    </form>
  );
}
