import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce of this request; absent while pages are rendered at build time. */
    nonce?: string;
    requestId?: string;
  }
}
