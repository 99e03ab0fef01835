/** A catalogue page's path in the console. */
export const showPath = (resource: string, id: string) => `/${resource}/${encodeURIComponent(id)}/show`
export const listPath = (resource: string, filter: Record<string, string>) =>
  `/${resource}?${new URLSearchParams(filter).toString()}`
