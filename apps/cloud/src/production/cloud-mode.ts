/** How `pnpm start` runs: the dev cloud (local chains, inbox) unless CLOUD_MODE=production. */
export type CloudMode = 'dev' | 'production'

/** CLOUD_MODE: unset or `dev`, or `production`; anything else is a typo that must not start the dev cloud. */
export function readCloudMode(env: Record<string, string | undefined>): CloudMode {
  const raw = env.CLOUD_MODE?.trim() ?? ''
  if (raw === '' || raw === 'dev') return 'dev'
  if (raw === 'production') return 'production'
  throw new Error(`CLOUD_MODE must be "dev" or "production", got "${raw}".`)
}
