import { useMutation } from '@tanstack/react-query'
import { useDataProvider, useNotify, useRefresh } from 'react-admin'
import type { CallInput } from '@spinroom/client'
import type { Route, RouteResult } from '@spinroom/schemas'
import type { ConsoleDataProvider } from './types.ts'
import { failureMessage } from './failure-message.ts'

/** The data provider with its `call` method: `useConsoleProvider().call(routes.x.y, input)`. */
export const useConsoleProvider = () => useDataProvider<ConsoleDataProvider>()

/**
 * A route called as a mutation, as the player's `useCallMutation` is:
 * `const { mutate, isPending } = useCallMutation(routes.rooms.skipSong)`; a failure is notified with the API's
 * message, a success refreshes the page's data.
 */
export function useCallMutation<R extends Route>(
  route: R,
  options: { onSuccess?: (result: RouteResult<R>) => void } = {}
) {
  const provider = useConsoleProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  // The client's call is typed per route; the mutation's variables are that route's input.
  const call = provider.call as (route: R, input: CallInput<R>) => Promise<RouteResult<R>>
  return useMutation({
    mutationFn: (input: CallInput<R>) => call(route, input),
    onSuccess: (result) => {
      options.onSuccess?.(result)
      refresh()
    },
    onError: (error) => notify(failureMessage(error), { type: 'error' })
  })
}
