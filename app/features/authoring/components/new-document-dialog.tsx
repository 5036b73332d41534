import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";

/**
 * « Nouveau document »'s confirmation, fetched at the first click (document-shell.tsx):
 * the dialog's code (~10 KB) is not the form page's.
 */
export function NewDocumentDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{"Commencer un nouveau document\u00a0?"}</DialogTitle>
        <DialogDescription>
          Le formulaire sera vidé et le brouillon enregistré dans ce navigateur sera effacé.
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onConfirm}>Effacer et recommencer</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
