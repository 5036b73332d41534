import { useTheme } from "#app/components/layout/theme.tsx";
import { toast } from "#app/components/layout/toaster.tsx";
import { TitledCard } from "#app/components/ui/card.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { PreferenceSwitch } from "./preference-switch.tsx";

const UPDATED = "Préférence d'apparence mise à jour";

/**
 * Dark mode, reduced motion, high contrast: applied at once to the whole site
 * and remembered in this browser (the theme machinery of the layout).
 */
export function AppearanceSettings() {
  const hydrated = useHydrated();
  const { theme, setTheme, reducedMotion, setReducedMotion, highContrast, setHighContrast } =
    useTheme();
  return (
    <TitledCard
      title="Apparence"
      description="Ces réglages s'appliquent aussitôt à tout le site et sont mémorisés dans ce navigateur."
      contentClassName="divide-y pb-2"
      footer={
        <noscript>
          <p className="px-6 pb-6 text-sm text-muted-foreground">
            {
              "Ces préférences sont enregistrées dans votre navigateur\u00a0: activez JavaScript pour les modifier."
            }
          </p>
        </noscript>
      }
    >
      {[
        {
          id: "appearance-dark",
          label: "Mode sombre",
          description: "Des couleurs sombres, plus reposantes le soir et en faible lumière.",
          checked: theme === "dark",
          set: (on: boolean) => setTheme(on ? "dark" : "light"),
        },
        {
          id: "appearance-reduced-motion",
          label: "Réduire les animations",
          description: "Les transitions et défilements animés sont supprimés ou raccourcis.",
          checked: reducedMotion,
          set: setReducedMotion,
        },
        {
          id: "appearance-high-contrast",
          label: "Contraste élevé",
          description: "Textes et bordures plus marqués, pour une lecture plus facile.",
          checked: highContrast,
          set: setHighContrast,
        },
      ].map(({ set, ...preference }) => (
        <PreferenceSwitch
          key={preference.id}
          {...preference}
          disabled={!hydrated}
          onChange={(e) => {
            set(e.currentTarget.checked);
            toast.success(UPDATED);
          }}
        />
      ))}
    </TitledCard>
  );
}
