/** How a music host of a chat link is named on screen (brand names, the same in every language). */
const providerNames: Record<string, string> = {
  apple: 'Apple Music',
  audius: 'Audius',
  napster: 'Napster',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  youtube: 'YouTube',
  pandora: 'Pandora',
  deezer: 'Deezer',
  tidal: 'TIDAL',
  amazon: 'Amazon Music',
  yandex: 'Yandex Music',
  spinrilla: 'Spinrilla'
}

export const providerName = (provider: string) => providerNames[provider] ?? provider
