import type { View } from '@appkit/controllers/modal'
import { lazy, Suspense } from 'react'
import { ViewSwitch } from './view-switch.js'

/*
 * Views few visitors open, each in a chunk of its own that loads on its first open: Swap, Buy and
 * the account names, with their controllers. Each view re-exports `withModal` (the modal's frame
 * and its other views): Vite 8's Rolldown does not see that a view imported from the modal's chunk
 * only ever loads after the page and the modal, so the code a view shares with the page would be
 * split off the page's chunk into a dozen small chunks loaded before the first click (+2.1 KB gzip
 * on `appkit`'s first paint; rolldown#9963, #10731). A view that reaches all the page code the modal
 * reaches leaves that code in the page's chunks. scripts/chunks.test.mjs fails if it stops working.
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

type LazyViewName = keyof typeof VIEWS

const isLazyView = (view: string): view is LazyViewName => Object.hasOwn(VIEWS, view)

/** Any view: a lazy one with a spinner while its chunk comes in, the others at once. */
export function AnyView({ view }: { view: View }) {
  if (!isLazyView(view)) return <ViewSwitch view={view} />
  const Lazy = VIEWS[view]
  return (
    <Suspense fallback={<span className="apk-spinner" data-testid="lazy-view-loading" />}>
      <Lazy />
    </Suspense>
  )
}
