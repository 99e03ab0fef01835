import { useState } from 'react'
import { AutocompleteInput, ReferenceInput, useGetList } from 'react-admin'
import type { Room } from '@spinroom/schemas'

interface FilterInputProps {
  source: string
  label?: string
  alwaysOn?: boolean
}

const byText = (q: string) => (q ? { q } : {})

/** Filter by a user, chosen by nickname as you type. */
export const UserFilterInput = ({ source, label, alwaysOn }: FilterInputProps) => (
  <ReferenceInput source={source} reference="users" alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} optionText="nickname" filterToQuery={byText} sx={{ minWidth: 220 }} />
  </ReferenceInput>
)

/** Filter by a room's numeric id, chosen by name as you type. */
export const RoomFilterInput = ({ source, label, alwaysOn }: FilterInputProps) => (
  <ReferenceInput source={source} reference="rooms" alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} optionText="name" filterToQuery={byText} sx={{ minWidth: 220 }} />
  </ReferenceInput>
)

// Rooms' record id is numeric: a filter by uuid offers the rooms found by name with their uuid as the value.
export const RoomUuidFilterInput = ({ source, label, alwaysOn }: FilterInputProps) => {
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<Room | null>(null)
  const { data = [], isPending } = useGetList<Room>('rooms', {
    filter: byText(q),
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' }
  })
  const choices = chosen && !data.some((room) => room.uuid === chosen.uuid) ? [chosen, ...data] : data
  return (
    <AutocompleteInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={choices}
      optionText="name"
      optionValue="uuid"
      isPending={isPending}
      onInputChange={(_event, text, reason) => reason === 'input' && setQ(text)}
      onChange={(uuid: string) => setChosen(choices.find((room) => room.uuid === uuid) ?? null)}
      sx={{ minWidth: 220 }}
    />
  )
}

/** Filter by a season, chosen by name (newest first). */
export const SeasonFilterInput = ({ source, label, alwaysOn }: FilterInputProps) => (
  <ReferenceInput
    source={source}
    reference="seasons"
    alwaysOn={alwaysOn}
    sort={{ field: 'seasonStart', order: 'DESC' }}
  >
    <AutocompleteInput label={label} optionText="seasonName" filterToQuery={byText} sx={{ minWidth: 220 }} />
  </ReferenceInput>
)
