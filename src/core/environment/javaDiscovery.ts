import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readRegularFile } from '../fs/safeRead';

/** One Java runtime found on this machine. */
export interface JavaInstallation {
  /** The Java home (the folder holding `bin/java`). */
  home: string;
  executable: string;
  /** As Java reports it: `1.8.0_392`, `17.0.9`, `25`. */
  version: string;
  major: number;
  /** `x86_64`, `aarch64`, `x86`… as reported, when known. */
  arch: string | null;
  /** False for a 32-bit JVM, null when unknown. */
  is64Bit: boolean | null;
  vendor: string | null;
  openj9: boolean;
  /** Where it was found (`JAVA_HOME`, `PATH`, `/usr/lib/jvm`, `registry`…). */
  source: string;
}

/** Runs a program and returns its output; injected so tests never start a real JVM. */
export type ProcessRunner = (
  file: string,
  args: string[],
  timeoutMs: number,
) => Promise<{ stdout: string; stderr: string; code: number | null }>;

export interface JavaDiscoveryOptions {
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  /** The user's home folder (defaults to os.homedir()). */
  home?: string;
  runner?: ProcessRunner;
  /** Per `java -version` call; default 5000 ms. */
  timeoutMs?: number;
  /** Replaces the platform's well-known places (tests point this at fake JDK homes). */
  places?: string[];
  /** Also search these folders (e.g. instance or launcher folders). */
  extraPlaces?: string[];
  signal?: AbortSignal;
}

/**
 * The default runner; never throws. The program runs in its own process group (not on Windows), and on timeout the
 * whole group is killed and the call returns at once: a `java` that is a script starting other programs could
 * otherwise outlive the timeout and keep its output pipes, and so the call, open.
 */
export const defaultRunner: ProcessRunner = (file, args, timeoutMs) =>
  new Promise((resolve) => {
    const windows = process.platform === 'win32';
    let stdout = '';
    let stderr = '';
    let settled = false;
    const finish = (code: number | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ stdout, stderr, code });
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(file, args, { detached: !windows, windowsHide: true, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch {
      resolve({ stdout: '', stderr: '', code: null });
      return;
    }
    const cap = 1024 * 1024;
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      if (stdout.length < cap) stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < cap) stderr += d;
    });
    const timer = setTimeout(() => {
      try {
        if (!windows && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // Already gone.
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      finish(null);
    }, timeoutMs);
    child.on('error', () => finish(null));
    child.on('close', (code) => finish(typeof code === 'number' ? code : null));
  });

/**
 * The folders where launchers look for Java, per platform. Each is either a Java home
 * or a folder whose descendants (up to four levels, for `Contents/Home` and launcher runtime layouts)
 * are Java homes.
 */
export function javaPlaces(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string[] {
  const places: string[] = [];
  const paths = platform === 'win32' ? path.win32 : path.posix;
  const join = (...parts: string[]): string => paths.join(...parts);
  if (platform === 'win32') {
    const programFiles = [
      env['ProgramFiles'] ?? 'C:\\Program Files',
      env['ProgramFiles(x86)'] ?? 'C:\\Program Files (x86)',
      env['ProgramW6432'],
    ].filter((p): p is string => !!p);
    for (const pf of programFiles) {
      for (const vendor of [
        'Java',
        'Eclipse Adoptium',
        'Eclipse Foundation',
        'AdoptOpenJDK',
        'Microsoft',
        'Zulu',
        'BellSoft',
        'Amazon Corretto',
        'Semeru',
        'Minecraft Launcher\\runtime',
      ])
        places.push(join(pf, vendor));
    }
    const appData = env['APPDATA'] ?? join(home, 'AppData', 'Roaming');
    const local = env['LOCALAPPDATA'] ?? join(home, 'AppData', 'Local');
    places.push(
      join(local, 'Packages', 'Microsoft.4297127D64EC6_8wekyb3d8bbwe', 'LocalCache', 'Local', 'runtime'),
      join(appData, '.minecraft', 'runtime'),
      join(appData, '.hmcl', 'java'),
      join(appData, 'ATLauncher', 'runtimes', 'minecraft'),
      join(appData, 'ModrinthApp', 'meta', 'java_versions'),
      join(appData, 'PrismLauncher', 'java'),
      join(home, 'curseforge', 'minecraft', 'Install', 'runtime'),
      join(local, '.ftba', 'bin', 'runtime'),
      join(home, '.jdks'),
      join(home, '.sdkman', 'candidates', 'java'),
    );
  } else if (platform === 'darwin') {
    places.push(
      '/Library/Java/JavaVirtualMachines',
      join(home, 'Library', 'Java', 'JavaVirtualMachines'),
      '/System/Library/Java/JavaVirtualMachines',
      '/Library/Internet Plug-Ins/JavaAppletPlugin.plugin/Contents/Home',
      '/opt/homebrew/opt/java',
      '/opt/homebrew/Cellar',
      '/usr/local/opt/java',
      join(home, 'Library', 'Application Support', 'minecraft', 'runtime'),
      join(home, 'Library', 'Application Support', 'PrismLauncher', 'java'),
      join(home, '.sdkman', 'candidates', 'java'),
      join(home, '.jdks'),
    );
  } else {
    places.push(
      '/usr/java',
      '/usr/lib/jvm',
      '/usr/lib32/jvm',
      '/usr/lib64/jvm',
      '/opt/jdk',
      '/opt/jdks',
      '/app/jdk',
      join(home, '.jdks'),
      join(home, '.sdkman', 'candidates', 'java'),
      join(home, '.gradle', 'jdks'),
      join(home, '.minecraft', 'runtime'),
      join(home, '.local', 'share', 'PrismLauncher', 'java'),
    );
  }
  return places;
}

/**
 * Finds Java installations: `JAVA_HOME`/`JDK_HOME`, `PATH` (skipping Oracle's `javapath` shims), the
 * platform's well-known places, and on Windows the registry keys launchers read. Each home is probed
 * through its `release` file first, else by running `java -XshowSettings:properties -version` with a
 * timeout. Duplicates (same real path) are reported once. Never throws except on abort.
 */
export async function discoverJava(options: JavaDiscoveryOptions = {}): Promise<JavaInstallation[]> {
  const platform = options.platform ?? process.platform;
  const env = options.env ?? process.env;
  const home = options.home ?? os.homedir();
  const runner = options.runner ?? defaultRunner;
  const homes: { home: string; source: string }[] = [];
  const exe = platform === 'win32' ? 'java.exe' : 'java';
  for (const key of ['JAVA_HOME', 'JDK_HOME']) {
    const value = env[key];
    if (value) homes.push({ home: value, source: key });
  }
  const pathVar = env['PATH'] ?? env['Path'] ?? '';
  for (const dir of pathVar.split(platform === 'win32' ? ';' : ':')) {
    if (!dir || /Common Files[\\/]Oracle[\\/]Java[\\/]javapath/i.test(dir)) continue;
    const candidate = path.join(dir, exe);
    if (await isFile(candidate)) {
      const real = await realpath(candidate);
      homes.push({ home: path.dirname(path.dirname(real)), source: 'PATH' });
    }
  }
  if (platform === 'win32' && !options.places)
    for (const h of await registryHomes(runner, options.timeoutMs ?? 5000)) homes.push({ home: h, source: 'registry' });
  for (const place of [...(options.places ?? javaPlaces(platform, env, home)), ...(options.extraPlaces ?? [])]) {
    for (const h of await findHomes(place, exe, 4)) homes.push({ home: h, source: place });
  }
  const seen = new Set<string>();
  const out: JavaInstallation[] = [];
  for (const candidate of homes) {
    options.signal?.throwIfAborted();
    const key = (await realpath(candidate.home)).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const found = await probeJavaHome(candidate.home, { runner, platform, timeoutMs: options.timeoutMs ?? 5000 });
    if (found) out.push({ ...found, source: candidate.source });
  }
  return out.sort((a, b) => b.major - a.major || a.home.localeCompare(b.home));
}

/** Reads one Java home: its `release` file, else the output of running its `java`. Null when it is not a Java home. */
export async function probeJavaHome(
  home: string,
  options: { runner?: ProcessRunner; platform?: NodeJS.Platform; timeoutMs?: number } = {},
): Promise<JavaInstallation | null> {
  const platform = options.platform ?? process.platform;
  const executable = path.join(home, 'bin', platform === 'win32' ? 'java.exe' : 'java');
  let release: string | null;
  try {
    release = (await readRegularFile(path.join(home, 'release'), { maxBytes: 64 * 1024 })).toString('utf8');
  } catch {
    release = null;
  }
  if (release !== null) {
    const r = parseReleaseFile(release);
    if (r.version) {
      const arch = r.arch;
      return {
        home,
        executable,
        version: r.version,
        major: javaMajorOf(r.version),
        arch,
        is64Bit: arch === null ? null : !/^(x86|i[3-6]86|arm|armv7\w*|ppc)$/i.test(arch),
        vendor: r.implementor,
        openj9: /openj9/i.test(release),
        source: home,
      };
    }
  }
  if (!(await isFile(executable))) return null;
  const result = await (options.runner ?? defaultRunner)(
    executable,
    ['-XshowSettings:properties', '-version'],
    options.timeoutMs ?? 5000,
  );
  const parsed = parseJavaVersionOutput(`${result.stderr}\n${result.stdout}`);
  if (!parsed) return null;
  return { home, executable, ...parsed, source: home };
}

/** `JAVA_VERSION`, `OS_ARCH` and `IMPLEMENTOR` of a JDK `release` file. */
export function parseReleaseFile(text: string): {
  version: string | null;
  arch: string | null;
  implementor: string | null;
} {
  const value = (key: string): string | null => {
    const m = new RegExp(`^${key}\\s*=\\s*"?([^"\\r\\n]*)"?`, 'm').exec(text);
    return m && m[1] !== '' ? m[1]! : null;
  };
  return { version: value('JAVA_VERSION'), arch: value('OS_ARCH'), implementor: value('IMPLEMENTOR') };
}

/** Parses `java -version` (optionally with `-XshowSettings:properties`) output. Null when it is not Java's. */
export function parseJavaVersionOutput(text: string): Omit<JavaInstallation, 'home' | 'executable' | 'source'> | null {
  const version = /(?:java|openjdk) version "([^"]+)"/.exec(text)?.[1] ?? /java\.version = (\S+)/.exec(text)?.[1];
  if (!version) return null;
  const arch = /os\.arch = (\S+)/.exec(text)?.[1] ?? null;
  const model = /sun\.arch\.data\.model = (\d+)/.exec(text)?.[1];
  const is64Bit = model
    ? model === '64'
    : /64-Bit/i.test(text)
      ? true
      : /32-Bit|Client VM/i.test(text)
        ? false
        : arch
          ? !/^(x86|i[3-6]86|arm)$/i.test(arch)
          : null;
  const vendor =
    /java\.vendor = (.+)/.exec(text)?.[1]?.trim() ??
    (/Temurin/i.test(text)
      ? 'Eclipse Adoptium'
      : /Zulu/i.test(text)
        ? 'Azul'
        : /Microsoft/i.test(text)
          ? 'Microsoft'
          : null);
  return { version, major: javaMajorOf(version), arch, is64Bit, vendor, openj9: /OpenJ9|J9VM/i.test(text) };
}

/** The Java major of a version string: `1.8.0_392` → 8, `17.0.9` → 17, `25` → 25, `21-ea` → 21. */
export function javaMajorOf(version: string): number {
  const m = /^1\.(\d+)/.exec(version) ?? /^(\d+)/.exec(version);
  return m ? Number(m[1]) : 0;
}

async function registryHomes(runner: ProcessRunner, timeoutMs: number): Promise<string[]> {
  const keys = [
    'HKLM\\SOFTWARE\\JavaSoft\\Java Runtime Environment',
    'HKLM\\SOFTWARE\\JavaSoft\\Java Development Kit',
    'HKLM\\SOFTWARE\\JavaSoft\\JRE',
    'HKLM\\SOFTWARE\\JavaSoft\\JDK',
    'HKLM\\SOFTWARE\\Eclipse Adoptium\\JDK',
    'HKLM\\SOFTWARE\\Eclipse Adoptium\\JRE',
    'HKLM\\SOFTWARE\\Eclipse Foundation\\JDK',
    'HKLM\\SOFTWARE\\AdoptOpenJDK\\JDK',
    'HKLM\\SOFTWARE\\AdoptOpenJDK\\JRE',
    'HKLM\\SOFTWARE\\Semeru\\JDK',
    'HKLM\\SOFTWARE\\Semeru\\JRE',
    'HKLM\\SOFTWARE\\Microsoft\\JDK',
  ];
  const homes: string[] = [];
  for (const key of keys) {
    for (const view of ['/reg:64', '/reg:32']) {
      const result = await runner('reg', ['query', key, '/s', view], timeoutMs);
      for (const m of result.stdout.matchAll(/^\s+(?:JavaHome|Path)\s+REG_SZ\s+(.+?)\s*$/gm)) homes.push(m[1]!);
    }
  }
  return homes;
}

async function findHomes(place: string, exe: string, depth: number): Promise<string[]> {
  if (await isFile(path.join(place, 'bin', exe))) return [place];
  if (depth === 0) return [];
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(place, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries.slice(0, 200)) {
    if (!e.isDirectory() && !e.isSymbolicLink()) continue;
    if (e.name.startsWith('.') && depth < 4) continue;
    out.push(...(await findHomes(path.join(place, e.name), exe, depth - 1)));
  }
  return out;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function realpath(file: string): Promise<string> {
  try {
    return await fs.promises.realpath(file);
  } catch {
    return file;
  }
}
