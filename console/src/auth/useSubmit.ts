import { useCallback, useState } from 'react'
import { useTranslate } from 'react-admin'
import { failureMessage } from '../data/failure-message.ts'

/** One request of a sign-in view at a time: whether it runs, and the API's refusal in words. */
export function useSubmit() {
  const translate = useTranslate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setPending(true)
      setError(null)
      try {
        await action()
        return true
      } catch (failure) {
        const message = failureMessage(failure)
        setError(translate(message, { _: message }))
        return false
      } finally {
        setPending(false)
      }
    },
    [translate]
  )
  return { pending, error, run }
}
