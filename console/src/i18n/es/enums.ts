import type { EnumWords } from '../../resources/shared/enums.ts'

const enums: EnumWords = {
  userRoles: {
    globalModerator: 'Moderador global',
    admin: 'Administrador',
    moderator: 'Moderador',
    staff: 'Equipo',
    promoter: 'Promotor',
    user: 'Usuario',
    superUser: 'Superusuario',
    bot: 'Bot'
  },
  userCapabilities: { uploadMusic: 'Subir música', promoteRoom: 'Promocionar salas' },
  userStatuses: { active: 'Activo', banned: 'Vetado', deactivated: 'Desactivado' },
  badges: {
    VERIFIED: 'Verificado',
    PLATINUM: 'Platino',
    DOUBLE_PLATINUM: 'Doble platino',
    JQBX: 'JQBX',
    STAFF: 'Equipo'
  },
  emailTypes: { personal: 'Personal', work: 'Trabajo', payment: 'Pagos', spotify: 'Spotify', discord: 'Discord' },
  emailStatuses: {
    PENDING_VERIFICATION: 'Pendiente de verificar',
    VERIFIED: 'Verificado',
    DELETED: 'Borrado',
    CREATED_BY_ADMIN: 'Añadido por un administrador'
  },
  imageKinds: { profilePicture: 'Foto de perfil', coverPicture: 'Foto de portada' },
  roomRoles: {
    moderator: 'Moderador',
    owner: 'Propietario',
    coOwner: 'Copropietario',
    banned: 'Vetado',
    kicked: 'Expulsado',
    chatDisabled: 'Chat desactivado',
    djDisabled: 'DJ desactivado',
    dj: 'DJ'
  },
  tokenRoles: {
    globalModerator: 'Moderador global',
    staff: 'Equipo',
    superUser: 'Superusuario',
    promoter: 'Promotor',
    user: 'Usuario',
    bot: 'Bot',
    admin: 'Administrador',
    moderator: 'Moderador',
    guest: 'Invitado'
  },
  djTypes: {
    EVERYONE: 'Todos',
    INVITE_ONLY: 'Solo invitados',
    PRO_PLAN_OWNER: 'Titular del plan Pro',
    VERIFIED_ONLY: 'Solo verificados'
  },
  roomTypes: { PUBLIC: 'Pública', PRIVATE: 'Privada' },
  roomDesigns: {
    BARN: 'Granero',
    BARN_UA: 'Granero (UA)',
    CHAT_ONLY: 'Solo chat',
    CLUB: 'Club',
    CLUB_UA: 'Club (UA)',
    FERRY_BUILDING: 'Terminal de ferris',
    FESTIVAL: 'Festival',
    STADIUM: 'Estadio',
    THEATER: 'Teatro',
    TOMORROWLAND: 'Tomorrowland',
    UNDERGROUND: 'Underground',
    YACHT: 'Yate'
  },
  musicProviderKeys: {
    apple: 'Apple Music',
    audius: 'Audius',
    napster: 'Napster',
    soundCloudPublic: 'SoundCloud',
    spotify: 'Spotify',
    uploadService: 'Subidas',
    youtube: 'YouTube',
    pandora: 'Pandora',
    deezer: 'Deezer',
    tidal: 'TIDAL',
    amazonMusic: 'Amazon Music',
    yandex: 'Yandex Music',
    spinrilla: 'Spinrilla',
    sevenDigital: '7digital'
  },
  moderationActionTypes: {
    banUser: 'Veto en la sala',
    kickUser: 'Expulsión de la sala',
    grantRole: 'Papel concedido',
    removeRole: 'Papel retirado',
    globalKick: 'Expulsión global',
    globalBan: 'Veto global',
    globalUnBan: 'Fin del veto global',
    temporaryBan: 'Veto temporal',
    skipSong: 'Canción saltada',
    deleteChatMessage: 'Mensaje de chat borrado',
    removeDj: 'DJ retirado',
    clearChat: 'Chat vaciado'
  },
  voucherStatuses: { PENDING: 'Pendiente', REDEEMED: 'Canjeado', REVOKED: 'Revocado' },
  deactivationStatuses: {
    OPEN: 'Abierta',
    CANCELLED: 'Cancelada',
    DEACTIVATED: 'Desactivada',
    REACTIVATED: 'Reactivada'
  },
  outboxChannels: { email: 'Correo electrónico', sms: 'SMS' },
  phoneValidationStatuses: {
    VALID: 'Válido',
    INVALID: 'No válido',
    VOIP: 'Número VoIP',
    VALIDATION_ERROR: 'Falló la comprobación'
  },
  paymentTypes: { one_time: 'Pago único', recurring: 'Plan de suscripción' },
  paymentProviders: { stripe: 'Stripe (tarjeta)', apple: 'App Store' },
  paymentStatuses: {
    paid: 'Pagado',
    refunded: 'Reembolsado',
    partially_refunded: 'Reembolso parcial',
    disputed: 'En disputa'
  },
  subscriptionLevels: { PLATINUM: 'Platino', DOUBLE_PLATINUM: 'Doble platino' },
  subscriptionStatuses: {
    incomplete: 'Incompleta',
    incomplete_expired: 'Nunca pagada',
    trialing: 'Prueba',
    active: 'Activa',
    past_due: 'Pago fallido (reintentando)',
    canceled: 'Terminada',
    unpaid: 'Impagada',
    paused: 'En pausa'
  },
  tokenAccountStatuses: { active: 'Activa', disabled: 'Desactivada' },
  tokenTransactionTypes: { credit: 'Abono', hold: 'Reserva', commit: 'Cargo', voided: 'Anulada' },
  avatarStatuses: {
    PUBLIC: 'Público',
    PRIVATE: 'Privado',
    SEASON_AWARD: 'Premio de temporada',
    SUBSCRIBER_ONLY: 'Suscriptores'
  },
  assignmentTypes: { MANUAL: 'Manual', SEASON_AWARD: 'Premio de temporada', PURCHASED: 'Comprado' },
  consumableDisplayTypes: { cover: 'Portada', small: 'Pequeño' },
  customFieldEntities: { user: 'Usuario', room: 'Sala', consumable: 'Consumible', avatar: 'Avatar' },
  customFieldTypes: { string: 'Texto', number: 'Número', boolean: 'Sí / no', date: 'Fecha', url: 'Enlace' },
  songStatuses: {
    PENDING_UPLOAD: 'Subiendo',
    VALID_FILE_TYPE: 'Comprobado',
    MISSING_METADATA: 'Falta título o artista',
    VERIFIED: 'Verificada',
    UNVERIFIED: 'Rechazada',
    VERIFICATION_ERROR: 'Falló la conversión',
    VERIFICATION_POSTPONED: 'Convirtiendo'
  },
  crateSongStatuses: {
    PENDING_UPLOAD: 'Subiendo',
    VALID_FILE_TYPE: 'Comprobado',
    MISSING_METADATA: 'Falta título o artista',
    VERIFIED: 'Verificada',
    UNVERIFIED: 'Rechazada',
    VERIFICATION_ERROR: 'Falló la conversión',
    VERIFICATION_POSTPONED: 'Convirtiendo',
    DATA_NOT_FOUND: 'Sin datos',
    PENDING_REQUEST: 'Buscando',
    SUCCESS: 'Encontrada',
    FETCH_FAILED: 'Falló la búsqueda'
  },
  songProviderKeys: {
    apple: 'Apple Music',
    spotify: 'Spotify',
    youtube: 'YouTube',
    sevenDigital: '7digital',
    soundCloudPublic: 'SoundCloud',
    audius: 'Audius',
    uploadService: 'Subidas'
  },
  crateImportStatuses: { IN_PROGRESS: 'En curso', FAILED: 'Fallida', COMPLETE: 'Completa' },
  importProviders: {
    sevenDigital: '7digital',
    soundCloudPublic: 'SoundCloud',
    spotify: 'Spotify',
    apple: 'Apple Music',
    uploadService: 'Subidas'
  },
  pushPlatforms: { web: 'Navegador', ios: 'iOS', android: 'Android' },
  deliveryStatuses: {
    queued: 'En cola',
    sent: 'Enviada',
    failed: 'Fallida',
    expired: 'Baja',
    unconfigured: 'Sin configurar'
  },
  notificationKinds: {
    djLive: 'DJ en directo',
    custom: 'Mensaje propio',
    room: 'Desde una sala',
    direct: 'Directa',
    silent: 'Silenciosa'
  },
  auditTopics: {
    totalPlayed: 'Canción escuchada',
    played15Sec: 'Escuchada 15 s',
    played30Sec: 'Escuchada 30 s',
    pageView: 'Página vista',
    likedTrack: 'Le gustó una canción',
    createdRoom: 'Creó una sala',
    tokenChange: 'Cambio de fichas',
    consumablePurchased: 'Consumible comprado'
  },
  socketEventKinds: {
    serviceEvent: 'Evento de servicio',
    liveAction: 'Acción de sala en vivo',
    statefulMessage: 'Cambio de sala en vivo',
    statelessMessage: 'Mensaje de sala en vivo',
    connection: 'Aviso de conexión'
  }
}

/** Cada valor de enumeración que muestra la consola, en palabras. */
export const enumWords = { spinroom: { enums } }
