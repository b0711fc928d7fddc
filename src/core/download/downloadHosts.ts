import { renderMessage, type Message } from '../locale/messageCatalog';
import { DownloadMessages as M } from './downloadMessages';

/**
 * The hosts a `.mrpack` may download from. modrinth.com's own validator (labrinth `WHITELISTED_MODPACK_DOMAINS`)
 * accepts the first three; the spec, packwiz and Prism also list gitlab.com, so it is accepted with a warning.
 */
const MRPACK_HOSTS = ['cdn.modrinth.com', 'github.com', 'raw.githubusercontent.com'] as const;
const MRPACK_HOSTS_WITH_WARNING = ['gitlab.com'] as const;

/** `reason` and `warning` are English; `reasonText` and `warningText` are the same by id, for other languages. */
export type DownloadUrlCheck =
  | { ok: true; url: string; warning: string | null; warningText: Message | null }
  | { ok: false; reason: string; reasonText: Message };

function refused(reasonText: Message): DownloadUrlCheck {
  return { ok: false, reason: renderMessage(reasonText, 'en'), reasonText };
}

/** Checks one download URL: HTTPS, no credentials, an allowed host; returns it RFC 3986-encoded. */
export function checkDownloadUrl(raw: string): DownloadUrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refused(M.invalidUrl({ url: raw.slice(0, 120) }));
  }
  if (url.protocol !== 'https:') return refused(M.notHttps({ scheme: url.protocol.replace(':', '') }));
  if (url.username !== '' || url.password !== '') return refused(M.credentials({}));
  const host = url.hostname.toLowerCase();
  if ((MRPACK_HOSTS as readonly string[]).includes(host))
    return { ok: true, url: url.href, warning: null, warningText: null };
  if ((MRPACK_HOSTS_WITH_WARNING as readonly string[]).includes(host)) {
    const warningText = M.hostWarned({ host });
    return { ok: true, url: url.href, warning: renderMessage(warningText, 'en'), warningText };
  }
  return refused(M.hostNotAllowed({ host, hosts: MRPACK_HOSTS.join(', ') }));
}
