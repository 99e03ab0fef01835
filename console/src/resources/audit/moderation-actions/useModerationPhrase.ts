import { useLocaleState, useTranslate } from 'react-admin'
import type { ModerationAction } from '@spinroom/schemas'
import { useEnumWords } from '../../shared/EnumField.tsx'

/** What a record says in the moderator's words, and the details that says (not repeated beside it). */
export interface ModerationPhrase {
  text: string
  said: string[]
}

// Room roles whose grant and removal have words of their own; another role is "given" or "taken away".
const restrictions = ['chatDisabled', 'djDisabled', 'banned', 'kicked']

const MINUTE = 60_000

/** A span in whole minutes, hours or days, in the locale's words ("5 minutes", "1 day"). */
function span(ms: number, locale: string) {
  const minutes = Math.max(1, Math.round(ms / MINUTE))
  const [value, unit] =
    minutes % 1440 === 0 || minutes >= 2880
      ? [Math.round(minutes / 1440), 'day']
      : minutes % 60 === 0 || minutes >= 120
        ? [Math.round(minutes / 60), 'hour']
        : [minutes, 'minute']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/**
 * A moderation record as what happened ("Chat disabled for 5 minutes", "Banned until …", "Made Moderator"), from
 * its type, role and details (expirationTime, until); any other record by its type's words.
 */
export function useModerationPhrase() {
  const translate = useTranslate()
  const words = useEnumWords()
  const [locale] = useLocaleState()
  return (
    action: Pick<ModerationAction, 'actionType' | 'details' | 'role' | 'createdAt' | 'roomUuid'>
  ): ModerationPhrase => {
    const details = (action.details ?? {}) as Record<string, unknown>
    const role = action.role ?? null
    const end = [details.expirationTime, details.until].find((value) => typeof value === 'string') as string | undefined
    const lasting = end ? new Date(end).getTime() - new Date(action.createdAt).getTime() : 0
    const phrase = (key: string, said: string[], args: Record<string, unknown> = {}): ModerationPhrase => {
      const timed = lasting > 0
      const text = translate(`spinroom.moderation_phrases.${key}${timed ? '_for' : ''}`, {
        ...args,
        duration: timed ? span(lasting, locale) : ''
      })
      return { text, said: timed ? [...said, 'expirationTime', 'until'] : said }
    }
    const { actionType } = action
    const inRoom = Boolean(action.roomUuid)
    const roleWords = (value: string) => words(inRoom ? 'roomRoles' : 'userRoles', value)
    const capability = typeof details.capability === 'string' ? words('userCapabilities', details.capability) : null
    const plain = (key: string, said: string[], args = {}) => ({
      text: translate(`spinroom.moderation_phrases.${key}`, args),
      said
    })
    // The ban dialog asks until when; the live desk's restrictions, for how long.
    if (actionType === 'temporaryBan' && end)
      return plain('banned_until', ['until'], { until: new Date(end).toLocaleString(locale) })
    if (inRoom && actionType === 'kickUser') return phrase('granted_kicked', ['role'])
    if (inRoom && actionType === 'banUser') return phrase('granted_banned', ['role'])
    const badges = Array.isArray(details.badges)
      ? details.badges.map((b) => words('badges', String(b))).join(', ')
      : null
    if (actionType === 'grantRole' && badges) return plain('badges_given', ['badges'], { badges })
    if (actionType === 'removeRole' && badges) return plain('badges_taken', ['badges'], { badges })
    if (actionType === 'grantRole' && capability) return plain('allowed', ['capability'], { capability })
    if (actionType === 'removeRole' && capability) return plain('disallowed', ['capability'], { capability })
    if ((actionType === 'grantRole' || actionType === 'banUser' || actionType === 'kickUser') && role) {
      if (inRoom && restrictions.includes(role)) return phrase(`granted_${role}`, ['role'])
      return phrase('granted', ['role'], { role: roleWords(role) })
    }
    if (actionType === 'removeRole' && role) {
      if (inRoom && restrictions.includes(role)) return plain(`removed_${role}`, ['role'])
      return plain('removed', ['role'], { role: roleWords(role) })
    }
    return { text: words('moderationActionTypes', actionType), said: [] }
  }
}
