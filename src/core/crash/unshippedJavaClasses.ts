/**
 * Classes of the Java platform that a mod's code may refer to but the game's Java does not have: Java 8's own API and
 * internals that later Java versions removed (old Forge mods ran on Java 8, so they used them; run on a newer Java,
 * as a new launcher's default or lwjgl3ify and Cleanroom do, the mod fails on the missing class), and a class no game
 * ever ships that an editor's auto-import put in a mod's build (`scala.actors.threadpool.Arrays` for
 * `java.util.Arrays`). Neither is a dependency to install: the first needs the Java the mod was made for, the second
 * a fixed build of the mod.
 */
export type UnshippedJavaClass = { kind: 'removed'; api: string; removedIn: number } | { kind: 'stray'; api: string };

const REMOVED: readonly { prefix: string; api: string; removedIn: number }[] = [
  { prefix: 'sun.reflect.Reflection', api: 'sun.reflect.Reflection', removedIn: 9 },
  { prefix: 'sun.misc.BASE64', api: 'sun.misc.BASE64Encoder/BASE64Decoder', removedIn: 9 },
  { prefix: 'sun.misc.Launcher', api: 'sun.misc.Launcher', removedIn: 9 },
  { prefix: 'sun.misc.URLClassPath', api: 'sun.misc.URLClassPath', removedIn: 9 },
  { prefix: 'javax.xml.bind.', api: 'JAXB (javax.xml.bind)', removedIn: 11 },
  { prefix: 'javax.activation.', api: 'JavaBeans Activation (javax.activation)', removedIn: 11 },
  { prefix: 'javax.xml.ws.', api: 'JAX-WS (javax.xml.ws)', removedIn: 11 },
  { prefix: 'javax.jws.', api: 'JAX-WS (javax.jws)', removedIn: 11 },
  { prefix: 'org.omg.', api: 'CORBA (org.omg)', removedIn: 11 },
  { prefix: 'jdk.nashorn.', api: 'the Nashorn JavaScript engine (jdk.nashorn)', removedIn: 15 },
];

/** Class-name prefixes no game's Java or libraries provide, put in a mod's build by an editor's auto-import. */
const STRAY = ['scala.actors.threadpool.'];

/** What the Java platform says of `className` (dots or slashes) when a mod's code cannot load it, or null. */
export function unshippedJavaClass(className: string): UnshippedJavaClass | null {
  const name = className.replace(/\//g, '.');
  const removed = REMOVED.find((r) => name.startsWith(r.prefix));
  if (removed) return { kind: 'removed', api: removed.api, removedIn: removed.removedIn };
  return STRAY.some((p) => name.startsWith(p)) ? { kind: 'stray', api: name } : null;
}
