/** The upload service: uploaded songs and their review. */
export const songs = {
  spinroom: {
    songs: {
      awaiting_review: 'Awaiting review',
      upload: 'Upload a song',
      uploaded: '%{name} uploaded',
      sending: '%{percent} % sent',
      too_large: 'A song file may be at most %{mb} MB',
      not_transcoded: 'Not playable yet: the HLS transcode has not finished.',
      approve: 'Approve',
      approve_title: 'Approve %{name}?',
      approve_content: 'It becomes verified, playable by everyone and a catalogue song.',
      approved: '%{name} is verified',
      reject: 'Reject',
      reject_title: 'Reject %{name}?',
      reject_reason: 'Reason',
      rejected: '%{name} is rejected',
      retry: 'Retry transcode',
      retry_title: 'Transcode %{name} again?',
      retry_content: 'The transcode job is queued again.',
      retried: 'The transcode of %{name} is queued',
      isrc_format: 'Twelve characters: country, registrant, year, number (e.g. USRC17607839)',
      artwork_format: 'A URL (http:// or https://) or a path of this server'
    }
  },
  resources: {
    'uploaded-songs': {
      name: 'Uploaded song |||| Uploaded songs',
      fields: {
        status: 'Status',
        artwork: 'Artwork',
        trackName: 'Title',
        artistName: 'Artist',
        albumName: 'Album',
        genre: 'Genre',
        releaseYear: 'Year',
        isrc: 'ISRC',
        explicit: 'Explicit',
        isPublic: 'Public',
        uploaderNickname: 'Uploader',
        originalName: 'File',
        codec: 'Audio',
        duration: 'Length',
        error: 'Reason',
        createdAt: 'Uploaded',
        verifiedAt: 'Reviewed'
      }
    }
  }
}
