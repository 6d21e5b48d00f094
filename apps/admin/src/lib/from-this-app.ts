/** A post from a page of this app: its Origin names this host (a cookie alone proves nothing of where a form was). */
export function fromThisApp(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
