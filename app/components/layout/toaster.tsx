import { Toaster as Sonner } from "sonner";
import { useTheme } from "./theme.tsx";

/**
 * Notifications in the page's corner, never over the header: bottom right on
 * wide screens, along the bottom on phones, above the « Retour en haut » button.
 */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      offset={{ bottom: "5.5rem", right: "1.25rem" }}
      mobileOffset={{ bottom: "5.25rem", left: "0.75rem", right: "0.75rem" }}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: "Fermer la notification" }}
    />
  );
}

/** The one door to toasts: features import `toast` from here, never from the library. */
export { toast } from "sonner";
