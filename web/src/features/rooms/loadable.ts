/** What LoadState reads of a query, or of several combined. */
export interface Loadable {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
}
