import { describe, expect, it } from 'vitest'
import * as server from './index.js'

describe('the server entry', () => {
  it('exports what test fixtures start the site with', () => {
    expect(typeof server.startSecureSite).toBe('function')
    expect(server.DEFAULT_SECURE_SITE_PORT).toBe(4176)
    expect(server.DEFAULT_CLOUD_URL).toBe('http://127.0.0.1:8787')
    expect(server.SECURE_SITE_HOST).toBe('127.0.0.1')
  })
})
