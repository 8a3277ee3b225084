/**
 * Chromium calls a machine whose only network is its loopback offline (`navigator.onLine` turns
 * false a few seconds after start), and WalletConnect's relayer then refuses to connect — even to
 * a relay on 127.0.0.1 — with "No internet connection detected". The tests' whole network is the
 * loopback, so their pages are told they are online, as on any machine with a network card; which
 * of the two came first (the check or Chromium's verdict) then no longer depends on the machine's load.
 */
export const LOOPBACK_ONLINE_SCRIPT =
  "Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })"

/** The part of a Playwright BrowserContext this needs. */
export interface InitScriptTarget {
  addInitScript(script: string): Promise<unknown>
}

/** Every page of `context`, from its first script on, reports itself online. */
export async function treatLoopbackAsOnline(context: InitScriptTarget): Promise<void> {
  await context.addInitScript(LOOPBACK_ONLINE_SCRIPT)
}
