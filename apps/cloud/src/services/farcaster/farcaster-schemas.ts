import { z } from 'zod'

/** An EIP-4361 nonce: at least 8 alphanumerics. */
const nonce = z.string().regex(/^[a-zA-Z0-9]{8,96}$/)
const isoTime = z.iso.datetime({ offset: true })

/** POST /v1/channel, as `@farcaster/auth-client`'s createChannel sends it. */
export const createChannelSchema = z.object({
  siweUri: z.url().max(2048),
  domain: z.string().min(1).max(255),
  nonce: nonce.optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

/**
 * POST /v1/channel/authenticate, as the wallet client's authenticate sends it. The profile fields an
 * app may send are not read: the registry says who a fid is.
 */
export const authenticateSchema = z.object({
  message: z
    .string()
    .min(1)
    .max(16 * 1024),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/),
  fid: z.number().int().positive(),
})
