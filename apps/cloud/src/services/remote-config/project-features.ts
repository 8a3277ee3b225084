import { z } from 'zod'

const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const
const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const

/**
 * What a project may set of spec §3's feature flags (plus spec §9's swaps and onramp), each left
 * out when the project does not set it: the SDK keeps the dapp's value for those. Strict, so a
 * misspelt flag stops the start instead of being silently ignored.
 */
export const projectFeaturesSchema = z
  .object({
    email: z.boolean(),
    socials: z.union([z.array(z.enum(SOCIALS)).max(SOCIALS.length), z.literal(false)]),
    analytics: z.boolean(),
    pay: z.boolean(),
    emailCapture: z.boolean(),
    connectMethodsOrder: z.array(z.enum(CONNECT_METHODS)).max(CONNECT_METHODS.length),
    walletFeaturesOrder: z.array(z.enum(WALLET_FEATURES)).max(WALLET_FEATURES.length),
    collapseWallets: z.boolean(),
    swaps: z.boolean(),
    onramp: z.boolean(),
  })
  .partial()
  .strict()

export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>

const projectsSchema = z.record(z.string().min(1), projectFeaturesSchema)

/**
 * Reads PROJECT_FEATURES: JSON, `{"projectId": {"email": false, "socials": ["google"]}, …}`, each
 * project's own flags of GET /appkit/v1/config. A value that cannot be right stops the start with
 * the field it got wrong.
 */
export function parseProjectFeatures(raw: string | undefined): Record<string, ProjectFeatures> | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new Error('PROJECT_FEATURES must be JSON: {"projectId": {"email": false}}.')
  }
  const parsed = projectsSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)'
    throw new Error(`PROJECT_FEATURES: ${where}: ${issue.message}`)
  }
  return parsed.data
}
