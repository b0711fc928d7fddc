import { messageOf, modLabel, textHit, type CrashRule, type RuleContext, type RuleHit } from './crashRule';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { fileOfMod, findCulprits, isNotBlamed } from './culpritFinder';

/**
 * Hangs, not crashes: a server whose watchdog dumped its threads because the main thread stopped ticking, and a game
 * whose threads wait for each other forever (a Java-level deadlock in a thread dump). No exception names the cause:
 * the stuck thread's first frame outside the game, the server and the JDK does.
 */

/** One frame of a thread dump: its line, its class and its `Class.method(Source)` text. */
interface DumpFrame {
  index: number;
  cls: string;
  text: string;
}

/** Code of the server programs built on the vanilla server (Forge hybrids), where a hang surfaces, not where it starts. */
const SERVER_CODE =
  /^(?:com\.mohistmc|io\.izzel\.arclight|catserver|org\.magmafoundation|org\.purpurmc|gg\.pufferfish)\./;
/** A dump frame with or without `at ` (`java.base@17/java.lang.Thread.run(Thread.java:833)`, `app//a.b.C.m(C.java:9)`). */
const DUMP_FRAME = /^(?:at\s+)?((?:[^\s/()]*\/)*)([\w$]+(?:\.[\w$]+)+)\.([\w$<>]+)\(([^)]*)\)/;
/** The bottom frames of a server's main thread: a stack holding one is the main thread's. */
const MAIN_THREAD_BOTTOM = /\.(?:MinecraftServer|DedicatedServer|ThreadServerApplication)\b/;
/** A line a Spigot, Paper or Purpur watchdog wrote (`[15:36:07] [Spigot Watchdog Thread/ERROR]: …`). */
const WATCHDOG_LINE = /Watchdog Thread\//;

function dumpFrame(index: number, text: string): DumpFrame | null {
  const m = DUMP_FRAME.exec(text);
  return m ? { index, cls: m[2]!, text: `${m[2]}.${m[3]}(${m[4]})` } : null;
}

/**
 * The main thread's frames in a Spigot-style watchdog dump (`Current Thread: Server thread`, its `PID:` and `Stack:`
 * lines, then one frame a line up to the next `------` rule), from its header at or below `from`: the header's index
 * and the frames, or null when the dump shows no main thread.
 */
function serverThreadFrames(ctx: RuleContext, from: number): { header: number; frames: DumpFrame[] } | null {
  const end = Math.min(ctx.log.lineCount, from + 120);
  let header = -1;
  for (let i = from; i < end; i++) {
    if (/^Current Thread: ?Server thread\s*$/.test(messageOf(ctx.log.line(i)).trim())) {
      header = i;
      break;
    }
  }
  if (header < 0) return null;
  const frames: DumpFrame[] = [];
  const stop = Math.min(ctx.log.lineCount, header + 80);
  for (let i = header + 1; i < stop; i++) {
    const text = messageOf(ctx.log.line(i)).trim();
    if (/^-{5,}|^Current Thread:/.test(text)) break;
    const f = dumpFrame(i, text);
    if (f) frames.push(f);
  }
  return { header, frames };
}

/** The first frame outside the game, the server, the loaders and the JDK (the code that held the thread), or null. */
function ownFrame(frames: readonly DumpFrame[]): DumpFrame | null {
  return frames.find((f) => !isNotBlamed(f.cls) && !SERVER_CODE.test(f.cls)) ?? null;
}

/**
 * Who owns `frame`: a mod the log lists or the instance holds (by the culprit finder's evidence), else the frame's
 * package (a plugin's package segment is no id to act on).
 */
function ownerOf(
  ctx: RuleContext,
  frame: DumpFrame,
): { owner: string; pkg: boolean; mod?: { id: string; name?: string } } {
  const culprit = findCulprits({
    frames: [{ index: frame.index, text: `at ${frame.text}` }],
    logged: ctx.facts.mods,
    installed: ctx.installed ?? [],
    named: [],
  }).culprits.find(
    (c) => c.confidence >= 0.5 && (ctx.facts.mods.has(c.id) || fileOfMod(c.id, ctx.installed ?? []) !== null),
  );
  if (!culprit) return { owner: frame.cls.replace(/\.[^.]*$/, ''), pkg: true };
  return {
    owner: modLabel(culprit.id, culprit.name),
    pkg: false,
    mod: { id: culprit.id, ...(culprit.name ? { name: culprit.name } : {}) },
  };
}

function modsOf(who: ReturnType<typeof ownerOf>): Pick<RuleHit, 'mods' | 'names'> {
  if (!who.mod) return {};
  return { mods: [who.mod.id], ...(who.mod.name ? { names: { [who.mod.id]: who.mod.name } } : {}) };
}

/**
 * A frame block a watchdog printed with no thread header above it (a paste that starts mid-dump): its frames when this
 * line starts the block and the block ends in the server's main loop, else null.
 */
function headlessMainThread(ctx: RuleContext, index: number, text: string): DumpFrame[] | null {
  if (!dumpFrame(index, text)) return null;
  if (index > 0) {
    const prev = ctx.log.line(index - 1);
    const prevText = messageOf(prev).trim();
    // Inside a block, or under a thread's own header (that header's lines are read from it).
    if (
      WATCHDOG_LINE.test(prev) &&
      (dumpFrame(index - 1, prevText) || /^(?:Stack:|PID:|Current Thread:)/.test(prevText))
    )
      return null;
  }
  const frames: DumpFrame[] = [];
  const end = Math.min(ctx.log.lineCount, index + 80);
  for (let i = index; i < end; i++) {
    const l = ctx.log.line(i);
    const f = WATCHDOG_LINE.test(l) ? dumpFrame(i, messageOf(l).trim()) : null;
    if (!f) break;
    frames.push(f);
  }
  return frames.some((f) => MAIN_THREAD_BOTTOM.test(f.cls)) ? frames : null;
}

export const hangRules: CrashRule[] = [
  {
    // A Spigot, Paper or hybrid server whose main thread stopped ticking: its watchdog prints `The server has stopped
    // responding!` (then ends it) or `The server has not responded for 10 seconds! Creating thread dump` (an early
    // warning), then every thread's stack, the main thread's (`Current Thread: Server thread`) first. Its first frame
    // outside the server, the game and the JDK is the code that held the tick; a main thread only in the game's own
    // code is a world save, chunk generation or load, not a plugin. A paste may start at the thread's header or in the
    // middle of its stack (then a block ending in the server's main loop is the main thread).
    id: 'server-not-responding',
    row: 0,
    title: 'The server stopped responding',
    severity: 'error',
    advice:
      "Find what held the tick in the watchdog's 'Server thread' stack; raising timeout-time only hides the hang.",
    confidence: 0.75,
    triggers: [
      'The server has stopped responding',
      'The server has not responded for',
      'Current Thread:',
      'Watchdog Thread/',
    ],
    match(ctx, index, line) {
      const text = messageOf(line).trim();
      let seconds = '';
      let lead: number[] = [];
      let frames: DumpFrame[];
      if (/The server has (?:stopped responding|not responded for)/.test(line)) {
        seconds = /has not responded for (\d+) seconds/.exec(line)?.[1] ?? '';
        const dump = serverThreadFrames(ctx, index + 1);
        if (!dump) return null;
        lead = [index, dump.header];
        frames = dump.frames;
      } else if (/^Current Thread: ?Server thread\s*$/.test(text)) {
        const dump = serverThreadFrames(ctx, index);
        if (!dump) return null;
        lead = [index];
        frames = dump.frames;
      } else if (WATCHDOG_LINE.test(line)) {
        const block = headlessMainThread(ctx, index, text);
        if (!block) return null;
        frames = block;
      } else return null;
      const own = ownFrame(frames);
      if (!own) {
        const code = frames.find((f) => !/^(?:java|javax|jdk|sun)\./.test(f.cls))?.text ?? '';
        const first = frames[0];
        return textHit({
          key: 'hang',
          texts: { detail: M.serverHungInGame({ seconds, code }), advice: M.serverHungInGameAdvice({}) },
          lines: [...lead, ...(first ? [first.index] : [])],
          confidence: 0.6,
        });
      }
      const who = ownerOf(ctx, own);
      return textHit({
        key: 'hang',
        ...modsOf(who),
        texts: {
          detail: M.serverHungIn({ seconds, code: own.text, owner: who.owner, pkg: who.pkg }),
          advice: M.serverHungInAdvice({ owner: who.owner, pkg: who.pkg }),
        },
        lines: [...lead, own.index],
      });
    },
  },
  {
    // A thread dump (jstack, VisualVM, a launcher's or ModernFix's dump of a frozen game) that found threads each
    // waiting for a lock another holds: the game hangs forever. The JVM names them (`Found one Java-level deadlock:`,
    // then `"Render thread":` / `waiting to lock …` / `which is held by "X"`) and prints their stacks under `Java
    // stack information for the threads listed above:`; the first frame there outside the game and the JDK is the code
    // that took the lock.
    id: 'thread-deadlock',
    row: 0,
    title: 'The game froze: two threads deadlocked',
    severity: 'error',
    advice:
      'Update or remove the mod whose code is in the deadlocked stacks, or report the deadlock with the thread dump to its author.',
    confidence: 0.7,
    triggers: ['Java-level deadlock'],
    match(ctx, index, line) {
      if (!/Found (?:one|\d+) Java-level deadlocks?:?/.test(line)) return null;
      const threads: string[] = [];
      const frames: DumpFrame[] = [];
      let stacks = false;
      const end = Math.min(ctx.log.lineCount, index + 400);
      for (let i = index + 1; i < end; i++) {
        const text = messageOf(ctx.log.line(i)).trim();
        if (/^Found (?:one|\d+) Java-level deadlock|^Found a total of/.test(text)) break;
        if (/^Java stack information for the threads listed above/.test(text)) {
          stacks = true;
          continue;
        }
        const name = /^"([^"]{1,80})":$/.exec(text);
        if (name) {
          if (!stacks && !threads.includes(name[1]!)) threads.push(name[1]!);
          continue;
        }
        if (stacks && /^at\s/.test(text)) {
          const f = dumpFrame(i, text);
          if (f) frames.push(f);
        }
      }
      if (threads.length < 2) return null;
      const list = threads.slice(0, 4).join(', ');
      const own = ownFrame(frames);
      if (!own)
        return textHit({
          key: 'deadlock',
          texts: { detail: M.deadlockNoCode({ threads: list }), advice: M.deadlockNoCodeAdvice({}) },
          lines: [index],
          confidence: 0.5,
        });
      const who = ownerOf(ctx, own);
      return textHit({
        key: 'deadlock',
        ...modsOf(who),
        texts: {
          detail: M.deadlockIn({ threads: list, code: own.text, owner: who.owner, pkg: who.pkg }),
          advice: M.deadlockAdvice({ owner: who.owner, pkg: who.pkg }),
        },
        lines: [index, own.index],
      });
    },
  },
];
