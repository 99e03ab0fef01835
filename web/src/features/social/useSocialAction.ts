import { useState } from 'react'
import { describeError } from '../../api/errors.ts'
import { refreshSocial } from './social-cache.ts'

/** Runs a social change, then refreshes the social reads; keeps the server's message of a refusal. */
export function useSocialAction() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = (action: () => Promise<unknown>) => {
    setError(null)
    setBusy(true)
    action()
      .then(() => refreshSocial())
      .catch((e: unknown) => {
        const described = describeError(e)
        setError(described.kind === 'server' ? described.message : String(e))
      })
      .finally(() => setBusy(false))
  }
  return { run, error, busy }
}
