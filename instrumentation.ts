/** Runs once when the server starts, before it answers anyone. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkAuthAtStart } = await import('./lib/auth/startup');
  await checkAuthAtStart();
}
