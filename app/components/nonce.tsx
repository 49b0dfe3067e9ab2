import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce. Only the server renders it; browsers hide nonce attributes
 * from scripts, so the client value is empty and React does not compare it on hydration.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
