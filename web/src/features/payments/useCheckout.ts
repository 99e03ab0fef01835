import { routes, type Route } from '@spinroom/schemas'
import { useCall, useCallMutation } from '../../api/queries.ts'

/** Whether this server can take card payments (the player hides buttons that cannot work). */
export const usePaymentSettings = () => useCall(routes.payments.paymentSettings, undefined, { staleTime: 5 * 60_000 })

/** Starts a checkout (or opens the billing portal) and sends the browser to the provider's page. */
export function useRedirectTo<R extends Route>(route: R) {
  return useCallMutation(route, {
    onSuccess: (session) => window.location.assign((session as { url: string }).url)
  })
}
