/**
 * Common Java libraries that the game, a loader or a server ships for the code it runs (Apache Commons, Guava, Gson,
 * Netty…). No mod or plugin is named after them and none provides them on its own: when one of their classes cannot
 * be loaded, the code that uses it was built for a game or server version that shipped the library (or should have
 * bundled it itself). A class of theirs is never read as a mod's package (missingClassOwner.ts).
 */
export interface JavaLibrary {
  /** The library's usual name. */
  name: string;
}

/** Package prefix → library, longest prefix first where two share a start. */
const JAVA_LIBRARIES: readonly { prefix: string; name: string }[] = [
  { prefix: 'org.apache.commons.io.', name: 'Apache Commons IO' },
  { prefix: 'org.apache.commons.lang3.', name: 'Apache Commons Lang 3' },
  { prefix: 'org.apache.commons.lang.', name: 'Apache Commons Lang 2' },
  { prefix: 'org.apache.commons.codec.', name: 'Apache Commons Codec' },
  { prefix: 'org.apache.commons.compress.', name: 'Apache Commons Compress' },
  { prefix: 'org.apache.commons.collections4.', name: 'Apache Commons Collections' },
  { prefix: 'org.apache.commons.collections.', name: 'Apache Commons Collections' },
  { prefix: 'org.apache.commons.text.', name: 'Apache Commons Text' },
  { prefix: 'org.apache.commons.logging.', name: 'Apache Commons Logging' },
  { prefix: 'org.apache.commons.', name: 'Apache Commons' },
  { prefix: 'org.apache.logging.log4j.', name: 'Log4j' },
  { prefix: 'org.apache.http.', name: 'Apache HttpClient' },
  { prefix: 'com.google.common.', name: 'Guava' },
  { prefix: 'com.google.gson.', name: 'Gson' },
  { prefix: 'io.netty.', name: 'Netty' },
  { prefix: 'it.unimi.dsi.fastutil.', name: 'fastutil' },
  { prefix: 'org.slf4j.', name: 'SLF4J' },
  { prefix: 'org.yaml.snakeyaml.', name: 'SnakeYAML' },
  { prefix: 'com.fasterxml.jackson.', name: 'Jackson' },
  { prefix: 'org.objectweb.asm.', name: 'ASM' },
  { prefix: 'org.joml.', name: 'JOML' },
  { prefix: 'com.github.benmanes.caffeine.', name: 'Caffeine' },
  { prefix: 'joptsimple.', name: 'JOpt Simple' },
  { prefix: 'com.zaxxer.hikari.', name: 'HikariCP' },
  { prefix: 'org.json.', name: 'JSON-java (org.json)' },
  { prefix: 'org.sqlite.', name: 'SQLite JDBC' },
  { prefix: 'com.mysql.', name: 'MySQL Connector/J' },
  { prefix: 'org.mariadb.jdbc.', name: 'MariaDB Connector/J' },
  { prefix: 'org.h2.', name: 'H2 Database' },
  { prefix: 'okhttp3.', name: 'OkHttp' },
  { prefix: 'net.kyori.adventure.', name: 'Adventure' },
];

/** The common Java library whose package holds `className` (dots or slashes), or null. */
export function javaLibraryOfClass(className: string): JavaLibrary | null {
  const name = className.replace(/\//g, '.');
  const hit = JAVA_LIBRARIES.find((l) => name.startsWith(l.prefix));
  return hit ? { name: hit.name } : null;
}
