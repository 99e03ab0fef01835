import { httpClient } from '../../httpClient.ts'

/** Sends one file as a multipart field and answers the JSON reply. */
export async function uploadFile<T>(url: string, method: 'POST' | 'PATCH', field: string, file: File): Promise<T> {
  const body = new FormData()
  body.set(field, file, file.name)
  const { json } = await httpClient(url, { method, body })
  return json as T
}

/** The ra page and sort of a list as the API's offset and limit. */
export const offsetOf = ({ page, perPage }: { page: number; perPage: number }) => ({
  offset: String((page - 1) * perPage),
  limit: String(perPage)
})

/** The defined entries of a filter, as query parameters. */
export const queryOf = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)])
  )
