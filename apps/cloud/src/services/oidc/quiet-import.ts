/**
 * The line `oidc-provider` 9 prints on import under any Node.js release line older than 22 LTS. Its
 * maintainer supports only the current LTS lines (panva/node-oidc-provider#1212); on Node 20.18+
 * every API it uses exists (URL.parse was backported), and our own tests of the provider pass. The
 * dev provider is never mounted in production, so this one line is noise in every test run.
 */
export const UNSUPPORTED_RUNTIME_LINE =
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.'

// On a terminal the package colours the line (ESC [ … m).
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const withoutColour = (text: string) => text.replace(COLOUR, '')

/**
 * Runs `load` (a module's first import) with exactly `line` left out of console.warn; any other
 * warning, during the import or after it, is printed as usual.
 */
export async function importWithout<T>(line: string, load: () => Promise<T>): Promise<T> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    const only = args.length === 1 && typeof args[0] === 'string' ? withoutColour(args[0]) : undefined
    if (only !== line) warn.apply(console, args)
  }
  try {
    return await load()
  } finally {
    console.warn = warn
  }
}
