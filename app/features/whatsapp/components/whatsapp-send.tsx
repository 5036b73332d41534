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
export function WhatsappSend({ number, card }: { number: string; card: WhatsappCard }) {
  const revalidator = useRevalidator();
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
        <form
          method="post"
          action={`/documents/${encodeURIComponent(number)}?whatsapp`}
          target="_blank"
          onSubmit={() => {
            window.setTimeout(() => void revalidator.revalidate(), 1500);
          }}
          className="flex flex-wrap items-center gap-3"
        >
          <Button type="submit" variant="outline">
            <MessageCircle aria-hidden="true" /> Envoyer par WhatsApp
          </Button>
          <span className="text-sm text-muted-foreground">{`au ${card.to}, avec le lien du document`}</span>
        </form>
      )}
    </div>
  );
}
