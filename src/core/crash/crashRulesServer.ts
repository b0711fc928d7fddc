import { textHit, type CrashRule } from './crashRule';
import { CrashRuleMessages as M } from './crashRuleMessages';
import { onDedicatedServer } from './serverSide';

/** Hosts of Mojang's and Microsoft's services: a server that cannot reach them is no fault of its own address. */
const SERVICE_HOST = /mojang|minecraft\.net|minecraftservices|microsoft|xboxlive|live\.com/i;

/**
 * A dedicated server that cannot open its network port: `server-ip` in server.properties names an address the machine
 * does not have (`UnknownHostException` while the server starts, `BindException: Cannot assign requested address`), or
 * another program already listens on `server-port` (`Address already in use`). The server's own `**** FAILED TO BIND
 * TO PORT!` report is server-port-in-use's (crashRulesGame.ts).
 */
export const serverRules: CrashRule[] = [
  {
    id: 'server-address',
    row: 0,
    title: 'The server cannot open its address or port',
    severity: 'error',
    advice: 'Check server-ip and server-port in server.properties.',
    confidence: 0.85,
    triggers: ['java.net.UnknownHostException: ', 'java.net.BindException: '],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const unknown = /java\.net\.UnknownHostException: (\S*)/.exec(line);
      if (unknown) {
        // Only while a dedicated server starts: a client's or a mod's failed look-up of some web host is no crash.
        const host = unknown[1]!.replace(/[:;,]+$/, '');
        if (SERVICE_HOST.test(host) || /https?:|\.(?:com|net|org|io|gg|me|dev)\b/i.test(host)) return null;
        if (!onDedicatedServer(ctx, index, 20)) return null;
        return textHit({
          key: `host:${host}`,
          texts: { detail: M.serverIpUnknown({ host }), advice: M.serverIpAdvice({}) },
          lines: [index],
        });
      }
      // The server's own "FAILED TO BIND TO PORT!" report, and the exception printed just below it, are
      // server-port-in-use's (crashRulesGame.ts), which quotes the exception and the address: one finding per fault.
      if (/FAILED TO BIND|Failed to bind to port/i.test(line)) return null;
      for (let i = index - 1; i >= Math.max(0, index - 4); i--) if (/FAILED TO BIND/.test(ctx.log.line(i))) return null;
      const inUse = /Address already in use/.test(line);
      const notOurs = /Cannot assign requested address/.test(line);
      if (!inUse && !notOurs) return null;
      if (!onDedicatedServer(ctx, index, 20)) return null;
      return textHit({
        key: inUse ? 'port' : 'address',
        texts: {
          detail: inUse ? M.serverPortInUse({}) : M.serverIpNotOurs({}),
          advice: inUse ? M.serverPortAdvice({}) : M.serverIpAdvice({}),
        },
        lines: [index],
      });
    },
  },
  {
    // `java -jar X.jar` on a jar Java cannot open: `Error: Invalid or corrupt jarfile X` (a download cut short, a
    // file saved as HTML or text) or `Unable to access jarfile X` (no such file, or the name is misspelt). Java stops
    // before the game's first line, so this is the whole story.
    id: 'server-jar-unreadable',
    row: 0,
    title: 'Java could not open the server or game jar',
    severity: 'error',
    advice:
      'Download the jar again from its official source (delete the broken one first; a panel or Docker image re-downloads it when it is missing), and check that the start command names the right file.',
    confidence: 0.9,
    triggers: ['Invalid or corrupt jarfile', 'Unable to access jarfile'],
    match(_ctx, index, line) {
      const m = /(Invalid or corrupt|Unable to access) jarfile\s+(\S.{0,300}?)\s*$/.exec(line);
      if (!m) return null;
      const jar = m[2]!.replace(/[`'"]+$/, '');
      return textHit({
        key: `jar:${jar}`,
        texts: { detail: m[1] === 'Unable to access' ? M.jarMissing({ jar }) : M.jarCorrupt({ jar }) },
        lines: [index],
      });
    },
  },
];
