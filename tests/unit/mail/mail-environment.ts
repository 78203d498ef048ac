/**
 * The functions' environment a mail template reads when it loads (its links' origin, its sender), for a
 * test to set before it imports the templates.
 */
export function setMailEnvironment(): void {
  Object.assign(process.env, {
    TABLE_NAME: 'unit',
    PUBLIC_ORIGIN: 'https://hostel.example',
    SENDER_EMAIL: 'no-reply@hostel.example',
    SESSION_SECRET: 'a'.repeat(48),
  });
}
