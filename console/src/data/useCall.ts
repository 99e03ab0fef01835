import { useEffect, useState } from 'react'
import type { CallInput } from '@spinroom/client'
import type { Route, RouteResult } from '@spinroom/schemas'
import { useConsoleProvider } from './useCallMutation.ts'

/** What a route answered for the current input: its result, or the API's message when it failed. */
export interface Answer<T> {
  data: T | null
  error: string | null
  loading: boolean
}

/**
 * Reads a route, as the player's `useCall` does: calls it whenever its input changes (the input compared as JSON) and
 * keeps the latest answer; a stale answer never overwrites a newer one. `useCallMutation` writes.
 */
export function useCall<R extends Route>(route: R, input: CallInput<R> | null): Answer<RouteResult<R>> {
  const provider = useConsoleProvider()
  const [answer, setAnswer] = useState<Answer<RouteResult<R>>>({ data: null, error: null, loading: true })
  const key = JSON.stringify(input)
  useEffect(() => {
    if (input === null) return
    let live = true
    setAnswer((previous) => ({ ...previous, loading: true }))
    // The client's call is typed per route; here the route is a type parameter.
    const call = provider.call as (route: R, input: CallInput<R>) => Promise<RouteResult<R>>
    call(route, input)
      .then((data) => live && setAnswer({ data, error: null, loading: false }))
      .catch((e: Error) => live && setAnswer({ data: null, error: e.message, loading: false }))
    return () => {
      live = false
    }
    // `key` stands for the input's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, route, key])
  return answer
}
