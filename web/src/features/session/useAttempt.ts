import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../api/errors.ts'

/** What to tell the user about a failed sign-in step: the server's message below 500, else ours (seed 002 §8). */
export function useFailureText() {
  const { t } = useTranslation()
  return useCallback(
    (failure: unknown) => {
      const described = describeError(failure)
      return described.kind === 'server' ? described.message : t(`signIn.${described.kind}`)
    },
    [t]
  )
}

/**
 * One sign-in step at a time: which one runs, and the last failure's text (`explain`'s words for the refusals it knows,
 * else the server's).
 */
export function useAttempt<K extends string>(explain?: (failure: unknown) => string | null) {
  const failureText = useFailureText()
  const [pending, setPending] = useState<K | null>(null)
  const [error, setError] = useState<string | null>(null)
  const attempt = useCallback(
    async (kind: K, action: () => Promise<unknown>): Promise<boolean> => {
      setPending(kind)
      setError(null)
      try {
        await action()
        setPending(null)
        return true
      } catch (failure) {
        setError(explain?.(failure) ?? failureText(failure))
        setPending(null)
        return false
      }
    },
    [failureText, explain]
  )
  return { pending, error, setError, attempt }
}
