import { describe, expect, it, vi } from 'vitest'
import { chooseRpcBase } from './rpc-base.js'

const base = { cloudUrl: 'http://127.0.0.1:8787', siteOrigin: 'http://127.0.0.1:4176' }

describe('chooseRpcBase', () => {
  it("uses the cloud's RPC when the frame URL names none", () => {
    expect(chooseRpcBase({ ...base, requested: undefined, warn: vi.fn() })).toBe('http://127.0.0.1:8787')
  })

  it("keeps an rpcUrl on the cloud's origin or this site's", () => {
    for (const requested of ['http://127.0.0.1:8787/rpc', 'http://127.0.0.1:4176']) {
      expect(chooseRpcBase({ ...base, requested, warn: vi.fn() })).toBe(requested)
    }
  })

  it('a dapp-chosen RPC on another origin (that would set the fees shown) is ignored for the cloud’s', () => {
    const warn = vi.fn()
    expect(chooseRpcBase({ ...base, requested: 'http://127.0.0.1:9999', warn })).toBe('http://127.0.0.1:8787')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://127.0.0.1:9999'))
  })
})
