import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000]
]

/** Date formatting in the current language. */
export function useFormat() {
  const { i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    return {
      dateTime: (date: Date) => dateTime.format(date),
      /** "in 7 days", "dentro de 3 horas": the largest whole unit. */
      fromNow: (date: Date, now = Date.now()) => {
        const delta = date.getTime() - now
        const [unit, size] = units.find(([, ms]) => Math.abs(delta) >= ms) ?? units[units.length - 1]
        return relative.format(Math.round(delta / size), unit)
      }
    }
  }, [locale])
}
