import { shortenAddress } from '@appkit/common'
import {
  chooseSendToken,
  estimateSendFee,
  heldToken,
  lookupSendReceiver,
  sendableTokens,
  sendBlocker,
  sendFromModal,
  setSendAmount,
  setSendMax,
  setSendReceiver,
} from '@appkit/controllers/modal'
import { useEffect, useId, useState } from 'react'
import { TokenPicker } from '../../components/token-picker.js'
import { useAppKitCore } from '../../context.js'
import { formatFee } from '../../format-fee.js'
import { formatTokenAmount } from '../../format-token-amount.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'
import { sendStatus } from './send-status.js'

/** Typing settles before the node is asked what the send would cost, or the API whom it goes to. */
const FEE_ESTIMATE_DELAY_MS = 300

/** Spec §4's send: a token, an amount (or all of it), a receiver, the fee, then the wallet. */
export function SendView() {
  const core = useAppKitCore()
  const send = useProxy(core.send)
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const tokens = sendableTokens(chain)
  const [picking, setPicking] = useState(false)
  const amountId = useId()
  const receiverId = useId()
  const statusId = useId()

  // The native coin until the user picks another.
  const firstToken = tokens[0]
  useEffect(() => {
    if (!core.send.token && firstToken) chooseSendToken(core, firstToken)
  }, [core, firstToken])

  // A name's address, once looked up, is a new receiver to estimate for.
  const to = send.receiverResolvedAddress ?? send.receiverAddress
  useEffect(() => {
    if (!send.amount || !to || !send.token) return
    const timer = setTimeout(() => void estimateSendFee(core), FEE_ESTIMATE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [core, send.amount, to, send.token])

  // Whom the user sends to, by name, once the address stops changing.
  useEffect(() => {
    if (!send.receiverAddress) return
    const timer = setTimeout(() => void lookupSendReceiver(core), FEE_ESTIMATE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [core, send.receiverAddress])

  if (picking) {
    return (
      <TokenPicker
        tokens={tokens}
        detail={(token) => messages.tokenAmount(formatTokenAmount(token.amount), token.symbol)}
        testId={{ list: 'token-picker', rowPrefix: 'pick-token-' }}
        onPick={(token) => {
          chooseSendToken(core, token)
          setPicking(false)
        }}
        onCancel={() => setPicking(false)}
      />
    )
  }

  const { token } = send
  // What the account holds of it now (the pick is a copy from when it was made).
  const held = heldToken(chain, token)
  // Checked as the visitor types (the state, as validateSend reads it): why Send is disabled.
  const receiver = send.receiverAddress.trim()
  const blocker = send.receiverResolving ? undefined : sendBlocker(core)
  const resolving = send.receiverResolving ? receiver : undefined
  const { error, hint, progress } = sendStatus(send, core.internal.adapters, { blocker, resolving })
  const disabled = send.loading || Boolean(blocker) || Boolean(resolving)
  return (
    <form
      className="apk-form"
      data-testid="send-view"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // The state, not this render's snapshot: two submits in one frame must not both send.
        // A form that cannot go already says why, under the button's label.
        if (!core.send.loading && !core.send.receiverResolving && !sendBlocker(core)) void sendFromModal(core)
      }}
    >
      <button
        type="button"
        className="apk-item"
        data-testid="send-token"
        aria-label={token ? `${messages.token}: ${token.symbol}` : messages.selectToken}
        onClick={() => !send.loading && setPicking(true)}
        aria-disabled={send.loading}
      >
        {token && <TokenImage token={token} />}
        <span className="apk-name">{token?.symbol ?? messages.selectToken}</span>
      </button>
      {held && (
        <p className="apk-muted" data-testid="send-available">
          {messages.available(formatTokenAmount(held.amount), held.symbol)}
        </p>
      )}
      <label className="apk-label" htmlFor={amountId}>
        {messages.amountLabel}
      </label>
      <div className="apk-field">
        <input
          id={amountId}
          className="apk-input"
          data-testid="send-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={send.amount}
          readOnly={send.loading}
          aria-describedby={statusId}
          onChange={(event) => setSendAmount(core, event.currentTarget.value)}
        />
        <button
          type="button"
          className="apk-button secondary"
          data-testid="send-max"
          disabled={!token}
          aria-disabled={send.loading}
          onClick={() => !send.loading && void setSendMax(core)}
        >
          {messages.max}
        </button>
      </div>
      <label className="apk-label" htmlFor={receiverId}>
        {messages.receiverAddress}
      </label>
      <input
        id={receiverId}
        className="apk-input"
        data-testid="send-receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={messages.receiverPlaceholder}
        value={send.receiverAddress}
        readOnly={send.loading}
        aria-describedby={statusId}
        onChange={(event) => setSendReceiver(core, event.currentTarget.value)}
      />
      {/* Whom it goes to: the address's name, or the address a name points to. Its line is kept. */}
      <p className="apk-muted apk-status-line apk-receiver">
        {send.receiverProfileImage && <img className="apk-avatar" src={send.receiverProfileImage} alt="" />}
        {send.receiverProfileName && send.receiverProfileName !== receiver && (
          <span data-testid="send-receiver-name">{send.receiverProfileName}</span>
        )}
        {send.receiverResolvedAddress && (
          <span data-testid="send-receiver-resolved" title={send.receiverResolvedAddress}>
            {messages.sendsTo(shortenAddress(send.receiverResolvedAddress, 6, 6))}
          </span>
        )}
      </p>
      <p className="apk-muted apk-status-line" data-testid="send-fee" aria-live="polite">
        {send.fee
          ? messages.networkFee(formatFee(send.fee), send.fee.symbol)
          : send.feeLoading
            ? messages.estimatingFee
            : ''}
      </p>
      {/* One line, kept while empty: the modal does not jump as a reason comes and goes. */}
      <div id={statusId} className="apk-status-line apk-send-status" aria-live="polite">
        {(error ?? hint) && (
          <p className={error ? 'apk-error' : 'apk-muted'} data-testid="send-error">
            {error ?? hint}
          </p>
        )}
        {progress && <p className="apk-muted">{progress}</p>}
      </div>
      {/* aria-disabled, not disabled: a disabled button loses focus to the page mid-send. */}
      <button
        type="submit"
        className="apk-button wide"
        data-testid="send-submit"
        aria-disabled={disabled}
        aria-describedby={statusId}
      >
        {send.loading ? messages.sending : messages.review}
      </button>
    </form>
  )
}
