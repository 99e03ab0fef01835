import type { ReactElement, ReactNode } from 'react'
import {
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow
} from '@mui/material'
import { Button, useRecordContext, useTranslate } from 'react-admin'
import type { Community } from '@spinroom/schemas'
import { usePanel, type PanelList } from './usePanel.ts'

export interface PanelColumn<T> {
  /** i18n key of the column's header. */
  label: string
  render: (row: T) => ReactNode
}

interface Props<T> {
  list: PanelList
  /** i18n keys: the title (given `smart_count`), the add button, the remove button (given `name`) and their notices. */
  texts: { title: string; add: string; added: string; remove: string; removed: string }
  columns: PanelColumn<T>[]
  /** The id a row is removed by, and the name its remove button gives. */
  idOf: (row: T) => string | number
  nameOf: (row: T) => string
  removeIcon: ReactElement
  /** The input that picks what to add; `picked` is its id (null: nothing yet), `onAdded` clears the input. */
  picker: ReactNode
  picked: string | null
  onAdded: () => void
}

/** A community's members or rooms, changed at once: a picker and an add button on top, a remove button on each row. */
export function CommunityPanel<T>({
  list,
  texts,
  columns,
  idOf,
  nameOf,
  removeIcon,
  picker,
  picked,
  onAdded
}: Props<T>) {
  const community = useRecordContext<Community>()
  const translate = useTranslate()
  const { rows, total, call } = usePanel<T>(list, community ? String(community.id) : null)
  if (!community) return null
  const add = () => picked && call('add', picked, texts.added).then(onAdded)
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate(texts.title, { smart_count: total })} />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          {picker}
          <Button label={texts.add} variant="contained" disabled={!picked} onClick={add} />
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label}>{translate(c.label)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={idOf(row)}>
                {columns.map((c) => (
                  <TableCell key={c.label}>{c.render(row)}</TableCell>
                ))}
                <TableCell align="right">
                  <IconButton
                    aria-label={translate(texts.remove, { name: nameOf(row) })}
                    onClick={() => call('remove', String(idOf(row)), texts.removed)}
                  >
                    {removeIcon}
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}
