import { Download, FileOutput, FolderOpen, Loader2, Plus, Receipt } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

// The buttons the document forms share: add a row, « Générer », and what follows it.

/** After « Générer »: the document issued, to open in the register, download or convert. */
export function IssuedLinks({ number, convert = false }: { number: string; convert?: boolean }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`/documents/${number}`}>
          <FolderOpen aria-hidden="true" /> Ouvrir dans le registre
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/documents/${number}/pdf`} download>
          <Download aria-hidden="true" /> Télécharger le PDF
        </a>
      </Button>
      {convert ? (
        <Button asChild variant="accent" size="sm">
          <Link to={`/create-invoice?devis=${number}`}>
            <Receipt aria-hidden="true" /> Convertir en facture
          </Link>
        </Button>
      ) : null}
    </>
  );
}

/** « Générer … », and « Génération en cours... » while the server issues. */
export function GenerateButton({
  busy,
  disabled,
  label,
  className,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" className={className} disabled={disabled}>
      {busy ? <Loader2 className="animate-spin" /> : <FileOutput />}
      {busy ? "Génération en cours..." : label}
    </Button>
  );
}

/** « Ajouter … » under a list of rows; before hydration the click would do nothing: disabled. */
export function AddRowButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="outline" className="mt-4" disabled={disabled} onClick={onClick}>
      <Plus /> {children}
    </Button>
  );
}
