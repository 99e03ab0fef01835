import type { songs as en } from '../en/songs.ts'
import type { Translated } from '../translated.ts'

/** El servicio de subidas: canciones subidas y su revisión. */
export const songs: Translated<typeof en> = {
  spinroom: {
    catalogue: {
      songs: 'Canciones',
      albums: 'Álbumes',
      artists: 'Artistas',
      genres: 'Géneros',
      track: 'Tema',
      artist: 'Artista',
      album: 'Álbum',
      genre: 'Género',
      year: 'Año',
      duration: 'Duración',
      providers: 'Proveedores',
      updated: 'Actualizado',
      explicit: 'Explícita',
      song_count: 'Canciones',
      search: 'El tema o el artista contiene',
      prefix: 'El nombre empieza por',
      seven_digital: 'id de 7digital',
      any: 'Cualquiera',
      with: 'Con',
      without: 'Sin',
      their_songs: 'Canciones',
      genre_songs: 'Canciones de este género',
      no_songs: 'No hay canciones',
      no_albums: 'No hay álbumes',
      no_artists: 'No hay artistas',
      no_genres: 'No hay géneros',
      filters: {
        artistId: 'Artista',
        albumId: 'Álbum',
        genre: 'Género',
        artistName: 'Nombre del artista',
        trackName: 'Nombre del tema'
      }
    },
    songs: {
      awaiting_review: 'Pendiente de revisión',
      upload: 'Subir una canción',
      uploaded: '%{name} subida',
      sending: '%{percent} % enviado',
      too_large: 'Un archivo de canción puede ocupar %{mb} MB como máximo',
      not_transcoded: 'Aún no se puede reproducir: la conversión a HLS no ha terminado.',
      approve: 'Aprobar',
      approve_title: '¿Aprobar %{name}?',
      approve_content: 'Queda verificada, la puede reproducir cualquiera y pasa al catálogo.',
      approved: '%{name} está verificada',
      reject: 'Rechazar',
      reject_title: '¿Rechazar %{name}?',
      reject_reason: 'Motivo',
      rejected: '%{name} está rechazada',
      retry: 'Reintentar la conversión',
      retry_title: '¿Convertir %{name} de nuevo?',
      retry_content: 'El trabajo de conversión vuelve a la cola.',
      retried: 'La conversión de %{name} está en la cola',
      remove_artwork: 'Quitar la portada',
      remove_artwork_title: '¿Quitar la portada de %{name}?',
      remove_artwork_content:
        'La canción y su canción del catálogo no muestran imagen hasta que quien la subió ponga otra.',
      artwork_removed: 'La portada de %{name} se ha quitado',
      isrc_format: 'Doce caracteres: país, registrante, año, número (p. ej. USRC17607839)',
      artwork_format: 'Una URL (http:// o https://) o una ruta de este servidor'
    }
  },
  resources: {
    'catalogue-songs': { name: 'Canción |||| Canciones' },
    'catalogue-albums': { name: 'Álbum |||| Álbumes' },
    'catalogue-artists': { name: 'Artista |||| Artistas' },
    genres: { name: 'Género |||| Géneros' },
    'uploaded-songs': {
      name: 'Canción subida |||| Canciones subidas',
      fields: {
        status: 'Estado',
        artwork: 'Carátula',
        trackName: 'Título',
        artistName: 'Artista',
        albumName: 'Álbum',
        genre: 'Género',
        releaseYear: 'Año',
        isrc: 'ISRC',
        explicit: 'Explícita',
        isPublic: 'Pública',
        uploaderNickname: 'Subida por',
        originalName: 'Archivo',
        codec: 'Audio',
        duration: 'Duración',
        error: 'Motivo',
        createdAt: 'Subida',
        verifiedAt: 'Revisada'
      }
    }
  }
}
