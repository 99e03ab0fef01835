import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from './errors.ts'

/** The text of a failure (seed 002 §8): the server's words below 500, else 'Something went wrong, please try again'. */
export function useErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const described = describeError(error)
      return described.kind === 'server' ? described.message : t(`error.${described.kind}`)
    },
    [t]
  )
}
