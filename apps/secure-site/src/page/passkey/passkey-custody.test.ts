import { describe, expect, it } from 'vitest'
import { unsealShare } from '../../server/seal.js'
import { fromBase64 } from '../../shared/base64.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from '../handlers/fake-frame-context.test-helper.js'
import { loginHandlers } from '../handlers/login-handlers.js'
import { passkeyHandlers } from '../handlers/passkey-handlers.js'
import { combineShares } from '../wallet/key-shares.js'
import { walletAddresses } from '../wallet/wallet-secret.js'

const context = { id: 'id', signal: new AbortController().signal }

/**
 * The cloud's operator and the secure site's operator together: every row the cloud keeps (wallets,
 * sessions, passkeys) and the recovery key of the site's server. They try what they can: open every
 * sealed blob with the recovery key and combine what opens with the auth share.
 */
async function colludersRebuild(cloud: ReturnType<typeof fakeCloud>, userId: string) {
  const wallet = cloud.wallets.get(userId)!
  const recovery = await unsealShare(
    await cloud.sealKey,
    fromBase64(wallet.recoveryShareSealed),
    userId,
  ).catch(() => undefined)
  if (!recovery) return undefined
  const secret = await combineShares(fromBase64(wallet.authShare), recovery.share)
  return (await walletAddresses(secret)).evmAddress
}

async function emailUser(cloud: ReturnType<typeof fakeCloud>, email: string) {
  const device = await fakeFrameContext(cloud, { deviceId: `device-${email.slice(0, 3)}-00000000000` })
  const login = loginHandlers(device.ctx)
  await login.CONNECT_EMAIL({ email }, context)
  await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
  const userId = device.ctx.sessions.read()!.userId
  return { device, userId, address: device.ctx.wallet.addresses(userId)!.evmAddress }
}

describe('custody of a passkey user’s key', () => {
  it('the cloud and the secure site’s server together rebuild an email-only user’s key (recovery by design)', async () => {
    const cloud = fakeCloud()
    const { userId, address } = await emailUser(cloud, 'ada@example.com')
    expect(await colludersRebuild(cloud, userId)).toBe(address)
  })

  it('the cloud and the secure site’s server together cannot rebuild the key once a passkey holds the recovery share', async () => {
    const cloud = fakeCloud()
    const { device, userId } = await emailUser(cloud, 'bob@example.com')
    await passkeyHandlers(device.ctx).ADD_PASSKEY(undefined, context)
    expect(await colludersRebuild(cloud, userId)).toBeUndefined()
    // Nor by taking the blob's bytes as the missing share: it is ciphertext under the PRF's key.
    const wallet = cloud.wallets.get(userId)!
    const auth = fromBase64(wallet.authShare)
    const blob = fromBase64(wallet.recoveryShareSealed)
    const address = device.ctx.wallet.addresses(userId)!.evmAddress
    for (let offset = 0; offset + auth.length <= blob.length; offset++) {
      const guess = await combineShares(auth, blob.slice(offset, offset + auth.length)).catch(() => undefined)
      if (guess) expect((await walletAddresses(guess)).evmAddress).not.toBe(address)
    }
  })
})
