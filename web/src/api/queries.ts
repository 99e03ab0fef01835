import {
  useMutation,
  useQueries,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions
} from '@tanstack/react-query'
import type { CallArgs, CallInput } from '@spinroom/client'
import type { Route, RouteResult } from '@spinroom/schemas'
import { api } from './client.ts'

/** The cache key of a call: the route's domain and name, then its input. */
export const callKey = <R extends Route>(route: R, input?: CallInput<R>): QueryKey =>
  input === undefined ? [route.domain, route.name] : [route.domain, route.name, input]

/** The cache key of every call of a route, whatever its input (for invalidating them all). */
export const routeKey = (route: Route): QueryKey => [route.domain, route.name]

type QueryOptions<R extends Route> = Omit<UseQueryOptions<RouteResult<R>>, 'queryKey' | 'queryFn'>

/** Reads a route over the socket, cached by route and input. */
export function useCall<R extends Route>(route: R, input?: CallInput<R>, options: QueryOptions<R> = {}) {
  return useQuery<RouteResult<R>>({
    queryKey: callKey(route, input),
    queryFn: () => api.call(route, ...([input] as CallArgs<R>)),
    ...options
  })
}

/** Reads a route once per input (e.g. one call per batch of ids), each cached as `useCall` caches it. */
export function useCalls<R extends Route>(route: R, inputs: CallInput<R>[], options: QueryOptions<R> = {}) {
  return useQueries({
    queries: inputs.map((input) => ({
      queryKey: callKey(route, input),
      queryFn: () => api.call(route, ...([input] as CallArgs<R>)),
      ...options
    }))
  })
}

type MutationOptions<R extends Route, C> = Omit<
  UseMutationOptions<RouteResult<R>, Error, CallInput<R>, C>,
  'mutationFn'
>

/** Changes something through a route over the socket; `onMutate`/`onError` give optimistic updates and rollback. */
export function useCallMutation<R extends Route, C = unknown>(route: R, options: MutationOptions<R, C> = {}) {
  return useMutation<RouteResult<R>, Error, CallInput<R>, C>({
    mutationFn: (input) => api.call(route, ...([input] as CallArgs<R>)),
    ...options
  })
}
