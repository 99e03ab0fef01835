import { useEffect } from 'react'
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useListContext,
  useRefresh
} from 'react-admin'
import type { CrateImportRow } from '@spinroom/schemas'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

// Seed 002 §4: while a crate is importing, its state is polled every 5 seconds.
const POLL_MS = 5000
const none = '—'
const filters = [
  <SelectInput key="importStatus" source="importStatus" alwaysOn choices={enumChoices('crateImportStatuses')} />
]

/** Refreshes the list every 5 s while one of the shown imports is still running. */
const PollWhileRunning = () => {
  const { data } = useListContext<CrateImportRow>()
  const refresh = useRefresh()
  const running = (data ?? []).some((crate) => crate.importStatus === 'IN_PROGRESS')
  useEffect(() => {
    if (!running) return
    const timer = setInterval(refresh, POLL_MS)
    return () => clearInterval(timer)
  }, [running, refresh])
  return null
}

/** Crates imported from provider playlists: whose, from where, how far (imports in progress first by filter). */
export const CrateImportList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ importStatus: 'IN_PROGRESS' }}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    perPage={25}
  >
    <PollWhileRunning />
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="crateName" sortable={false} />
      <UserReferenceField source="userUuid" label="resources.crate-imports.fields.ownerNickname" sortable={false} />
      <EnumField source="importStatus" name="crateImportStatuses" sortable={false} />
      <EnumField source="importSource.musicProvider" name="importProviders" variant="text" sortable={false} />
      <TextField source="importSource.playlistId" sortable={false} />
      <NumberField source="crateSongsNumber" sortable={false} />
      <FunctionField
        source="importSource.error"
        sortable={false}
        render={(crate: CrateImportRow) => crate.importSource?.error ?? none}
      />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
