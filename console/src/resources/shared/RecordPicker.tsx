import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useGetList, useTranslate, type RaRecord } from 'react-admin'

interface RecordPickerProps<T extends RaRecord> {
  /** The resource searched with its list route's `q`. */
  resource: string
  /** i18n key of the field's label. */
  label: string
  /** The record's name in the options (nickname, room name…). */
  nameOf: (record: T) => string
  /** The field a sorted list orders by. */
  sortBy: string
  value: T | null
  onChange: (record: T | null) => void
}

/** Picks one record by name, searching as the user types (ten suggestions at a time). */
export function RecordPicker<T extends RaRecord>({
  resource,
  label,
  nameOf,
  sortBy,
  value,
  onChange
}: RecordPickerProps<T>) {
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const { data = [] } = useGetList<T>(resource, {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 10 },
    sort: { field: sortBy, order: 'ASC' }
  })
  return (
    <Autocomplete<T>
      sx={{ minWidth: 280 }}
      options={data}
      value={value}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, record) => onChange(record)}
      onInputChange={(_e, text) => setSearch(text)}
      renderInput={(params) => <TextField {...params} size="small" label={translate(label)} />}
    />
  )
}
