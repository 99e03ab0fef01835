import { useId, useState } from 'react'
import { keepPreviousData } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Container from '@mui/material/Container'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import { useTranslation } from 'react-i18next'
import { SEARCH_PAGE_SIZE, routes, type SearchSourceKey } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { PageBar } from '../crates/PageBar.tsx'
import { explicitAllowed } from '../discord/activity.ts'
import { useIdentity } from '../session/useSession.ts'
import { ImportByLink } from './ImportByLink.tsx'
import { SearchResults } from './SearchResults.tsx'
import { useDebounced } from './useDebounced.ts'

/** Seed 002 §5: search input is debounced 300 ms. */
const SEARCH_DEBOUNCE_MS = 300

/** Songs from the catalogue and every provider the server has configured, one tab each; import by link below. */
export default function SearchScreen() {
  const { t } = useTranslation()
  const { isLoggedIn } = useIdentity()
  const ids = useId()
  const [text, setText] = useState('')
  const [tab, setTab] = useState<SearchSourceKey>('catalogue')
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const userData = useCall(routes.accounts.getUserData, undefined, { enabled: isLoggedIn })
  const explicit = explicitAllowed(userData.data?.settings.allowExplicitAudio)
  const [paging, setPaging] = useState({ q, page: 1 })
  const page = paging.q === q ? paging.page : 1
  // Seed 002 §5: an empty query is never sent.
  const search = useCall(
    routes.playlists.searchV2,
    { query: { q, offset: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE, explicit } },
    { enabled: q.length > 0, placeholderData: keepPreviousData }
  )
  const groups = q.length > 0 ? (search.data?.groups ?? []) : []
  const shown = groups.find((group) => group.provider === tab) ?? groups[0]
  const sourceName = (provider: SearchSourceKey, name: string) =>
    provider === 'catalogue' ? t('search.catalogue') : name
  // A source that does not say its total has another page while it fills this one.
  const pages = shown
    ? shown.total !== null
      ? Math.ceil(shown.total / SEARCH_PAGE_SIZE)
      : shown.count === SEARCH_PAGE_SIZE
        ? page + 1
        : page
    : 0
  const tabs = groups.length > 0 ? groups : [{ provider: 'catalogue' as const, name: '', count: 0, total: null }]

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
        {t('search.title')}
      </Typography>
      <TextField
        fullWidth
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 200, 'data-testid': 'search-input' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            )
          }
        }}
      />
      {!isLoggedIn && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('search.guestHint')}
        </Alert>
      )}
      <Card sx={{ mt: 2 }}>
        <Tabs
          value={shown?.provider ?? 'catalogue'}
          onChange={(_event, value: SearchSourceKey) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('search.sources')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((group) => (
            <Tab
              key={group.provider}
              value={group.provider}
              id={`${ids}-tab-${group.provider}`}
              aria-controls={`${ids}-panel`}
              label={
                q.length > 0 && search.data
                  ? t('search.tabCount', {
                      name: sourceName(group.provider, group.name),
                      count: group.total ?? group.count
                    })
                  : sourceName(group.provider, group.name)
              }
            />
          ))}
        </Tabs>
        <Box sx={{ minHeight: 4 }}>{search.isFetching && <LinearProgress aria-label={t('nav.loading')} />}</Box>
        <Box
          role="tabpanel"
          id={`${ids}-panel`}
          aria-labelledby={`${ids}-tab-${shown?.provider ?? 'catalogue'}`}
          sx={{ px: { xs: 0.5, sm: 1 }, pb: 1 }}
        >
          {q.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 4, px: 2, textAlign: 'center' }}>
              {t('search.prompt')}
            </Typography>
          )}
          {q.length > 0 && search.error && (
            <Alert severity="error" sx={{ m: 1 }}>
              {t('nav.loadFailed', { message: search.error.message })}
            </Alert>
          )}
          {shown && <SearchResults group={shown} sourceName={sourceName(shown.provider, shown.name)} q={q} />}
          <PageBar pages={pages} page={page} onChange={(next) => setPaging({ q, page: next })} />
        </Box>
      </Card>
      <ImportByLink />
    </Container>
  )
}
