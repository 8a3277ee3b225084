import { describe, expect, it } from 'vitest'
import { InvalidSiwxDomainError } from '../errors/field-errors.js'
import { evmData, solanaData } from '../test-utils/fixtures.js'
import { createSiwxMessage } from './create-message.js'
import { formatSiwxMessage } from './format-message.js'

describe('createSiwxMessage', () => {
  it('carries the fields and renders the text with toString()', () => {
    const data = evmData({ statement: 'Sign in', resources: ['https://a.example/'] })
    const message = createSiwxMessage(data)
    expect(message.toString()).toBe(formatSiwxMessage(data))
    expect(`${message}`).toBe(formatSiwxMessage(data))
    expect({ ...message, toString: undefined }).toEqual({ ...data, toString: undefined })
  })

  it('leaves out empty optional fields, as the text does', () => {
    const message = createSiwxMessage(solanaData({ statement: '', resources: [] }))
    expect(message).not.toHaveProperty('statement')
    expect(message).not.toHaveProperty('resources')
  })

  it('is frozen, so its fields cannot drift from the text', () => {
    const message = createSiwxMessage(evmData({ resources: ['https://a.example/'] }))
    expect(Object.isFrozen(message)).toBe(true)
    expect(Object.isFrozen(message.resources)).toBe(true)
    expect(() => {
      ;(message as { nonce: string }).nonce = 'othernonce'
    }).toThrow(TypeError)
  })

  it('serializes to JSON without the text function', () => {
    const message = createSiwxMessage(evmData())
    expect(JSON.parse(JSON.stringify(message))).toEqual(evmData())
  })

  it('validates like formatSiwxMessage', () => {
    expect(() => createSiwxMessage(evmData({ domain: 'not a domain' }))).toThrow(InvalidSiwxDomainError)
  })
})
