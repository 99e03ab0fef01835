import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import AddIcon from '@mui/icons-material/Add'
import { routes, userMusicProviders, type UserData } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { callKey, useCall, useCallMutation } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { useFailureText } from '../session/useAttempt.ts'
import { AppleMusicLink } from './AppleMusicLink.tsx'
import { ExplicitAudioSwitch } from './ExplicitAudioSwitch.tsx'
import { toggleProvider } from './providers.ts'
import { Section } from '../shared/Section.tsx'
import { SpotifyAccount } from './SpotifyAccount.tsx'

const dataKey = callKey(routes.accounts.getUserData)

/** The music providers the user plays from; switching one saves at once (optimistic, rolled back on error). */
export function ProvidersCard() {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const data = useCall(routes.accounts.getUserData)
  const save = useCallMutation<typeof routes.accounts.updateUserData, { previous?: UserData }>(
    routes.accounts.updateUserData,
    {
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: dataKey })
        const previous = queryClient.getQueryData<UserData>(dataKey)
        const musicProviders = input.body?.musicProviders
        if (previous && musicProviders) queryClient.setQueryData<UserData>(dataKey, { ...previous, musicProviders })
        return { previous }
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(dataKey, context.previous)
      },
      onSuccess: (saved) => queryClient.setQueryData(dataKey, saved)
    }
  )
  const linked = data.data?.musicProviders ?? []
  return (
    <Section id="providers" title={t('me.providers.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('me.providers.hint')}
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureText(save.error)}
        </Alert>
      )}
      <LoadState query={data}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('me.providers.title')}>
          {userMusicProviders.map((provider) => {
            const on = linked.includes(provider)
            return (
              <Chip
                key={provider}
                clickable
                role="switch"
                aria-checked={on}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                icon={on ? <CheckIcon /> : <AddIcon />}
                label={t(`me.providers.name.${provider}`)}
                onClick={() => save.mutate({ body: { musicProviders: toggleProvider(linked, provider) } })}
                data-testid={`provider-${provider}`}
              />
            )
          })}
        </Box>
      </LoadState>
      <ExplicitAudioSwitch />
      <SpotifyAccount />
      <AppleMusicLink />
    </Section>
  )
}
