import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import { useTranslation } from 'react-i18next'

export function RoomSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation()
  return (
    <TextField
      type="search"
      label={t('rooms.search')}
      placeholder={t('rooms.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100, 'data-testid': 'room-search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton aria-label={t('rooms.clearSearch')} onClick={() => onChange('')} edge="end">
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      }}
    />
  )
}
