import { HttpError } from '../../http/http-error.js'
import { readNamesOf } from '../names/names-store.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { isAddress } from './caip.js'
import { avatarUrl } from './icons.js'
import { readIdentity } from './identity-store.js'
import { requireAddress } from './params.js'

/** GET /v1/identity/{address}[?sender=…]: the address's name and avatar, or nulls. */
export async function identityEndpoint(
  backend: ApiBackend,
  origin: string,
  rawAddress: string | undefined,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  const address = requireAddress(rawAddress)
  const sender = params.get('sender')
  if (sender !== null && sender !== '' && !isAddress(sender)) throw new HttpError(400, 'Invalid sender')
  const identity = await readIdentity(backend.db, address)
  // A name the address registered (the first) wins over one the cloud was seeded with.
  const [registered] = await readNamesOf(backend.db, address)
  return ok({
    name: registered?.name ?? identity?.name ?? null,
    avatar: identity?.avatar ? avatarUrl(origin, identity.avatar) : null,
  })
}
