import { describe, expect, it } from 'vitest'
import { installForTest, recordEvents } from '../../test-utils/wallet.js'

describe('account methods', () => {
  it('eth_accounts is empty before approval and never prompts', async () => {
    const wallet = installForTest()
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(wallet.pending()).toEqual([])
  })

  it('eth_requestAccounts waits for approval, then authorizes', async () => {
    const wallet = installForTest()
    const changes = recordEvents(wallet.provider, 'accountsChanged')
    const request = wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(wallet.waitForPending('eth_requestAccounts')).resolves.toMatchObject({ id: 1 })

    wallet.approve()
    await expect(request).resolves.toEqual([wallet.address])
    expect(wallet.isAuthorized()).toBe(true)
    expect(changes).toEqual([[wallet.address]])
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([wallet.address])
    // Already authorized: no second prompt.
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      wallet.address,
    ])
  })

  it('eth_requestAccounts rejected by the user fails with 4001', async () => {
    const wallet = installForTest()
    const request = wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.waitForPending()
    wallet.reject()
    await expect(request).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.isAuthorized()).toBe(false)
  })

  it('grants, lists and revokes the eth_accounts permission', async () => {
    const wallet = installForTest({ mode: 'approve' })
    const changes = recordEvents(wallet.provider, 'accountsChanged')
    const granted = await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [wallet.address] }],
      }),
    ])
    await expect(wallet.provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual(granted)

    await expect(
      wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull()
    expect(changes).toEqual([[wallet.address], []])
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(wallet.provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual([])
  })
})
