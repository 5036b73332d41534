import { createContext, useContext } from "react";

// True while the root renders a page sent with islands instead of the framework
// (docs/decisions/037-public-islands.md): components shared with the hydrated
// pages then write into the HTML what their island drives (a button that only
// works with JavaScript, shown by the `js:` variant; a template to clone).
const IslandPageContext = createContext(false);
export const IslandPageProvider = IslandPageContext.Provider;
export const useIslandPage = () => useContext(IslandPageContext);

/** The islands' files, given by entry.server (app/lib/islands.server.ts: `IslandFiles`). */
const IslandFilesContext = createContext<Record<string, string[]> | null>(null);
export const IslandFilesProvider = IslandFilesContext.Provider;
export const useIslandFiles = () => useContext(IslandFilesContext);
