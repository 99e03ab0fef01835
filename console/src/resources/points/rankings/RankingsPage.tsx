import { Link, useLocation } from 'react-router-dom'
import { Box, Tab, Tabs } from '@mui/material'
import { useTranslate } from 'react-admin'
import { consolePaths } from '@spinroom/schemas'
import { RankingList } from './RankingList.tsx'
import { LifetimeRankingList } from '../lifetime-rankings/LifetimeRankingList.tsx'
import { LeaderboardPage } from '../leaderboard/LeaderboardPage.tsx'

const tabs = {
  season: { path: consolePaths.rankings, view: RankingList },
  lifetime: { path: consolePaths.lifetimeRankings, view: LifetimeRankingList },
  leaderboard: { path: consolePaths.leaderboard, view: LeaderboardPage }
} as const
type TabName = keyof typeof tabs

/** Rankings in one place: a season's (current by default), the lifetime one, and the leaderboard players see. */
export const RankingsPage = () => {
  const translate = useTranslate()
  const { pathname } = useLocation()
  const tab = (Object.keys(tabs) as TabName[]).find((name) => name !== 'season' && pathname === tabs[name].path)
  const shown: TabName = tab ?? 'season'
  const View = tabs[shown].view
  return (
    <Box>
      <Tabs value={shown} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {(Object.keys(tabs) as TabName[]).map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`spinroom.rankings.${name}`)}
            component={Link}
            to={tabs[name].path}
          />
        ))}
      </Tabs>
      <View />
    </Box>
  )
}
