import Alert from '@mui/material/Alert'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { SearchGroups } from '@spinroom/schemas'
import { AddToCrateMenu } from '../crates/AddToCrateMenu.tsx'
import { SongRow } from '../crates/SongRow.tsx'
import { songInputOf } from './search-song.ts'

type SearchGroup = SearchGroups['groups'][number]

/** One source's answer: its songs, each addable to a crate, or why the source gave none. */
export function SearchResults({ group, sourceName, q }: { group: SearchGroup; sourceName: string; q: string }) {
  const { t } = useTranslation()
  if (group.status !== 'ok')
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {t(group.status === 'timeout' ? 'search.sourceTimeout' : 'search.sourceFailed', {
          name: sourceName,
          message: group.error ?? ''
        })}
      </Alert>
    )
  if (group.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="search-empty">
        {t('search.noResults', { q })}
      </Typography>
    )
  return (
    <List disablePadding aria-label={t('search.resultsOf', { name: sourceName })} data-testid="search-results">
      {group.data.map((track, index) => (
        <ListItem key={`${track.provider}:${track.providerId}`} disablePadding sx={{ display: 'block' }}>
          {index > 0 && <Divider component="div" />}
          <SongRow
            song={track}
            actions={
              <AddToCrateMenu song={songInputOf(track)} songTitle={`${track.trackName} – ${track.artistName}`} />
            }
          />
        </ListItem>
      ))}
    </List>
  )
}
