/** What to tell the user of a failed call: the API's message, or react-admin's generic one. */
export const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error'
