/**
 * The operating system's and the Java launcher's error texts in the languages players' systems print them. Windows
 * hands Java its own message for an `IOException` (`Zugriff verweigert`, `拒绝访问。`, `Ingen tilgang`), and the `java`
 * launcher translates its own errors (`错误: 找不到或无法加载主类 X`, `Fehler: Hauptklasse X konnte nicht gefunden oder
 * geladen werden`), so a log from a non-English system carries none of the English words the rules look for. Each
 * table lists the English text first; rules use the whole list as triggers (non-ASCII triggers match UTF-8 logs, see
 * crashAnalyzer.ts) and read the file or class name with the helpers below.
 */

/**
 * Windows' "Access is denied" (ERROR_ACCESS_DENIED) as Java quotes it. Linux' bare "Permission denied" is left out: a
 * `Cannot run program "xdg-open": error=13, Permission denied` is an I/O error no game needs.
 */
export const ACCESS_DENIED_TEXTS: readonly string[] = [
  'Access is denied',
  'Zugriff verweigert',
  'Acceso denegado',
  'Acesso negado',
  'Accès refusé',
  'Accesso negato',
  'Toegang geweigerd',
  'Odmowa dostępu',
  'Přístup byl odepřen',
  'Prístup bol odmietnutý',
  'Hozzáférés megtagadva',
  'Ingen tilgang',
  'Adgang nægtet',
  'Åtkomst nekad',
  'Käyttö estetty',
  'Erişim engellendi',
  'Отказано в доступе',
  'Доступ заборонено',
  'Πρόσβαση δεν επιτρέπεται',
  '拒绝访问',
  '存取被拒',
  'アクセスが拒否されました',
  '액세스가 거부되었습니다',
];

/**
 * Windows' "The process cannot access the file because it is being used by another process" (ERROR_SHARING_VIOLATION)
 * by a distinctive part of each translation: another program (a second game, a backup or sync tool such as OneDrive,
 * an antivirus scan) holds the file open.
 */
export const FILE_IN_USE_TEXTS: readonly string[] = [
  'being used by another process',
  'von einem anderen Prozess verwendet wird',
  'utilizado por otro proceso',
  'sendo usado por outro processo',
  'utilisé par un autre processus',
  'utilizzato da un altro processo',
  'door een ander proces wordt gebruikt',
  'używany przez inny proces',
  'používán jiným procesem',
  'занят другим процессом',
  'використовується іншим процесом',
  'başka bir işlem tarafından kullanıldığından',
  '另一个程序正在使用此文件',
  '另一個程序正在使用此檔案',
  '別のプロセスが使用中',
  '다른 프로세스가 파일을 사용 중',
];

/**
 * The first words of each translation of the same message (Windows puts the file before them), which a console
 * wrapping lines at 80 columns keeps on the exception's line when it moves the rest (`…omdat het door een ander` /
 * `proces wordt gebruikt.`) to the next.
 */
export const FILE_IN_USE_HEADS: readonly string[] = [
  'The process cannot access the file',
  'Der Prozess kann nicht auf die Datei zugreifen',
  'El proceso no tiene acceso al archivo',
  'O processo não pode acessar o arquivo',
  'Le processus ne peut pas accéder au fichier',
  'Het proces heeft geen toegang tot het bestand',
  'Proces nie może uzyskać dostępu do pliku',
  'Процесс не может получить доступ к файлу',
  'プロセスはファイルにアクセスできません',
];

/** `text` with regular-expression characters escaped. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ACCESS_DENIED = new RegExp(ACCESS_DENIED_TEXTS.map(escaped).join('|'));
/** A translation's first words and what follows them to the end (`: The process cannot access the file because it is`). */
const IN_USE_HEAD_TAIL = new RegExp(`[\\s(:：]*(?:[\\w ,]*(?:${FILE_IN_USE_HEADS.map(escaped).join('|')})[^:]*)?$`);
const FILE_IN_USE = new RegExp(FILE_IN_USE_TEXTS.map(escaped).join('|'));
/** The exception's simple name only: a leading `(?:[\w$]+\.)*` would backtrack on long dotted runs. */
const IO_MESSAGE = /(?:IOException|FileSystemException|FileNotFoundException): (.{0,400})$/;

/** What an I/O error line says the system refused, when it is one of the texts above. */
export interface RefusedFile {
  /** The file named (empty when the message names none, as `java.io.IOException: Ingen tilgang`). */
  file: string;
  /** Another process holds the file open (rather than the access being denied). */
  inUse: boolean;
}

/**
 * The file of an I/O exception whose message is "access denied" or "in use by another process" in any language of
 * the tables: `FileSystemException: C:\…\x.tmp: <text>`, `FileNotFoundException: C:\…\x (<text>)`, or the bare
 * `IOException: <text>` of `File.createNewFile`.
 */
export function refusedFileIn(line: string): RefusedFile | null {
  const at = IO_MESSAGE.exec(line.trimEnd());
  if (!at) return null;
  const message = at[1]!.replace(/[`'"]+$/, '');
  const inUse = FILE_IN_USE.exec(message);
  const denied = inUse ? null : ACCESS_DENIED.exec(message);
  const found = inUse ?? denied;
  if (!found) return null;
  // The file is what comes before the text, less the separator Java put between them (`: `, ` (`, `: The process…`).
  const file = message
    .slice(0, found.index)
    .replace(IN_USE_HEAD_TAIL, '')
    .replace(/[\s(:：]+$/, '')
    .trim();
  return { file, inUse: Boolean(inUse) };
}

/**
 * {@link refusedFileIn} for a message the console may have wrapped: when `line` holds only the start of the "in use"
 * text, the next line (not a stack frame) is read as its rest.
 */
export function refusedFileAcross(line: string, next: string): RefusedFile | null {
  const found = refusedFileIn(line);
  if (found || next === '' || /^\s*(?:at |Caused by|\.\.\. \d|\[)/.test(next)) return found;
  if (!FILE_IN_USE_HEADS.some((head) => line.includes(head))) return null;
  return refusedFileIn(`${line.trimEnd()} ${next.trim()}`);
}

/**
 * The `java` launcher's "Could not find or load main class X" in its translations (the JDK's launcher resources),
 * each with the class name's place. The English one stays first.
 */
const MAIN_CLASS: readonly RegExp[] = [
  /Could not find or load main class\s+`?([^\s`]+)/,
  /Hauptklasse\s+`?([^\s`]+)\s+konnte nicht gefunden oder geladen werden/,
  /找不到或无法加载主类\s*`?([^\s`）)]+)/,
  /找不到或無法載入主要類別\s*`?([^\s`）)]+)/,
  /メイン・クラス\s*`?([^\s`]+?)を検出およびロードできませんでした/,
  /기본 클래스\s*`?([^\s`]+?)을\(를\) 찾거나 로드할 수 없습니다/,
  /no se ha encontrado o cargado la clase principal\s+`?([^\s`]+)/,
  /impossible de trouver ou de charger la classe principale\s+`?([^\s`]+)/,
  /impossibile trovare o caricare la classe principale\s+`?([^\s`]+)/,
  /localizar nem carregar a classe principal\s+`?([^\s`]+)/,
  /kunde inte hitta eller ladda huvudklassen\s+`?([^\s`]+)/,
];

/** The distinctive part of each {@link MAIN_CLASS} text, for a rule's triggers. */
export const MAIN_CLASS_TRIGGERS: readonly string[] = [
  'Could not find or load main class ',
  'konnte nicht gefunden oder geladen werden',
  '找不到或无法加载主类',
  '找不到或無法載入主要類別',
  'を検出およびロードできませんでした',
  '찾거나 로드할 수 없습니다',
  'cargado la clase principal',
  'charger la classe principale',
  'caricare la classe principale',
  'carregar a classe principal',
  'ladda huvudklassen',
];

/** The class (or `@argfile`) the `java` launcher could not start, in any language of {@link MAIN_CLASS}. */
export function mainClassIn(line: string): string | undefined {
  for (const pattern of MAIN_CLASS) {
    const cls = pattern.exec(line)?.[1];
    if (cls) return cls.replace(/[.,;:。）)]+$/, '');
  }
  return undefined;
}

/**
 * Windows' "A dynamic link library (DLL) initialization routine failed" (ERROR_DLL_INIT_FAILED, 1114) by a distinctive
 * part of each translation: the library was found and loaded, and its own start-up code refused or failed.
 */
export const DLL_INIT_FAILED_TEXTS: readonly string[] = [
  'initialization routine failed',
  'DLL-Initialisierungsroutine',
  'rutina de inicialización',
  'rotina de inicialização',
  'routine d’initialisation',
  "routine d'initialisation",
  'Routine di inizializzazione',
  'Procedura inicjowania biblioteki',
  'программе инициализации библиотеки',
  '初始化例程失败',
  '初始化例行程序失敗',
  '初期化ルーチン',
  '초기화 루틴',
];

const DLL_INIT_FAILED = new RegExp(DLL_INIT_FAILED_TEXTS.map(escaped).join('|'));

/** Where `text` holds the DLL-initialization failure in one of its languages (-1 when it does not). */
export function dllInitFailedAt(text: string): number {
  return DLL_INIT_FAILED.exec(text)?.index ?? -1;
}
