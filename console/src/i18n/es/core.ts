import type { core as en } from '../en/core.ts'

type Core = (typeof en)['spinroom']
// The sign-in texts grow on another branch: those not yet in Spanish fall back to English (see es/index.ts).
type EsCore = { spinroom: Omit<Core, 'auth'> & { auth: Partial<Core['auth']> } }

/** La consola: acceso, menú, inicio, papeles, estado de los servicios. */
export const core: EsCore = {
  spinroom: {
    title: 'Consola de Spinroom',
    auth: {
      who: 'Para moderadores y administradores',
      not_staff: 'Esta consola es para moderadores y administradores',
      session_expired: 'Su sesión ha caducado, vuelva a entrar',
      banned: 'Se le ha vetado: %{reason}',
      banned_until: 'Se le ha vetado: %{reason} (hasta %{until})',
      no_reason: 'sin motivo',
      deactivated: 'Su cuenta está desactivada.'
    },
    domains: {
      accounts: 'Cuentas',
      points: 'Puntos y tienda',
      rooms: 'Salas',
      songs: 'Canciones',
      social: 'Social',
      playlists: 'Listas',
      payments: 'Pagos',
      audit: 'Auditoría'
    },
    dashboard: {
      welcome: 'Hola, %{name}',
      signed_in_as: 'Ha entrado como %{email}',
      roles: 'Papeles',
      links: 'En otros sitios',
      api_reference: 'Referencia de la API',
      api_reference_hint: 'Cada punto de acceso, su esquema y quién puede llamarlo',
      player: 'Reproductor',
      player_hint: 'Las salas de escucha, como las ven los miembros'
    },
    roles: {
      globalModerator: 'Moderador global',
      admin: 'Administrador',
      moderator: 'Moderador',
      staff: 'Equipo',
      promoter: 'Promotor',
      user: 'Usuario',
      superUser: 'Superusuario',
      bot: 'Bot'
    },
    status: {
      menu: 'Estado de los servicios',
      title: 'Estado de los servicios',
      refresh: 'Actualizar',
      version: 'Versión',
      uptime: 'En marcha',
      started: 'Arrancó el %{date}',
      database: 'Base de datos',
      reachable: 'Accesible, %{latency} ms (%{dialect})',
      unreachable: 'Inaccesible (%{dialect})',
      node: 'Node.js',
      down: 'No responde: %{message}',
      days: '%{smart_count} d',
      hours: '%{smart_count} h',
      minutes: '%{smart_count} min',
      seconds: '%{smart_count} s'
    },
    empty_value: '—'
  }
}
