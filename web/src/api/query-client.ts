import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@spinroom/client'

const clientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500

/** One cache for the player: a refused call (4xx) is not retried, a lost connection is, twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !clientError(error) && count < 2,
      refetchOnWindowFocus: false
    },
    mutations: { retry: false }
  }
})
