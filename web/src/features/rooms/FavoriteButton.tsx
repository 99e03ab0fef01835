import IconButton from '@mui/material/IconButton'
import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import { useTranslation } from 'react-i18next'
import type { Room } from '@spinroom/schemas'
import { useFavorites } from './FavoritesProvider.tsx'

/** The star of a room card; nothing for guests, who have no favorites. */
export function FavoriteButton({ room }: { room: Room }) {
  const { t } = useTranslation()
  const favorites = useFavorites()
  if (!favorites.enabled) return null
  const on = favorites.isFavorite(room)
  const label = on ? t('rooms.unfavorite', { name: room.name }) : t('rooms.favorite', { name: room.name })
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={on}
      disabled={favorites.isPending(room)}
      onClick={() => favorites.toggle(room)}
      sx={{
        position: 'relative',
        zIndex: 1,
        color: on ? '#ffd54f' : '#fff',
        bgcolor: 'rgba(13,11,20,0.45)',
        '&:hover': { bgcolor: 'rgba(13,11,20,0.7)' },
        '&.Mui-disabled': { color: on ? '#ffd54f' : '#fff', opacity: 0.7 }
      }}
      data-testid="favorite-toggle"
    >
      {on ? <StarIcon /> : <StarBorderIcon />}
    </IconButton>
  )
}
