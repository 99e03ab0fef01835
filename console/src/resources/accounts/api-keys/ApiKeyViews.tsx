import { useMediaQuery, type Theme } from '@mui/material'
import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord
} from 'react-admin'
import { routes, type ApiKey } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { RevokeApiKeyButton } from './RevokeApiKeyButton.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const none = '—'
const filters = [<SearchInput key="q" source="q" alwaysOn />]
// Revoked keys stay listed, greyed out.
const revokedSx = (record: RaRecord) => (record.revokedAt ? { opacity: 0.55 } : {})

export const ApiKeyList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const translate = useTranslate()
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<ApiKey>
          linkType="show"
          primaryText={(record) => record.name}
          secondaryText={(record) => record.prefix}
          tertiaryText={(record) =>
            record.revokedAt ? translate('resources.api-keys.fields.revokedAt') : translate('spinroom.api_keys.active')
          }
          rowSx={revokedSx}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} rowSx={revokedSx}>
          <TextField source="name" />
          <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
          <DateField source="createdAt" showTime />
          <DateField source="lastUsedAt" showTime emptyText={none} />
          <DateField source="revokedAt" showTime emptyText={none} />
          <RevokeApiKeyButton />
        </Datagrid>
      )}
    </List>
  )
}

const v = schemaValidators(routes.accounts.createApiKey.body)

/** A key is created only; the create page shows the secret its answer carries. */
export const ApiKeyForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={v.name} autoFocus />
  </SimpleForm>
)
