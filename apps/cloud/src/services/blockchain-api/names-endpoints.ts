import { ACCOUNT_NAME_ZONE } from '@appkit/common'
import { HttpError } from '../../http/http-error.js'
import { nameEntry, seededEntry } from '../names/name-entry.js'
import { insertName, readName, readNamesOf, takenNames } from '../names/names-store.js'
import { readRegistration } from '../names/registration.js'
import { suggestionCandidates } from '../names/suggest-names.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { readAddressOfName, readIdentity } from './identity-store.js'
import { requireAddress } from './params.js'

/**
 * GET /v1/profile/account/{name} (spec §7): a registered name's entry, else a seeded one's (the
 * lab's "alice.lab.id"), or 404 when no address has that name.
 */
export async function profileEndpoint(backend: ApiBackend, name: string | undefined): Promise<ApiAnswer> {
  if (!name || name.length > 255) throw new HttpError(400, 'Invalid name')
  const registered = await readName(backend.db, name)
  if (registered) return ok(nameEntry(registered))
  const address = await readAddressOfName(backend.db, name)
  if (!address) throw new HttpError(404, `Name not found: ${name}`)
  return ok(seededEntry(name, address))
}

/** GET /v1/profile/reverse/{address}: every name of the address, registered ones first. */
export async function reverseEndpoint(
  backend: ApiBackend,
  rawAddress: string | undefined,
): Promise<ApiAnswer> {
  const address = requireAddress(rawAddress)
  const entries: unknown[] = (await readNamesOf(backend.db, address)).map(nameEntry)
  const seeded = await readIdentity(backend.db, address)
  if (seeded?.name) entries.push(seededEntry(seeded.name, address))
  return ok(entries)
}

/** GET /v1/profile/suggestions/{name}?zone=reown.id: names like it, each saying whether it is free. */
export async function suggestionsEndpoint(
  backend: ApiBackend,
  name: string | undefined,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  const zone = params.get('zone') ?? ACCOUNT_NAME_ZONE
  if (zone !== ACCOUNT_NAME_ZONE) throw new HttpError(400, `Unknown zone: ${zone}`)
  if (!name || name.length > 255) throw new HttpError(400, 'Invalid name')
  const candidates = suggestionCandidates(name)
  const taken = await takenNames(backend.db, candidates)
  return ok({
    suggestions: candidates.map((candidate) => ({ name: candidate, registered: taken.has(candidate) })),
  })
}

/** POST /v1/profile/account: registers a name whose message the address signed; 409 when taken. */
export async function registerEndpoint(
  backend: ApiBackend,
  body: unknown,
  now = Date.now(),
): Promise<ApiAnswer> {
  const registration = await readRegistration(body, now)
  const inserted = await insertName(backend.db, { ...registration, now })
  if (!inserted) throw new HttpError(409, 'Name is already registered')
  const stored = await readName(backend.db, registration.name)
  return ok({ success: true, ...nameEntry(stored!) })
}
