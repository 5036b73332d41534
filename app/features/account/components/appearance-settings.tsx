import { useTheme } from "#app/components/layout/theme.tsx";
import { toast } from "#app/components/layout/toaster.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
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
    <Card>
      <CardHeader>
        <CardTitle>Apparence</CardTitle>
        <CardDescription>
          Ces réglages s&apos;appliquent aussitôt à tout le site et sont mémorisés dans ce
          navigateur.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y pb-2">
        <PreferenceSwitch
          id="appearance-dark"
          label="Mode sombre"
          description="Des couleurs sombres, plus reposantes le soir et en faible lumière."
          checked={theme === "dark"}
          disabled={!hydrated}
          onChange={(e) => {
            setTheme(e.currentTarget.checked ? "dark" : "light");
            toast.success(UPDATED);
          }}
        />
        <PreferenceSwitch
          id="appearance-reduced-motion"
          label="Réduire les animations"
          description="Les transitions et défilements animés sont supprimés ou raccourcis."
          checked={reducedMotion}
          disabled={!hydrated}
          onChange={(e) => {
            setReducedMotion(e.currentTarget.checked);
            toast.success(UPDATED);
          }}
        />
        <PreferenceSwitch
          id="appearance-high-contrast"
          label="Contraste élevé"
          description="Textes et bordures plus marqués, pour une lecture plus facile."
          checked={highContrast}
          disabled={!hydrated}
          onChange={(e) => {
            setHighContrast(e.currentTarget.checked);
            toast.success(UPDATED);
          }}
        />
      </CardContent>
      <noscript>
        <p className="px-6 pb-6 text-sm text-muted-foreground">
          {
            "Ces préférences sont enregistrées dans votre navigateur\u00a0: activez JavaScript pour les modifier."
          }
        </p>
      </noscript>
    </Card>
  );
}
