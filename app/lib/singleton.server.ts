// The server process loads app code twice (server/ through tsx, routes through
// the Vite build); one value per process must live on globalThis.
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}

/** The value if it was created, without creating it. */
export function peekSingleton<T>(name: string): T | undefined {
  return (globalThis as unknown as { __singletons?: Map<string, unknown> }).__singletons?.get(
    name,
  ) as T | undefined;
}

export function forgetSingleton(name: string) {
  (globalThis as unknown as { __singletons?: Map<string, unknown> }).__singletons?.delete(name);
}
