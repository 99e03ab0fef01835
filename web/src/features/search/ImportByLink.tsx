import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { routes, type Song } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { notConfiguredProvider } from '../../api/errors.ts'
import { AddToCrateMenu } from '../crates/AddToCrateMenu.tsx'
import { SongRow } from '../crates/SongRow.tsx'
import { capitalised, importSourceOf, isClientError } from './import-link.ts'

type ImportFailure = 'noProvider' | 'notInCatalog' | { notConfigured: string } | { message: string }

class ImportRefused extends Error {
  constructor(readonly reason: ImportFailure) {
    super(typeof reason === 'string' ? reason : 'message' in reason ? reason.message : reason.notConfigured)
  }
}

/** A provider this server has not set up, else what `otherwise` makes of the error. */
const refusal = (error: unknown, otherwise: (error: unknown) => ImportFailure) => {
  const provider = notConfiguredProvider(error)
  return new ImportRefused(provider ? { notConfigured: provider } : otherwise(error))
}

/** Reads the link's song, then imports it from the first provider of the seed's preference it is on. */
async function importLink(link: string): Promise<Song> {
  let found: Song
  try {
    // The route takes the link percent-encoded (as in a REST path); the socket passes it on as given.
    found = await api.call(routes.playlists.getSongDataByLink, { params: { link: encodeURIComponent(link) } })
  } catch (error) {
    throw refusal(error, () => ({
      message: isClientError(error) ? capitalised((error as Error).message) : (error as Error).message
    }))
  }
  const source = importSourceOf(found)
  if (!source) throw new ImportRefused('noProvider')
  try {
    return (await api.call(routes.playlists.importTrack, { body: source })).song
  } catch (error) {
    throw refusal(error, () => (isClientError(error) ? 'notInCatalog' : { message: (error as Error).message }))
  }
}

/** Paste a provider link, get the song into the catalogue, then add it anywhere. */
export function ImportByLink() {
  const { t } = useTranslation()
  const [link, setLink] = useState('')
  const importing = useMutation<Song, ImportRefused, string>({ mutationFn: importLink })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (link.trim()) importing.mutate(link.trim())
  }
  const failure = importing.error?.reason
  return (
    <Card component="section" aria-labelledby="import-link-title" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="import-link-title" variant="h6" component="h2">
          {t('search.import.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('search.import.hint')}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <TextField
            fullWidth
            size="small"
            type="url"
            label={t('search.import.label')}
            placeholder="https://open.spotify.com/track/…"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!link.trim() || importing.isPending}
            sx={{ flexShrink: 0 }}
          >
            {importing.isPending ? t('search.import.working') : t('search.import.submit')}
          </Button>
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
            {failure === 'noProvider'
              ? t('search.import.noProvider')
              : failure === 'notInCatalog'
                ? t('search.import.notInCatalog')
                : 'notConfigured' in failure
                  ? t('search.import.notConfigured', {
                      provider: t(`search.providers.${failure.notConfigured}`, { defaultValue: failure.notConfigured })
                    })
                  : failure.message}
          </Alert>
        )}
        {importing.data && (
          <Box sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 2 }} data-testid="imported-song">
            <SongRow
              song={importing.data}
              actions={
                <AddToCrateMenu
                  song={{ songId: importing.data.songId }}
                  songTitle={`${importing.data.trackName} – ${importing.data.artistName}`}
                />
              }
            />
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
