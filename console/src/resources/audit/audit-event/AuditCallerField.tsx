import { Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { guestNickname, type ApiKey, type AuditEvent } from '@spinroom/schemas'
import { NamedReference } from '../../shared/NamedReference.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const ApiKeyName = () => {
  const key = useRecordContext<ApiKey>()
  return key ? (
    <Typography component="span" variant="body2">
      {key.name}
    </Typography>
  ) : null
}

/** Who recorded an event: a guest by the nickname rooms showed them, an API key by its name, else the user. */
export const AuditCallerField = (_props: { label?: string; sortable?: boolean }) => {
  const event = useRecordContext<AuditEvent>()
  if (!event) return null
  if (event.callerType === 'guest' && event.userUuid)
    return (
      <Typography component="span" variant="body2" title={event.userUuid} sx={{ color: 'text.secondary' }}>
        {guestNickname(event.userUuid)}
      </Typography>
    )
  if (event.callerType === 'service')
    return (
      <NamedReference source="userUuid" reference="api-keys" unknown="spinroom.references.unknown_account">
        <ApiKeyName />
      </NamedReference>
    )
  return <UserReferenceField source="userUuid" />
}
