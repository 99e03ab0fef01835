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
export const AuditCallerField = ({ source }: { source: 'userUuid'; label?: string; sortable?: boolean }) => {
  const event = useRecordContext<AuditEvent>()
  if (!event) return null
  const id = event[source]
  if (event.callerType === 'guest' && id)
    return (
      <Typography component="span" variant="body2" title={id} sx={{ color: 'text.secondary' }}>
        {guestNickname(id)}
      </Typography>
    )
  if (event.callerType === 'service')
    return (
      <NamedReference source={source} reference="api-keys" unknown="spinroom.references.unknown_account">
        <ApiKeyName />
      </NamedReference>
    )
  return <UserReferenceField source={source} />
}
