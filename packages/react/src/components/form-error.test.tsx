// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFormAttempt } from '../hooks/use-form-attempt.js'
import { FormError } from './form-error.js'

afterEach(cleanup)

/** A form as the views build one: a try at a time, its refusal on the line below. */
function Form({ attempt }: { attempt: (value: string) => Promise<string | undefined> }) {
  const { busy, error, submit } = useFormAttempt(attempt)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit('value')
      }}
    >
      <FormError id="error" error={error} testId="form-error" />
      <button type="submit">{busy ? 'Busy' : 'Go'}</button>
    </form>
  )
}

describe('FormError with useFormAttempt', () => {
  it('shows the refusal as an alert, and nothing once a try goes through', async () => {
    const answers = ['Name taken', undefined]
    render(<Form attempt={async () => answers.shift()} />)
    await act(async () => fireEvent.click(screen.getByRole('button')))
    expect(screen.getByRole('alert').textContent).toBe('Name taken')
    expect(screen.getByTestId('form-error').id).toBe('error')
    await act(async () => fireEvent.click(screen.getByRole('button')))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('makes one try at a time: a second submit while busy asks nothing', async () => {
    let calls = 0
    let finish: (value: string | undefined) => void = () => undefined
    render(
      <Form
        attempt={() => {
          calls++
          return new Promise((resolve) => {
            finish = resolve
          })
        }}
      />,
    )
    await act(async () => fireEvent.click(screen.getByRole('button')))
    expect(screen.getByRole('button').textContent).toBe('Busy')
    await act(async () => fireEvent.click(screen.getByRole('button')))
    expect(calls).toBe(1)
    await act(async () => finish(undefined))
    expect(screen.getByRole('button').textContent).toBe('Go')
  })
})
