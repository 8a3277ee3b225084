import { InvalidEmailError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createAppKitCore } from '../core/create-core.js'
import { network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { validEmail } from './valid-email.js'

describe('validEmail', () => {
  const core = () =>
    createAppKitCore({
      projectId: 'test',
      adapters: [],
      networks: [network(1)],
      storage: createMemoryBackend(),
    })

  it('gives the address without the spaces typed around it, and refuses nothing', () => {
    const session = core()
    const refused: string[] = []
    session.session.on('refused', ({ code }) => refused.push(code))
    expect(validEmail(session, '  alice@lab.test ')).toBe('alice@lab.test')
    expect(refused).toEqual([])
  })

  it('an address without a domain is refused with APKTW002 and thrown as InvalidEmailError', () => {
    const session = core()
    const refused: unknown[] = []
    session.session.on('refused', (event) => refused.push(event))
    expect(() => validEmail(session, 'alice@lab')).toThrow(InvalidEmailError)
    expect(refused).toEqual([{ code: 'APKTW002', error: expect.any(InvalidEmailError) }])
  })
})
