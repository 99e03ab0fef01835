import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import ToggleButton from '@mui/material/ToggleButton'
import Typography from '@mui/material/Typography'
import StarIcon from '@mui/icons-material/Star'
import ThumbDownIcon from '@mui/icons-material/ThumbDown'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import { useTranslation } from 'react-i18next'
import type { LiveRoomState, LiveUser, VoteOnSong } from '@spinroom/schemas'
import { api } from '../../../api/client.ts'
import { useErrorText } from '../../../api/useErrorText.ts'

// Read by screen readers beside the visible count, so the button's name starts with what it does.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: '-1px',
  p: 0,
  border: 0
} as const

/** Like, dislike (one of the two) and star: one vote per play, changeable; the counts and the vibe meter. */
export function VoteBar({ live, me }: { live: LiveRoomState; me: LiveUser | null }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [error, setError] = useState<string | null>(null)
  const votes = me ? (live.allUserData[me.uuid]?.songVotes ?? {}) : {}
  const { likes, dislikes, stars } = live.voteCounts
  const canVote = !!me && !!live.nowPlaying
  const vote = (songVotes: VoteOnSong['songVotes']) => {
    setError(null)
    api.live.voteOnSong({ roomUuid: live.settings.uuid, songVotes }).catch((e: unknown) => setError(errorText(e)))
  }
  const vibe = Math.round(((live.vibeMeter + 1) / 2) * 100)
  return (
    <Box sx={{ mt: 2 }}>
      <Box
        role="group"
        aria-label={t('room.votes.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <ToggleButton
          value="like"
          size="small"
          selected={votes.like === true}
          disabled={!canVote}
          onChange={() => vote({ like: votes.like === true ? null : true })}
          data-testid="vote-like"
        >
          <ThumbUpIcon fontSize="small" sx={{ mr: 0.75 }} />
          <Box component="span" sx={visuallyHidden}>
            {t('room.votes.like')}
          </Box>
          <span data-testid="count-likes">{likes}</span>
        </ToggleButton>
        <ToggleButton
          value="dislike"
          size="small"
          selected={votes.like === false}
          disabled={!canVote}
          onChange={() => vote({ like: votes.like === false ? null : false })}
          data-testid="vote-dislike"
        >
          <ThumbDownIcon fontSize="small" sx={{ mr: 0.75 }} />
          <Box component="span" sx={visuallyHidden}>
            {t('room.votes.dislike')}
          </Box>
          <span data-testid="count-dislikes">{dislikes}</span>
        </ToggleButton>
        <ToggleButton
          value="star"
          size="small"
          selected={votes.star === true}
          disabled={!canVote}
          onChange={() => vote({ star: votes.star === true ? null : true })}
          data-testid="vote-star"
        >
          <StarIcon fontSize="small" sx={{ mr: 0.75 }} />
          <Box component="span" sx={visuallyHidden}>
            {t('room.votes.star')}
          </Box>
          <span data-testid="count-stars">{stars}</span>
        </ToggleButton>
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <Typography variant="caption" color="text.secondary" id="vibe-label">
            {t('room.votes.vibe')}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={vibe}
            aria-labelledby="vibe-label"
            color={live.vibeMeter < 0 ? 'secondary' : 'primary'}
            sx={{ height: 8, borderRadius: 4 }}
            data-testid="vibe-meter"
          />
        </Box>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  )
}
