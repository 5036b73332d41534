import { Toaster } from "sonner";
import { useTheme } from "./theme.tsx";

/**
 * Sonner as the site sets it up, loaded on demand by toaster.tsx: notifications in
 * the page's corner, never over the header: bottom right on wide screens, along
 * the bottom on phones, above the « Retour en haut » button.
 */
export default function SonnerToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
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
