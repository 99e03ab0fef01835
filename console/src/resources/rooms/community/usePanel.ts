import { useCallback, useEffect, useState } from 'react'
import { useNotify } from 'react-admin'
import { httpClient } from '../../../httpClient.ts'

/** A `limit`/`offset` list of the API, reloadable, and a caller of its write endpoints that reloads after them. */
export function usePanel<T>(url: string | null) {
  const [rows, setRows] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const notify = useNotify()
  const load = useCallback(async () => {
    if (!url) return
    const { json } = await httpClient(`${url}?limit=100`)
    setRows(json.data)
    setTotal(json.total)
  }, [url])
  useEffect(() => {
    void load()
  }, [load])
  const call = async (method: 'PUT' | 'DELETE', path: string, done: string) => {
    try {
      await httpClient(path, { method })
      notify(done, { type: 'info' })
      await load()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return { rows, total, call }
}
