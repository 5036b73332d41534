import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce of this request; absent while a page is pre-rendered (server/prerendered.ts). */
    nonce?: string;
    requestId?: string;
    /** The browser's router asked for data (`.data`), not a document: forms answer in place. */
    dataRequest?: boolean;
  }
}
