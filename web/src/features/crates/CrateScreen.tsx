import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ClearAllIcon from '@mui/icons-material/ClearAll'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import ShuffleIcon from '@mui/icons-material/Shuffle'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { playerPaths, type Crate } from '@spinroom/schemas'
import NotFoundScreen from '../shared/NotFoundScreen.tsx'
import { LoadState } from '../shared/LoadState.tsx'
import { useIdentity } from '../session/useSession.ts'
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx'
import { CrateArt } from './CrateArt.tsx'
import { CrateSongs } from './CrateSongs.tsx'
import { GuestCrates } from './GuestCrates.tsx'
import { ImportStatusChip } from './ImportStatusChip.tsx'
import { useCrate } from './useCrate.ts'
import { useCrateDialogs } from './useCrateDialogs.tsx'
import { useCrateMutations } from './useCrateMutations.ts'
import { useCrateSongMutations } from './useCrateSongMutations.ts'
import { useCrateTitle } from './useCrateTitle.ts'
import { useNotice } from './useNotice.tsx'

/** A crate's page (below `playerPaths.crates`, by id): one crate (or the queue, or likes) and its songs. */
export default function CrateScreen() {
  const { id = '' } = useParams()
  const identity = useIdentity()
  const { query, invalid } = useCrate(id, identity.isLoggedIn)
  const { t } = useTranslation()
  if (!identity.isLoggedIn) return <GuestCrates />
  if (invalid) return <NotFoundScreen />
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={Link} to={playerPaths.crates} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('crates.back')}
      </Button>
      <LoadState query={query}>{query.data && <CrateView crate={query.data} ownerUuid={identity.id} />}</LoadState>
    </Container>
  )
}

function CrateView({ crate, ownerUuid }: { crate: Crate; ownerUuid: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const title = useCrateTitle()(crate)
  const notice = useNotice()
  const crateMutations = useCrateMutations(ownerUuid, notice.show)
  const songMutations = useCrateSongMutations(crate, notice.show)
  const { actions, dialogs } = useCrateDialogs(crateMutations, () => void navigate(playerPaths.crates))
  const [clearing, setClearing] = useState(false)
  const mine = crate.userUuid === ownerUuid
  const editable = mine && crate.importStatus !== 'IN_PROGRESS'

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 3 }}
        sx={{ alignItems: { sm: 'center' }, mb: 3 }}
      >
        <CrateArt crate={crate} size={112} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, overflowWrap: 'anywhere' }}
            data-testid="crate-title"
          >
            {title}
          </Typography>
          {crate.description && <Typography color="text.secondary">{crate.description}</Typography>}
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" data-testid="crate-count">
              {t('crates.songCount', { count: crate.crateSongsNumber })}
            </Typography>
            <ImportStatusChip crate={crate} />
          </Stack>
        </Box>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {editable && (
          <Button
            variant="contained"
            startIcon={<ShuffleIcon />}
            disabled={crate.crateSongsNumber < 2}
            onClick={() => songMutations.shuffle.mutate()}
          >
            {t('crates.shuffle')}
          </Button>
        )}
        {mine && !crate.special && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => actions.onRename(crate)}>
            {t('crates.rename')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => actions.onCopy(crate)}>
          {t('crates.copy')}
        </Button>
        {editable && crate.special && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<ClearAllIcon />}
            disabled={crate.crateSongsNumber === 0}
            onClick={() => setClearing(true)}
          >
            {t('crates.clear')}
          </Button>
        )}
        {mine && !crate.special && (
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => actions.onDelete(crate)}>
            {t('crates.delete')}
          </Button>
        )}
      </Box>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 0.5, sm: 1 }, bgcolor: 'background.paper' }}
      >
        <CrateSongs crate={crate} crateTitle={title} editable={editable} mutations={songMutations} />
      </Box>
      {dialogs}
      {clearing && (
        <ConfirmDialog
          title={t('crates.clearTitle', { name: title })}
          text={t('crates.clearText', { name: title })}
          confirmLabel={t('crates.clear')}
          onConfirm={() => songMutations.clear.mutate()}
          onClose={() => setClearing(false)}
        />
      )}
      {notice.element}
    </>
  )
}
