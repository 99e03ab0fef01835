import { DateField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { RevokeApiKeyButton } from './RevokeApiKeyButton.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const none = '—'

const Actions = () => (
  <TopToolbar>
    <RevokeApiKeyButton />
  </TopToolbar>
)

/** A key as listed; its secret is never shown again. */
export const ApiKeyShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
      <UserReferenceField source="createdBy" />
      <DateField source="lastUsedAt" showTime emptyText={none} />
      <DateField source="revokedAt" showTime emptyText={none} />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
)
