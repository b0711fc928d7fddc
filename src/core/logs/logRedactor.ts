/** What was replaced, by kind, so a surface can say "3 tokens and 2 paths were hidden". */
export interface RedactionCounts {
  token: number;
  session: number;
  uuid: number;
  path: number;
  ip: number;
  email: number;
}

export interface Redacted {
  text: string;
  counts: RedactionCounts;
}

const HEX = '[0-9a-fA-F]';
const UUID = new RegExp(`\\b${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}\\b`, 'g');

/**
 * Hides what must not leave the machine before a log goes to a model or a paste site:
 * access tokens (JWTs, `--accessToken`, Modrinth `mrp_` tokens), session ids, UUIDs, the user name in
 * home-folder paths (`C:\Users\<name>`, `/home/<name>`, `/Users/<name>`), IPv4/IPv6 addresses and
 * e-mail addresses. Version numbers (`14.23.5.2768`, `1.20.1`) and times are left alone.
 */
export function redactLog(text: string): Redacted {
  const counts: RedactionCounts = { token: 0, session: 0, uuid: 0, path: 0, ip: 0, email: 0 };
  let out = text;
  const replace = (pattern: RegExp, kind: keyof RedactionCounts, fn: (...m: string[]) => string): void => {
    out = out.replace(pattern, (...args: unknown[]) => {
      counts[kind]++;
      return fn(...args.filter((a): a is string => typeof a === 'string'));
    });
  };
  replace(/(--accessToken[=\s,]+)(?!<ACCESS TOKEN>)([^\s,\]]+)/g, 'token', (_m, p) => `${p}<ACCESS TOKEN>`);
  replace(
    /(["']?access_?token["']?\s*[:=]\s*["']?)(?!<ACCESS TOKEN>)([\w.-]{8,})/gi,
    'token',
    (_m, p) => `${p}<ACCESS TOKEN>`,
  );
  replace(/\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g, 'token', () => '<ACCESS TOKEN>');
  replace(/\bmrp_[A-Za-z0-9]{20,}\b/g, 'token', () => '<ACCESS TOKEN>');
  replace(
    /(--session[=\s,]+|Session ID is |session(?:Id|_id)["']?\s*[:=]\s*["']?)(?!<SESSION ID>)(token:[^\s,)\]]+|[^\s,)\]]{8,})/g,
    'session',
    (_m, p) => `${p}<SESSION ID>`,
  );
  replace(/\btoken:[\w.-]{16,}(?::[\w-]+)?/g, 'session', () => '<SESSION ID>');
  replace(/(--uuid[=\s,]+)(?!<PROFILE ID>)([0-9a-fA-F-]{32,36})/g, 'uuid', (_m, p) => `${p}<PROFILE ID>`);
  replace(UUID, 'uuid', () => '<UUID>');
  replace(
    /([A-Za-z]:[\\/]+(?:Users|Documents and Settings)[\\/]+)(?!<USER>)([^\\/\s:*?"<>|]+)/gi,
    'path',
    (_m, p) => `${p}<USER>`,
  );
  replace(
    /((?:^|[\s"'=:([])(?:file:)?\/+(?:home|Users)\/)(?!<USER>)([^/\s:*?"<>|]+)/gm,
    'path',
    (_m, p) => `${p}<USER>`,
  );
  replace(/\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g, 'email', () => '<EMAIL>');
  replace(
    /(^|[^\w.\-+@])((?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3})(?![\w.\-+])/gm,
    'ip',
    (_m, p) => `${p}<IP>`,
  );
  out = out.replace(
    /(^|[^\w:.])((?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|(?:[0-9a-fA-F]{1,4}:){1,6}:(?:[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4}){0,5})?|::(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})(?![\w:])/g,
    (m, p: string, addr: string) => {
      if (!looksLikeIpv6(addr)) return m;
      counts.ip++;
      return `${p}<IP>`;
    },
  );
  return { text: out, counts };
}

function looksLikeIpv6(addr: string): boolean {
  const groups = addr.split(':').filter((g) => g !== '');
  if (addr.includes('::')) return groups.length >= 1 && (groups.some((g) => /[a-fA-F]/.test(g)) || groups.length >= 2);
  return groups.length === 8;
}
