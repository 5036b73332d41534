import { createContext, useContext } from "react";

// The request's CSP nonce, given by entry.server to the inline scripts of the document.
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
