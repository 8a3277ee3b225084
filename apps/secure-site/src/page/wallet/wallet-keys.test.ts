import { NotConnectedToEmailError } from '@appkit/common'
import { recoverMessageAddress } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from '../../shared/base64.js'
import { ServiceError, WalletSharesMismatchError } from '../errors.js'
import { PASSKEY_SEAL_VERSION } from '../passkey/prf-seal.js'
import { signPersonalMessage } from '../signing/evm-signing.js'
import { memoryStorage } from '../storage/memory-storage.test-helper.js'
import type { StoredSession } from '../storage/session-store.js'
import { createFakeWalletCloud, type FakeWalletCloud } from './fake-wallet-cloud.test-helper.js'
import { createWalletKeys } from './wallet-keys.js'
import { evmKeyOf } from './wallet-secret.js'

const session = (token: string, userId = 'u1'): StoredSession => ({
  token,
  userId,
  email: `${userId}@example.com`,
  expiresAt: '2030-01-01T00:00:00Z',
})
const sign = (secret: Uint8Array) => signPersonalMessage(evmKeyOf(secret), 'hello')

let cloud: FakeWalletCloud
beforeEach(async () => {
  cloud = await createFakeWalletCloud()
  cloud.sessions.set('laptop', 'u1')
  cloud.sessions.set('phone', 'u1')
  cloud.sessions.set('other', 'u2')
})

describe('createWalletKeys', () => {
  it('makes the wallet at the first login: device share here, auth and sealed recovery shares in the cloud', async () => {
    const storage = memoryStorage()
    const keys = createWalletKeys({ ...cloud, storage })
    const addresses = await keys.setUp(session('laptop'))
    expect(cloud.calls).toEqual(['readWallet', 'seal', 'storeWallet'])
    expect(cloud.wallets.get('u1')).toMatchObject(addresses)
    expect(keys.addresses('u1')).toEqual(addresses)
    const stored = JSON.parse(storage.map.get('appkit-secure-site/wallet/u1')!)
    expect(Object.keys(stored).sort()).toEqual(['deviceShare', 'evmAddress', 'solanaAddress'])
    expect(stored.deviceShare).not.toBe(cloud.wallets.get('u1')!.authShare)
  })

  it('signs with the device share and the cloud’s auth share, as the wallet', async () => {
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    const { evmAddress } = await keys.setUp(session('laptop'))
    const signature = await keys.withSecret(session('laptop'), sign)
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(evmAddress)
  })

  it('wipes the rebuilt secret once used', async () => {
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await keys.setUp(session('laptop'))
    let seen: Uint8Array | undefined
    await keys.withSecret(session('laptop'), async (secret) => {
      seen = secret
    })
    expect(seen?.every((byte) => byte === 0)).toBe(true)
  })

  it('brings the wallet to a new device through the sealed recovery share, which becomes its share', async () => {
    const laptop = createWalletKeys({ ...cloud, storage: memoryStorage() })
    const made = await laptop.setUp(session('laptop'))
    cloud.calls.length = 0
    const phoneStorage = memoryStorage()
    const phone = createWalletKeys({ ...cloud, storage: phoneStorage })
    expect(phone.addresses('u1')).toBeUndefined()
    expect(await phone.setUp(session('phone'))).toEqual(made)
    expect(cloud.calls).toEqual(['readWallet', 'requestCode', 'unseal'])
    expect(cloud.mailbox.get('u1@example.com')).toMatch(/^\d{8}$/)
    const signature = await phone.withSecret(session('phone'), sign)
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(made.evmAddress)
  })

  it('keeps an existing device share on a later login', async () => {
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    const made = await keys.setUp(session('laptop'))
    cloud.calls.length = 0
    expect(await keys.setUp(session('laptop'))).toEqual(made)
    expect(cloud.calls).toEqual(['readWallet'])
  })

  it('sets up once when asked twice at the same time', async () => {
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    const [a, b] = await Promise.all([keys.setUp(session('laptop')), keys.setUp(session('laptop'))])
    expect(a).toEqual(b)
    expect(cloud.calls.filter((call) => call === 'storeWallet')).toHaveLength(1)
  })

  it('takes the account’s wallet when another device made one meanwhile', async () => {
    const phone = createWalletKeys({ ...cloud, storage: memoryStorage() })
    const laptopStorage = memoryStorage()
    const laptop = createWalletKeys({ ...cloud, storage: laptopStorage })
    const readWallet = cloud.authApi.readWallet
    // The laptop reads "no wallet", then the phone makes it before the laptop stores its own.
    let first = true
    cloud.authApi.readWallet = async (token) => {
      if (first) {
        first = false
        const none = await readWallet(token)
        await phone.setUp(session('phone'))
        return none
      }
      return readWallet(token)
    }
    const addresses = await laptop.setUp(session('laptop'))
    expect(addresses).toEqual(phone.addresses('u1'))
  })

  it('cannot sign without a live session, or without this device’s share', async () => {
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await keys.setUp(session('laptop'))
    cloud.sessions.delete('laptop')
    await expect(keys.withSecret(session('laptop'), sign)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    const fresh = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await expect(fresh.withSecret(session('phone'), sign)).rejects.toBeInstanceOf(NotConnectedToEmailError)
  })

  it('refuses a sealed share of another account, and shares that rebuild another key', async () => {
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await keys.setUp(session('laptop'))
    await createWalletKeys({ ...cloud, storage: memoryStorage() }).setUp(session('other'))
    // The cloud swaps u2's sealed recovery share into u1's record: it does not open for u1.
    const u1 = cloud.wallets.get('u1')!
    cloud.wallets.set('u1', { ...u1, recoveryShareSealed: cloud.wallets.get('u2')!.recoveryShareSealed })
    const phone = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await expect(phone.setUp(session('phone'))).rejects.toMatchObject({ code: 'SEALED_SHARE_INVALID' })
    expect(cloud.mailbox.has('u2@example.com')).toBe(false)
    // The cloud swaps in u2's auth share: the rebuilt key is not u1's wallet, and nothing is signed.
    cloud.wallets.set('u1', { ...u1, authShare: cloud.wallets.get('u2')!.authShare })
    await expect(keys.withSecret(session('laptop'), sign)).rejects.toBeInstanceOf(WalletSharesMismatchError)
  })

  it('a session alone (the cloud vouching for anyone) opens no recovery share: a wrong code is refused, the screen says why, and nothing is kept', async () => {
    await createWalletKeys({ ...cloud, storage: memoryStorage() }).setUp(session('laptop'))
    const storage = memoryStorage()
    const attacker = createWalletKeys({ ...cloud, storage })
    // Five wrong guesses, then the restore stops; the code went to u1's inbox, not to the caller.
    cloud.typed.push('00000000', '11111111', '22222222', '33333333', '44444444')
    await expect(attacker.setUp(session('phone'))).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
    expect(cloud.shownErrors).toHaveLength(4)
    expect(attacker.addresses('u1')).toBeUndefined()
    expect([...storage.map.keys()].filter((key) => key.includes('/wallet/'))).toEqual([])
  })

  it('a wrong code, then the mailed one, restores; Cancel stops with User rejected', async () => {
    const made = await createWalletKeys({ ...cloud, storage: memoryStorage() }).setUp(session('laptop'))
    cloud.typed.push('99999999')
    const phone = createWalletKeys({ ...cloud, storage: memoryStorage() })
    expect(await phone.setUp(session('phone'))).toEqual(made)
    expect(cloud.shownErrors).toEqual([expect.stringContaining('recovery code is wrong')])
    cloud.typed.push('cancel')
    const tablet = createWalletKeys({ ...cloud, storage: memoryStorage() })
    cloud.sessions.set('tablet', 'u1')
    await expect(tablet.setUp(session('tablet'))).rejects.toMatchObject({ code: 4001 })
  })

  it('a cloud restored from an older backup (no wallet) cannot make a new one over this device’s share: WALLET_MISSING_IN_CLOUD, share kept', async () => {
    const storage = memoryStorage()
    const keys = createWalletKeys({ ...cloud, storage })
    const made = await keys.setUp(session('laptop'))
    const kept = storage.map.get('appkit-secure-site/wallet/u1')
    const backup = cloud.wallets.get('u1')!
    cloud.wallets.delete('u1')
    await expect(keys.setUp(session('laptop'))).rejects.toMatchObject({ code: 'WALLET_MISSING_IN_CLOUD' })
    expect(storage.map.get('appkit-secure-site/wallet/u1')).toBe(kept)
    expect(cloud.wallets.has('u1')).toBe(false)
    // The backup is restored: the device signs again with its own share.
    cloud.wallets.set('u1', backup)
    expect(await keys.setUp(session('laptop'))).toEqual(made)
    const signature = await keys.withSecret(session('laptop'), sign)
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(made.evmAddress)
  })

  it('a cloud whose wallet for the account was replaced cannot overwrite this device’s share: WALLET_REPLACED_IN_CLOUD, share kept', async () => {
    const storage = memoryStorage()
    const keys = createWalletKeys({ ...cloud, storage })
    await keys.setUp(session('laptop'))
    const kept = storage.map.get('appkit-secure-site/wallet/u1')
    await createWalletKeys({ ...cloud, storage: memoryStorage() }).setUp(session('other'))
    cloud.wallets.set('u1', cloud.wallets.get('u2')!)
    await expect(keys.setUp(session('laptop'))).rejects.toMatchObject({ code: 'WALLET_REPLACED_IN_CLOUD' })
    expect(storage.map.get('appkit-secure-site/wallet/u1')).toBe(kept)
  })

  it('a COOLDOWN on asking still lets the person type the code mailed moments ago; another refusal stops', async () => {
    const made = await createWalletKeys({ ...cloud, storage: memoryStorage() }).setUp(session('laptop'))
    const phone = createWalletKeys({ ...cloud, storage: memoryStorage() })
    // A first try mailed a code, then stopped (e.g. the tab closed) before it was typed.
    await cloud.seal.requestCode('phone', fromBase64(cloud.wallets.get('u1')!.recoveryShareSealed))
    cloud.codeRequestFails = new ServiceError('Please try again after 20 seconds', {
      code: 'COOLDOWN',
      status: 429,
    })
    expect(await phone.setUp(session('phone'))).toEqual(made)
    cloud.codeRequestFails = new ServiceError('down', { code: 'RECOVERY_MAIL_UNAVAILABLE', status: 503 })
    const tablet = createWalletKeys({ ...cloud, storage: memoryStorage() })
    cloud.sessions.set('tablet', 'u1')
    await expect(tablet.setUp(session('tablet'))).rejects.toMatchObject({ code: 'RECOVERY_MAIL_UNAVAILABLE' })
  })

  it('a share sealed to a passkey is never opened by a mailed code: a new device and a second passkey are told so', async () => {
    await createWalletKeys({ ...cloud, storage: memoryStorage() }).setUp(session('laptop'))
    const shares = cloud.wallets.get('u1')!
    const sealed = fromBase64(shares.recoveryShareSealed)
    sealed[0] = PASSKEY_SEAL_VERSION
    cloud.wallets.set('u1', { ...shares, recoveryShareSealed: toBase64(sealed) })
    cloud.calls.length = 0
    const phone = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await expect(phone.setUp(session('phone'))).rejects.toMatchObject({ code: 'PASSKEY_REQUIRED' })
    await expect(phone.openRecoveryShare(session('phone'))).rejects.toMatchObject({
      code: 'PASSKEY_REQUIRED',
    })
    expect(cloud.calls).not.toContain('requestCode')
    expect(phone.addresses('u1')).toBeUndefined()
  })

  it('a passkey login on a device that has its share keeps it and wipes the one the passkey opened', async () => {
    const storage = memoryStorage()
    const laptop = createWalletKeys({ ...cloud, storage })
    const made = await laptop.setUp(session('laptop'))
    const opened = new Uint8Array(33).fill(5)
    expect(await laptop.setUpWithRecoveryShare(session('laptop'), opened)).toEqual(made)
    expect(opened.every((byte) => byte === 0)).toBe(true)
  })

  it('a social or Farcaster session without a fresh login cannot seal or open a share', async () => {
    const farcaster = {
      ...session('other', 'u2'),
      email: undefined,
      farcaster: { fid: 7, userName: 'ada.eth' },
    }
    const keys = createWalletKeys({ ...cloud, storage: memoryStorage() })
    await expect(keys.setUp(farcaster)).rejects.toBeInstanceOf(NotConnectedToEmailError)
    expect(cloud.wallets.has('u2')).toBe(false)
  })
})
