/** Playlists: crates. */
export const playlists = {
  spinroom: {
    crates: {
      title: 'Crates',
      name: 'Crate',
      owner: 'Owner',
      count: 'Songs',
      updated: 'Updated',
      songs: '%{smart_count} song |||| %{smart_count} songs',
      position: '#',
      track: 'Track',
      artist: 'Artist',
      duration: 'Length',
      remove: 'Remove',
      removed: 'Song removed from the crate',
      queue: 'Queue',
      likes: 'Likes'
    }
  },
  resources: {
    crates: { name: 'Crate |||| Crates' }
  }
}
