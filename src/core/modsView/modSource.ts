/** Where a mod came from, as far as Nova knows without going online. */
export type ModSource = 'modrinth' | 'curseforge' | 'packwiz' | 'local';
