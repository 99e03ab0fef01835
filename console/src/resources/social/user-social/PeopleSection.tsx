import { useEffect, useState, type ReactNode } from 'react'
import { Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { DJ_FANS_PAGE_SIZE } from '@spinroom/schemas'
import { UserLink } from '../../shared/UserReferenceField.tsx'

export interface Person {
  key: string
  user: { id: string; nickname: string | null; avatarId: string | null }
  at: string
  note?: ReactNode
}

export type PeopleLoader = (take: number, skip: number) => Promise<{ people: Person[]; total: number }>

/** A titled list of users by name, 12 a page, as the player pages fans. */
export const PeopleSection = ({ title, testId, load }: { title: string; testId: string; load: PeopleLoader }) => {
  const translate = useTranslate()
  const [skip, setSkip] = useState(0)
  const [page, setPage] = useState<{ people: Person[]; total: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    load(DJ_FANS_PAGE_SIZE, skip).then(setPage, (e: Error) => setError(e.message))
  }, [load, skip])
  return (
    <Stack data-testid={testId} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(title)} {page ? `(${page.total})` : ''}
      </Typography>
      {error && <Typography color="error">{error}</Typography>}
      {page && !page.people.length && <Typography variant="body2">{translate('spinroom.social.none')}</Typography>}
      {page && page.people.length > 0 && (
        <Table size="small">
          <TableBody>
            {page.people.map((person) => (
              <TableRow key={person.key}>
                <TableCell>
                  <UserLink user={{ ...person.user, nickname: person.user.nickname ?? undefined }} />
                </TableCell>
                <TableCell>{person.note}</TableCell>
                <TableCell>{new Date(person.at).toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {page && page.total > DJ_FANS_PAGE_SIZE && (
        <Stack direction="row" spacing={1}>
          <Button size="small" disabled={!skip} onClick={() => setSkip(Math.max(0, skip - DJ_FANS_PAGE_SIZE))}>
            {translate('ra.navigation.previous')}
          </Button>
          <Button
            size="small"
            disabled={skip + DJ_FANS_PAGE_SIZE >= page.total}
            onClick={() => setSkip(skip + DJ_FANS_PAGE_SIZE)}
          >
            {translate('ra.navigation.next')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
