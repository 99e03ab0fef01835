import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Snackbar from '@mui/material/Snackbar'
import AddIcon from '@mui/icons-material/Add'
import FavoriteIcon from '@mui/icons-material/Favorite'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd'
import QueueMusicIcon from '@mui/icons-material/QueueMusic'
import { useTranslation } from 'react-i18next'
import { routes, type CrateAddResult, type CrateSongInput } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { useIdentity } from '../session/useSession.ts'
import { useCrateTitle } from './useCrateTitle.ts'
import { useAddSong, type AddTarget } from './useAddSong.ts'

const MENU_CRATES = 50

type Feedback = { severity: 'success' | 'info' | 'error'; text: string }

/**
 * A button opening a menu that adds `song` to the queue, to likes, to one of my crates or to a new crate; a song
 * already there is said so (the API's dedup answer). `songTitle` names the song for screen readers. Guests have no
 * crates: they see nothing.
 */
export function AddToCrateMenu({ song, songTitle }: { song: CrateSongInput; songTitle?: string }) {
  const { t } = useTranslation()
  const { isLoggedIn } = useIdentity()
  const title = useCrateTitle()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const crates = useCall(routes.playlists.listMyCrates, { query: { limit: MENU_CRATES } }, { enabled: anchor !== null })

  const done = (result: CrateAddResult) => {
    const name = title(result.crate)
    setFeedback(
      result.added.length === 0
        ? { severity: 'info', text: t('crates.add.already', { name }) }
        : { severity: 'success', text: t('crates.add.added', { name }) }
    )
  }
  const add = useAddSong({
    onSuccess: done,
    onError: (error) => setFeedback({ severity: 'error', text: t('crates.add.failed', { message: error.message }) })
  })
  const choose = (target: AddTarget) => {
    setAnchor(null)
    add.mutate({ target, song })
  }

  if (!isLoggedIn) return null
  return (
    <>
      <IconButton
        aria-label={songTitle ? t('crates.add.buttonFor', { title: songTitle }) : t('crates.add.button')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={add.isPending}
      >
        <PlaylistAddIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose({ kind: 'queue' })}>
          <ListItemIcon>
            <QueueMusicIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('crates.add.toQueue')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose({ kind: 'likes' })}>
          <ListItemIcon>
            <FavoriteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('crates.add.toLikes')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>{t('crates.add.myCrates')}</ListSubheader>
        {crates.isPending && <MenuItem disabled>{t('nav.loading')}</MenuItem>}
        {crates.error && <MenuItem disabled>{t('nav.loadFailed', { message: crates.error.message })}</MenuItem>}
        {crates.data?.data.map((crate) => (
          <MenuItem key={crate.crateUuid} onClick={() => choose({ kind: 'crate', crateUuid: crate.crateUuid })}>
            <ListItemIcon>
              <LibraryMusicIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText slotProps={{ primary: { noWrap: true, sx: { maxWidth: 240 } } }}>
              {crate.crateName}
            </ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => choose({ kind: 'new' })}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('crates.add.toNew')}</ListItemText>
        </MenuItem>
      </Menu>
      <Snackbar
        open={feedback !== null}
        autoHideDuration={4000}
        onClose={() => setFeedback(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 88, md: 24 } }}
      >
        {feedback ? (
          <Alert
            severity={feedback.severity}
            variant="filled"
            onClose={() => setFeedback(null)}
            data-testid="add-feedback"
          >
            {feedback.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  )
}
