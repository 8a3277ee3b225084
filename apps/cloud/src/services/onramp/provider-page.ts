import { formatEther } from 'viem'
import { htmlPage } from '../../http/html-page.js'
import { escapeHtml } from '../mail/inbox-page.js'
import { formatCents, type PaymentMethod } from './onramp-catalogue.js'
import { quoteOnramp } from './onramp-quote.js'
import type { Purchase } from './onramp-store.js'

/** The pages' policy: no script, no frame around them, forms post only back here. */
export const PROVIDER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export type FormError = { method: PaymentMethod; message: string }

const STYLE = `
:root { color-scheme: light dark; font: 16px/1.5 system-ui, sans-serif; }
body { max-width: 30rem; margin: 1.5rem auto; padding: 0 1rem; }
h1 { font-size: 1.3rem; } .summary { padding: .75rem 1rem; border: 1px solid #8886; border-radius: .75rem; }
fieldset { border: 1px solid #8886; border-radius: .75rem; margin: 1rem 0; padding: .75rem 1rem; }
label { display: block; margin: .5rem 0 .2rem; } input { font: inherit; width: 100%; box-sizing: border-box; padding: .4rem; }
button { font: inherit; margin-top: .75rem; padding: .5rem 1rem; } .error { color: #d33; font-weight: 600; }
.muted { opacity: .75; font-size: .9rem; } code { word-break: break-all; }`

function summary(p: Purchase, network: string): string {
  const card = quoteOnramp(p.totalCents, p.currency, 'card')
  const bank = quoteOnramp(p.totalCents, p.currency, 'bank_account')
  return `<div class="summary" data-testid="provider-summary">
<p>You pay <strong>${formatCents(p.totalCents)} ${p.currency}</strong> for Ether on ${escapeHtml(network)}, sent to <code>${escapeHtml(p.address)}</code>.</p>
<p class="muted">Card: fee ${formatCents(card.feeCents)} ${p.currency} (2 %), you get ≈ ${formatEther(card.wei)} ETH.
Bank account: fee ${formatCents(bank.feeCents)} ${p.currency} (1 %), you get ≈ ${formatEther(bank.wei)} ETH.</p>
</div>`
}

const errorOf = (error: FormError | undefined, method: PaymentMethod) =>
  error?.method === method
    ? `<p class="error" role="alert" data-testid="provider-error">${escapeHtml(error.message)}</p>`
    : ''

/** The checkout: the card form (with the test cards named) and the bank account form. */
export function checkoutPage(p: Purchase, network: string, error?: FormError): string {
  const action = `/onramp/buy/${encodeURIComponent(p.id)}`
  return htmlPage({
    title: 'Lab Ramp: buy Ether',
    style: STYLE,
    body: `<h1>Lab Ramp: buy Ether</h1>
${summary(p, network)}
<form method="post" action="${action}">
<fieldset><legend>Pay by card (10.00–7,500.00 ${p.currency})</legend>
<input type="hidden" name="method" value="card">
<label for="card-number">Card number</label><input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="expiry" autocomplete="cc-exp" required>
<label for="card-cvc">Security code</label><input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
${errorOf(error, 'card')}
<p class="muted">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry, any 3 digits.</p>
<button type="submit">Pay ${formatCents(p.totalCents)} ${p.currency} by card</button>
</fieldset>
</form>
<form method="post" action="${action}">
<fieldset><legend>Pay from a bank account (10.00–25,000.00 ${p.currency})</legend>
<input type="hidden" name="method" value="bank_account">
<label for="bank-holder">Account holder</label><input id="bank-holder" name="holder" autocomplete="name" required>
<label for="bank-iban">IBAN or account number</label><input id="bank-iban" name="account" required>
${errorOf(error, 'bank_account')}
<button type="submit">Pay ${formatCents(p.totalCents)} ${p.currency} from the bank account</button>
</fieldset>
</form>`,
  })
}

/** Where a purchase ended up, once it left the checkout. */
export function outcomePage(p: Purchase, network: string): string {
  const body =
    p.status === 'completed'
      ? `<h1 data-testid="provider-outcome">Purchase complete</h1>
<p>${formatEther(p.wei ?? 0n)} ETH was sent to <code>${escapeHtml(p.address)}</code> on ${escapeHtml(network)}.</p>
<p class="muted">Transaction <code>${escapeHtml(p.txHash ?? '')}</code>. You can close this window.</p>`
      : p.status === 'failed'
        ? `<h1 data-testid="provider-outcome">Payment failed</h1>
<p class="error" role="alert" data-testid="provider-error">${escapeHtml(p.error ?? 'The payment failed.')}</p>
<p class="muted">Nothing was charged and nothing was sent. Close this window and start again.</p>`
        : `<h1 data-testid="provider-outcome">Sending your Ether…</h1><p class="muted">Reload this page to see when it has arrived.</p>`
  return htmlPage({ title: 'Lab Ramp', style: STYLE, body })
}

export function unknownPurchasePage(): string {
  return htmlPage({
    title: 'Lab Ramp',
    style: STYLE,
    body: '<h1>This purchase does not exist</h1><p>Start again from the app.</p>',
  })
}
