import { useRecordContext, useTranslate } from 'react-admin'
import type { ModerationAction } from '@spinroom/schemas'
import { useModerationPhrase } from './useModerationPhrase.ts'

/** A record's page title in the moderator's words ("Moderation action: Global kick"), not its type's code name. */
export const ModerationActionTitle = () => {
  const translate = useTranslate()
  const action = useRecordContext<ModerationAction>()
  const phrase = useModerationPhrase()
  if (!action) return null
  return <>{`${translate('resources.moderation-actions.name', { smart_count: 1 })}: ${phrase(action).text}`}</>
}
