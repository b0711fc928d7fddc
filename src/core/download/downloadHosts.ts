/**
 * The hosts a `.mrpack` may download from. modrinth.com's own validator (labrinth `WHITELISTED_MODPACK_DOMAINS`)
 * accepts the first three; the spec, packwiz and Prism also list gitlab.com, so it is accepted with a warning.
 */
const MRPACK_HOSTS = ['cdn.modrinth.com', 'github.com', 'raw.githubusercontent.com'] as const;
const MRPACK_HOSTS_WITH_WARNING = ['gitlab.com'] as const;

export type DownloadUrlCheck = { ok: true; url: string; warning: string | null } | { ok: false; reason: string };

/** Checks one download URL: HTTPS, no credentials, an allowed host; returns it RFC 3986-encoded. */
export function checkDownloadUrl(raw: string): DownloadUrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: `'${raw.slice(0, 120)}' is not a valid URL` };
  }
  if (url.protocol !== 'https:')
    return { ok: false, reason: `${url.protocol.replace(':', '')} URLs are not allowed (HTTPS only)` };
  if (url.username !== '' || url.password !== '')
    return { ok: false, reason: 'the URL carries a user name or password' };
  const host = url.hostname.toLowerCase();
  if ((MRPACK_HOSTS as readonly string[]).includes(host)) return { ok: true, url: url.href, warning: null };
  if ((MRPACK_HOSTS_WITH_WARNING as readonly string[]).includes(host)) {
    return { ok: true, url: url.href, warning: `${host} is allowed by the format but may be rejected by modrinth.com` };
  }
  return { ok: false, reason: `${host} is not an allowed download host (${MRPACK_HOSTS.join(', ')})` };
}
