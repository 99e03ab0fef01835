import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import CloudDownloadIcon from '@mui/icons-material/CloudDownload'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { playerPaths, routes, type Crate } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { PageBar } from './PageBar.tsx'
import { useIdentity } from '../session/useSession.ts'
import { CrateCard } from './CrateCard.tsx'
import { GuestCrates } from './GuestCrates.tsx'
import { IMPORT_POLL_MS } from './import-poll.ts'
import { ImportPlaylistDialog } from './ImportPlaylistDialog.tsx'
import { useCrateDialogs } from './useCrateDialogs.tsx'
import { useCrateMutations } from './useCrateMutations.ts'
import { useNotice } from './useNotice.tsx'

const PAGE_SIZE = 24

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }

/** The queue and likes, then my crates (newest first): create, import, rename, copy, delete. */
export default function CratesScreen() {
  const identity = useIdentity()
  if (!identity.isLoggedIn) return <GuestCrates />
  return <MyCrates ownerUuid={identity.id} />
}

function MyCrates({ ownerUuid }: { ownerUuid: string }) {
  const { t } = useTranslation()
  const notice = useNotice()
  const mutations = useCrateMutations(ownerUuid, notice.show)
  const { actions, dialogs } = useCrateDialogs(mutations)
  const [page, setPage] = useState(1)
  const [importing, setImporting] = useState(false)
  const queue = useCall(routes.playlists.getQueueCrate)
  const likes = useCall(routes.playlists.getLikesCrate)
  const crates = useCall(
    routes.playlists.listMyCrates,
    { query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
    {
      refetchInterval: (query) =>
        query.state.data?.data.some((crate) => crate.importStatus === 'IN_PROGRESS') ? IMPORT_POLL_MS : false
    }
  )
  const pages = Math.ceil((crates.data?.total ?? 0) / PAGE_SIZE)
  const special = (crate: Crate) => <CrateCard crate={crate} onCopy={actions.onCopy} />

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          {t('crates.title')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => mutations.create.mutate()}>
            {t('crates.create')}
          </Button>
          <Button variant="outlined" startIcon={<CloudDownloadIcon />} onClick={() => setImporting(true)}>
            {t('crates.import.open')}
          </Button>
          <Button variant="outlined" startIcon={<CloudUploadIcon />} component={Link} to={playerPaths.uploads}>
            {t('uploads.open')}
          </Button>
        </Stack>
      </Stack>

      <Box component="section" aria-labelledby="special-crates" sx={{ mb: 4 }}>
        <Typography id="special-crates" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('crates.special')}
        </Typography>
        <Box sx={grid}>
          <LoadState query={queue}>{queue.data && special(queue.data)}</LoadState>
          <LoadState query={likes}>{likes.data && special(likes.data)}</LoadState>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="my-crates">
        <Typography id="my-crates" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('crates.mine')}
        </Typography>
        <LoadState query={crates}>
          {crates.data?.total === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              {t('crates.none')}
            </Typography>
          ) : (
            <Box sx={grid} data-testid="my-crates">
              {crates.data?.data.map((crate) => (
                <CrateCard key={crate.crateUuid} crate={crate} {...actions} />
              ))}
            </Box>
          )}
        </LoadState>
        <PageBar pages={pages} page={page} onChange={setPage} />
      </Box>
      {dialogs}
      {importing && (
        <ImportPlaylistDialog
          onSubmit={(body) => mutations.importPlaylist.mutate(body)}
          onClose={() => setImporting(false)}
        />
      )}
      {notice.element}
    </Container>
  )
}
