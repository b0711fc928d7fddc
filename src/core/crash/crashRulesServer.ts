import { findForward, textHit, type CrashRule } from './crashRule';
import { exceptionTextIn } from '../logs/exceptionTextIn';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { onDedicatedServer } from './serverSide';
import { MAIN_CLASS_TRIGGERS, mainClassIn } from './localizedErrors';

/** Hosts of Mojang's and Microsoft's services: a server that cannot reach them is no fault of its own address. */
const SERVICE_HOST = /mojang|minecraft\.net|minecraftservices|microsoft|xboxlive|live\.com/i;

/**
 * A dedicated server that cannot open its network port: `server-ip` in server.properties names an address the machine
 * does not have (`UnknownHostException` while the server starts, `BindException: Cannot assign requested address`), or
 * another program already listens on `server-port` (`Address already in use`). The server's own `**** FAILED TO BIND
 * TO PORT!` report is server-port-in-use's (crashRulesGame.ts).
 */
/** The longest library line of a launcher's list read (a path and a marker; longer lines are not such lists). */
const LIBRARY_LINE_MAX = 1000;

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
    // The vanilla server's own stop before the world loads (every server built on it: Forge, Paper, hybrids):
    // `You need to agree to the EULA in order to run the server. Go to eula.txt for more info.` Mods' errors while it
    // shuts down follow from it.
    id: 'eula-not-accepted',
    row: 0,
    title: 'The server EULA is not accepted',
    severity: 'error',
    advice:
      'Open eula.txt in the server folder, change eula=false to eula=true (accepting the Minecraft EULA), save it and start the server again.',
    confidence: 0.9,
    triggers: ['You need to agree to the EULA in order to run the server'],
    match(_ctx, index, line) {
      const shown = /You need to agree to the EULA[^\n]{0,120}/.exec(line)![0].trim();
      return textHit({ key: 'eula', texts: { detail: M.eulaNotAccepted({ line: shown }) }, lines: [index] });
    },
    supersedes: ['stack-culprit', 'forge-mod-errored-state'],
  },
  {
    // A modded server turning away a player whose connection carries no mod loader: Forge's `Disconnecting VANILLA
    // connection attempt: This server has mods that require Forge to be installed on the client`, then `Channels
    // [mod:channel,…] rejected vanilla connections`. The player's game has no Forge (or NeoForge), or a proxy between
    // (Velocity, BungeeCord) did not pass the modded handshake on. The server keeps running; the channels' mods are
    // what the client lacks, not a fault of theirs.
    id: 'vanilla-client-rejected',
    row: 0,
    title: 'The server turned away a client without its mod loader',
    severity: 'warning',
    advice:
      'Join with a game that has the same loader and mods as the server. Through a proxy, the proxy must pass modded clients on: Velocity with modern Forge/NeoForge support (e.g. the Ambassador plugin and a forwarding mod on the server), BungeeCord with forge_support: true (Forge 1.12 and older).',
    confidence: 0.8,
    triggers: [
      'rejected vanilla connections',
      'Disconnecting VANILLA connection attempt',
      'to be installed on the client',
    ],
    match(_ctx, index, line) {
      const shown =
        /Disconnecting VANILLA connection attempt[^\n]{0,160}|This server has mods that require [\w/]+ to be installed on the client|Channels \[[^\]\n]{0,60}|rejected vanilla connections/.exec(
          line,
        )?.[0];
      if (!shown) return null;
      return textHit({
        key: 'vanilla',
        texts: { detail: M.vanillaClientRejected({ line: shown.trim() }) },
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
    triggers: ['Invalid or corrupt jarfile', 'Unable to access jarfile', 'Error: could not open `'],
    match(_ctx, index, line) {
      // `Error: could not open `user_jvm_args.txt'`: the java launcher's own words for an @argument file of the start
      // command (Forge's and NeoForge's run.bat/run.sh) that is not there.
      const argFile = /Error: could not open `([^'`]{1,300})'/.exec(line)?.[1];
      if (argFile)
        return textHit({
          key: 'argfile-missing',
          texts: {
            title: M.argFileMissingTitle({}),
            detail: M.argFileMissing({ file: argFile }),
            advice: M.argFileMissingAdvice({}),
          },
          lines: [index],
        });
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
  {
    // Java found no main class to start (`Error: Could not find or load main class net.minecraft.launchwrapper.Launch`):
    // the class path the launcher built lacks the game's, the loader's or the launcher's own jar (an instance or
    // loader install that did not finish, a library the launcher failed to download). A launcher's own entry class
    // (`org.multimc.EntryPoint`) means the launcher's files are damaged instead.
    id: 'main-class-missing',
    row: 0,
    title: 'Java could not find the class to start the game',
    severity: 'error',
    advice:
      "Reinstall the instance (or its loader) so the launcher downloads the game's and loader's files again; if the class is the launcher's own, reinstall the launcher.",
    confidence: 0.85,
    // The `java` launcher prints this in the system's language (`错误: 找不到或无法加载主类 …`, `Fehler: Hauptklasse …
    // konnte nicht gefunden oder geladen werden`): localizedErrors.ts reads the class from each translation.
    triggers: [...MAIN_CLASS_TRIGGERS, '.jar (missing)', 'Exception caught from launcher'],
    match(ctx, index, line) {
      // Prism Launcher's and MultiMC's wrapper looks the main class up itself: `Exception caught from launcher`, then
      // `java.lang.ClassNotFoundException: net.fabricmc.loader.impl.launch.knot.KnotClient` and the wrapper's own
      // frames (`ReflectionUtils.findMainMethod`), no game or loader code between: the same missing jar.
      if (/Exception caught from launcher/.test(line)) {
        const next = findForward(ctx, index, 2, /\S/);
        const cls =
          next >= 0 ? /^\s*java\.lang\.ClassNotFoundException: ([\w$.]+)\s*$/.exec(ctx.log.line(next))?.[1] : undefined;
        if (!cls) return null;
        const lookup = findForward(ctx, next, 6, /\bat (?:org\.prismlauncher|org\.multimc)\.[\w.$]+\(/);
        if (lookup < 0) return null;
        for (let i = next + 1; i < lookup; i++) if (!/^\s*at (?:java\.|jdk\.|sun\.)/.test(ctx.log.line(i))) return null;
        return textHit({ key: `main:${cls}`, texts: { detail: M.mainClassMissing({ cls }) }, lines: [index, next] });
      }
      // Prism Launcher's and MultiMC's library list marks the files it could not find: `  C:/…/lwjgl-glfw-3.3.2.jar
      // (missing)`. One finding for the list, counted over the lines around this one.
      if (line.length <= LIBRARY_LINE_MAX && /\.jar \(missing\)\s*$/.test(line)) {
        const lines: number[] = [];
        for (let i = Math.max(0, index - 60); i < Math.min(ctx.log.lineCount, index + 60); i++) {
          const text = ctx.log.line(i);
          if (text.length <= LIBRARY_LINE_MAX && /\.jar \(missing\)\s*$/.test(text)) lines.push(i);
        }
        const first = /([^\s/\\]+\.jar) \(missing\)\s*$/.exec(line)?.[1] ?? '';
        return textHit({
          key: 'libraries-missing',
          texts: {
            title: M.librariesMissingTitle({}),
            detail: M.librariesMissing({ count: lines.length, first }),
            advice: M.librariesMissingAdvice({}),
          },
          lines: lines.slice(0, 8),
        });
      }
      if (/\.jar \(missing\)/.test(line)) return null;
      const english = /Could not find or load main class\s+`?([\w$.]+)/.exec(line)?.[1];
      const cls = english ?? mainClassIn(line);
      if (!cls) return null;
      // An `@argfile` read as a class is a Java too old for argument files (Java 8: Forge's and NeoForge's
      // `@libraries/…_args.txt`). The English line is the Java rules' (crashRulesJava.ts); a translated one is read here.
      if (cls.startsWith('@')) {
        if (/Could not find or load main class/.test(line)) return null;
        return textHit({
          key: `main:${cls}`,
          texts: { detail: M.mainClassArgfile({ file: cls }), advice: M.mainClassArgfileAdvice({}) },
          lines: [index],
        });
      }
      return textHit({ key: `main:${cls}`, texts: { detail: M.mainClassMissing({ cls }) }, lines: [index] });
    },
  },
  {
    // Prism's, MultiMC's and PolyMC's ForgeWrapper sets Forge/NeoForge up before the game starts: an exception it
    // throws itself (`Unable to detect the forge installer!`) stops the launch before any mod ran (a launcher too old
    // for the installer, or damaged loader files). Its `Main.main` under a game's stack is only where the game started.
    id: 'launcher-loader-setup',
    row: 0,
    title: 'The launcher could not set up Forge/NeoForge',
    severity: 'error',
    advice:
      "Update the launcher (its ForgeWrapper must read this loader build's installer), then reinstall the loader in the instance so its files are downloaded again; or pick another build of the loader.",
    confidence: 0.9,
    triggers: ['at io.github.zekerzhayard.forgewrapper.'],
    match(ctx, index, line) {
      if (!/^\s*at io\.github\.zekerzhayard\.forgewrapper\./.test(line)) return null;
      // The exception's first frame: above it only JDK and Forge installer frames, then the exception.
      let thrown = -1;
      for (let i = index - 1; i >= Math.max(0, index - 12); i--) {
        const text = ctx.log.line(i);
        if (/^\s*at io\.github\.zekerzhayard\.forgewrapper\./.test(text)) return null;
        if (/^\s*at (?:java\.|jdk\.|sun\.|net\.minecraftforge\.installer\.|net\.neoforged\.installer\.)/.test(text))
          continue;
        if (/^\s*at /.test(text)) return null;
        thrown = i;
        break;
      }
      const error = thrown < 0 ? null : exceptionTextIn(ctx.log.line(thrown));
      if (!error) return null;
      return textHit({
        key: 'forgewrapper',
        texts: { detail: M.forgeWrapperFailed({ error }) },
        lines: [thrown, index],
      });
    },
  },
  {
    // A Bukkit plugin whose own start threw (`Error occurred while enabling Name vX (Is it up to date?)`, Paper,
    // Spigot and the Forge hybrids Arclight, Mohist and Magma): the plugin is named by the server itself. On a hybrid,
    // a plugin reaching into server internals the hybrid does not have fails this way.
    id: 'plugin-enable-failed',
    row: 0,
    title: 'A server plugin failed to start',
    severity: 'error',
    advice:
      'Update the plugin to a build for this server version, or remove it; on a Forge hybrid (Arclight, Mohist, Magma) check that the plugin supports hybrids.',
    confidence: 0.8,
    triggers: ['while enabling '],
    match(ctx, index, line) {
      const m =
        /Error occurred (?:\(in the plugin loader\) )?while enabling ([\w.-]{2,64}) v?(\S{0,40}) \(Is it up to date\?\)/.exec(
          line,
        );
      if (!m) return null;
      const plugin = m[1]!;
      const next = ctx.log.line(index + 1);
      const error = /^\s*(?:[\w$]+\.)+[\w$]*(?:Exception|Error)\b.*$/.exec(next)?.[0]?.trim() ?? '';
      return textHit({
        key: `plugin:${plugin}`,
        mods: [plugin],
        names: { [plugin]: plugin },
        texts: { detail: M.pluginEnableFailed({ plugin, version: m[2] ?? '', error: error.slice(0, 200) }) },
        lines: error ? [index, index + 1] : [index],
        stackFrom: index + 1,
      });
    },
    supersedes: ['stack-culprit'],
  },
];
