import { useState } from 'react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { describeError } from './errors.ts'

/** A translation group with `unreachable` and `unexpected` texts, e.g. 'social.error'. */
type ErrorKey = ParseKeys extends infer K ? (K extends `${infer Group}.unexpected` ? Group : never) : never

/**
 * Runs a change, then `refresh` (the reads it touched); keeps the server's words for a refusal, else the text of
 * `{errorKey}.unreachable` or `.unexpected`. `run` answers whether it worked; `done` is shown as a notice when it did.
 */
export function useAction(refresh: () => Promise<unknown>, errorKey: ErrorKey) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setError(null)
    setNotice(null)
    setBusy(true)
    try {
      await action()
      if (done) setNotice(done)
      await refresh()
      return true
    } catch (e) {
      const described = describeError(e)
      setError(described.kind === 'server' ? described.message : t(`${errorKey}.${described.kind}`))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { run, error, notice, busy }
}
