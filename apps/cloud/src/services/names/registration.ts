import { accountNameLabel, isValidAccountNameLabel, LEGACY_ACCOUNT_NAME_SUFFIX } from '@appkit/common'
import { isAddress, isHex, verifyMessage } from 'viem'
import { z } from 'zod'
import { HttpError } from '../../http/http-error.js'

/** SLIP-44's coin type of Ethereum: the only one whose signatures the cloud verifies (EIP-191). */
export const ETHEREUM_COIN_TYPE = 60
/** How far a registration message's timestamp may be from the cloud's clock: a replay's window. */
export const REGISTRATION_WINDOW_MS = 10 * 60_000

const bodySchema = z.object({
  coin_type: z.number().int(),
  address: z.string().refine((value) => isAddress(value, { strict: false })),
  message: z.string().min(1).max(2000),
  signature: z.string().refine((value) => isHex(value) && value.length >= 132 && value.length <= 2000),
})

const messageSchema = z.object({
  name: z.string().max(255),
  attributes: z.record(z.string().max(64), z.string().max(256)).optional(),
  timestamp: z.number().int(),
})

export interface Registration {
  name: string
  address: string
  coinType: number
  message: string
  signature: string
  attributes: Record<string, string>
}

/**
 * POST /v1/profile/account's body, checked: the address signed (EIP-191) a JSON message naming
 * the name, made within the last few minutes. Every refusal is a 400 or 401 saying what was wrong,
 * which the SDK shows as the reason (spec §8).
 */
export async function readRegistration(body: unknown, now: number): Promise<Registration> {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success)
    throw new HttpError(400, 'Invalid registration: coin_type, address, message and signature')
  const { coin_type: coinType, address, message, signature } = parsed.data
  if (coinType !== ETHEREUM_COIN_TYPE) throw new HttpError(400, `Unsupported coin type: ${coinType}`)
  const fields = readMessage(message)
  const label = accountNameLabel(fields.name)
  if (label === undefined || fields.name.toLowerCase().endsWith(LEGACY_ACCOUNT_NAME_SUFFIX)) {
    throw new HttpError(400, 'Names end with .reown.id')
  }
  if (!isValidAccountNameLabel(label)) {
    throw new HttpError(400, 'Name must be at least 4 letters, digits or hyphens')
  }
  if (Math.abs(now - fields.timestamp) > REGISTRATION_WINDOW_MS) {
    throw new HttpError(400, 'Registration message expired')
  }
  const valid = await verifyMessage({ address, message, signature: signature as `0x${string}` }).catch(
    () => false,
  )
  if (!valid) throw new HttpError(401, 'Invalid signature')
  return {
    name: fields.name.toLowerCase(),
    address: address.toLowerCase(),
    coinType,
    message,
    signature,
    attributes: fields.attributes ?? {},
  }
}

function readMessage(message: string): z.output<typeof messageSchema> {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw new HttpError(400, 'Invalid registration message')
  }
  const parsed = messageSchema.safeParse(json)
  if (!parsed.success) throw new HttpError(400, 'Invalid registration message')
  return parsed.data
}
