// @vitest-environment happy-dom
import { openModal } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSiwx } from '../test/fake-siwx.js'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { DataCaptureView } from './data-capture-view.js'

async function captureView() {
  const siwx = fakeSiwx()
  const core = createTestKit({ siwx, features: { emailCapture: true } })
  await connectStub(core)
  openModal(core, { view: 'DataCapture' })
  renderWith(core, <DataCaptureView />)
  return { core, siwx }
}

function submitEmail(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('DataCaptureView', () => {
  it('asks for an email before signing in', async () => {
    await captureView()
    expect(screen.getByText('This app asks for your email before you sign in.')).toBeTruthy()
  })

  it('refuses an address that is not an email', async () => {
    const { siwx } = await captureView()
    submitEmail('not-an-email')
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.')
    expect(siwx.codes).toEqual([])
  })

  it('mails a code to the address and asks for it', async () => {
    const { siwx } = await captureView()
    submitEmail('me@example.com')
    expect(await screen.findByText('We sent a 6-digit code to me@example.com.')).toBeTruthy()
    expect(siwx.codes).toEqual(['me@example.com'])
  })

  it('goes on to the signature once the code is right', async () => {
    const { core } = await captureView()
    submitEmail('me@example.com')
    fireEvent.change(await screen.findByLabelText('Digit 1 of 6'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(core.router.view).toBe('SIWXSignMessage'))
  })

  it('says a wrong code is wrong and empties the field', async () => {
    await captureView()
    submitEmail('me@example.com')
    const field = await screen.findByLabelText('Digit 1 of 6')
    fireEvent.change(field, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect((screen.getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe('')
  })

  it('goes back to the email field with "Use another email"', async () => {
    await captureView()
    submitEmail('me@example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Use another email' }))
    expect(await screen.findByLabelText('Email')).toBeTruthy()
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull()
  })
})
