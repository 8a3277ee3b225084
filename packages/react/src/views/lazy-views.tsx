import { lazy, Suspense } from 'react'

/*
 * Views few visitors open, each in a chunk of its own that loads on its first open: Swap, Buy and
 * the account names, with their controllers. Each view re-exports the modal's entry (`withModal`):
 * Vite 8's Rolldown does not see that a view imported from the modal's chunk only ever loads after
 * the page and the modal, so the code a view shares with the page would be split off the page's
 * chunk into a dozen small chunks loaded before the first click (+2.1 KB gzip on `appkit`'s first
 * paint; rolldown#9963, #10731). A view that reaches the modal's entry reaches all the page code the
 * modal does, which then stays in the page's chunk. scripts/chunks.test.mjs fails if it stops working.
 */
const SwapView = lazy(() => import('./swap/swap-view.js'))
const OnRampView = lazy(() => import('./onramp/onramp-view.js'))
const OnRampPurchaseView = lazy(() => import('./onramp/onramp-purchase-view.js'))
const RegisterAccountNameView = lazy(() => import('./names/register-account-name-view.js'))
const RegisterAccountNameSuccessView = lazy(() => import('./names/register-account-name-success-view.js'))

const VIEWS = {
  Swap: SwapView,
  OnRampBuy: OnRampView,
  OnRampPurchase: OnRampPurchaseView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
}

/** The views this module loads on demand. */
export type LazyViewName = keyof typeof VIEWS

export function isLazyView(view: string): view is LazyViewName {
  return Object.hasOwn(VIEWS, view)
}

/** One of the lazy views, with a spinner while its chunk comes in. */
export function LazyView({ view }: { view: LazyViewName }) {
  const View = VIEWS[view]
  return (
    <Suspense fallback={<span className="apk-spinner" data-testid="lazy-view-loading" />}>
      <View />
    </Suspense>
  )
}
