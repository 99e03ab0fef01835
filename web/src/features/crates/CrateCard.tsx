import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Crate } from '@spinroom/schemas'
import { CrateArt } from './CrateArt.tsx'
import { ImportStatusChip } from './ImportStatusChip.tsx'
import { crateLink } from './crate-link.ts'
import { useCrateTitle } from './useCrateTitle.ts'

export interface CrateActions {
  onRename?: (crate: Crate) => void
  onCopy: (crate: Crate) => void
  onDelete?: (crate: Crate) => void
}

/** One crate in the list: a link to its songs, and a menu to rename, copy or delete it. */
export function CrateCard({ crate, onRename, onCopy, onDelete }: { crate: Crate } & CrateActions) {
  const { t } = useTranslation()
  const title = useCrateTitle()(crate)
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const act = (action: (crate: Crate) => void) => () => {
    setAnchor(null)
    action(crate)
  }
  return (
    <Card sx={{ position: 'relative' }} data-testid="crate-card">
      <CardActionArea
        component={Link}
        to={crateLink(crate)}
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 1.5, pr: 7 }}
      >
        <CrateArt crate={crate} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="crate-name">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('crates.songCount', { count: crate.crateSongsNumber })}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <ImportStatusChip crate={crate} />
          </Box>
        </Box>
      </CardActionArea>
      <IconButton
        aria-label={t('crates.actionsFor', { name: title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'absolute', top: '50%', right: 8, transform: 'translateY(-50%)' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {onRename && (
          <MenuItem onClick={act(onRename)}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('crates.rename')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={act(onCopy)}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('crates.copy')}</ListItemText>
        </MenuItem>
        {onDelete && (
          <MenuItem onClick={act(onDelete)}>
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{t('crates.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Card>
  )
}
