import { useEffect } from 'react'
import {
  ChipField,
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
import { crateImportStatuses, type CrateImportRow } from '@spinroom/schemas'

// Seed 002 §4: while a crate is importing, its state is polled every 5 seconds.
const POLL_MS = 5000
const none = '—'
const filters = [
  <SelectInput
    key="importStatus"
    source="importStatus"
    alwaysOn
    choices={crateImportStatuses.map((id) => ({ id, name: id }))}
  />
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
      <TextField source="ownerNickname" sortable={false} />
      <ChipField source="importStatus" sortable={false} />
      <TextField source="importSource.musicProvider" sortable={false} />
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
