import { Moon } from "#app/components/ui/icons/moon.tsx";
import { Sun } from "#app/components/ui/icons/sun.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTheme } from "./theme.tsx";

/** Both labels and icons are rendered; CSS shows the right one, so server and client agree. */
export function ThemeToggle({ className }: { className?: string }) {
  const { toggle } = useTheme();
  return (
    <Button
      type="button"
      variant="ghost"
      size="iconRound"
      onClick={toggle}
      className={className}
      data-testid="theme-toggle"
      data-theme-toggle=""
    >
      <Sun className="hidden dark:block" />
      <Moon className="dark:hidden" />
      <span className="sr-only dark:hidden">Activer le thème sombre</span>
      <span className="sr-only hidden dark:inline">Activer le thème clair</span>
    </Button>
  );
}
